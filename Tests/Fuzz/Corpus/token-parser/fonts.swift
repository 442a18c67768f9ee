extension Font {
    static let balance = Font.custom("Inter-ExtraBold", size: 30)
    static let caption = Font.system(size: 12, weight: .semibold, design: .monospaced)
    static let body2 = Font.system(.body).weight(.medium).italic()
    static let mono = Font.custom("RobotoMono-SemiBold", size: Double(0x14) / 2 - (3 * 1))
    static let alias = balance
}
