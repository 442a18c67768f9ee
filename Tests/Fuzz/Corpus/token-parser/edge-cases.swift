extension Color {
    static let x = Color(hue: 1e400, saturation: 1, brightness: 1)
    static let y = Color(white: 1e400 - 1e400)
}
extension Font {
    static let z = Font.system(size: ((((-(-8)))))
}
