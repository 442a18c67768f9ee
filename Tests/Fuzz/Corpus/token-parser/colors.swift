extension Color {
    static let monzoCoral = Color(red: 1.000, green: 0.204, blue: 0.392) // #FF3464
    static let cbBlue = Color(hex: 0x0052FF)
    static let ink = Color(.sRGB, white: 0.1, opacity: 0.9)
    static let accent = Color.monzoCoral.opacity(0.12)
    static let hsb = Color(hue: 0.6, saturation: 0.5, brightness: 0.9)
}
