/// SwiftUI's named colours with their iOS light and dark values.
extension Color {
    static func system(_ light: UInt32, _ dark: UInt32) -> Color {
        Color(provider: .adaptive(light: rgba(light), dark: rgba(dark)))
    }

    static func rgba(_ hex: UInt32, alpha: Double = 1) -> RGBA {
        let red: UInt32 = (hex >> 16) & 0xFF, green: UInt32 = (hex >> 8) & 0xFF, blue: UInt32 = hex & 0xFF
        return RGBA(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    public static let black = Color(provider: .fixed(.black))
    public static let white = Color(provider: .fixed(.white))
    public static let clear = Color(provider: .fixed(.clear))
    public static let gray = system(0x8E8E93, 0x8E8E93)
    public static let red = system(0xFF3B30, 0xFF453A)
    public static let orange = system(0xFF9500, 0xFF9F0A)
    public static let yellow = system(0xFFCC00, 0xFFD60A)
    public static let green = system(0x34C759, 0x30D158)
    public static let mint = system(0x00C7BE, 0x63E6E2)
    public static let teal = system(0x30B0C7, 0x40C8E0)
    public static let cyan = system(0x32ADE6, 0x64D2FF)
    public static let blue = system(0x007AFF, 0x0A84FF)
    public static let indigo = system(0x5856D6, 0x5E5CE6)
    public static let purple = system(0xAF52DE, 0xBF5AF2)
    public static let pink = system(0xFF2D55, 0xFF375F)
    public static let brown = system(0xA2845E, 0xAC8E68)
    /// The label colour: black in light, white in dark.
    public static let primary = system(0x000000, 0xFFFFFF)
    /// The secondary label colour (60 % grey-blue in light, 60 % light grey in dark).
    public static let secondary = Color(provider: .adaptive(light: rgba(0x3C3C43, alpha: 0.6),
                                                            dark: rgba(0xEBEBF5, alpha: 0.6)))
    /// The tint of the environment (the system blue by default).
    public static let accentColor = Color(provider: .accent)
}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
}
