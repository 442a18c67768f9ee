/// UIKit's named colours by UIKit's names, with their iOS light and dark values (docs/API-SHIMS.md
/// §4 cites each): what `UIColor`'s class properties are, and what an asset catalog's colour set
/// refers to (`"reference": "systemBlueColor"`).
public enum UIKitSystemColor: String, CaseIterable, Sendable {
    case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan, systemBlue
    case systemIndigo, systemPurple, systemPink, systemBrown
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link, darkText, lightText
    case separator, opaqueSeparator
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    /// The app's tint: the system blue unless an asset catalog says otherwise.
    case tintColor
    /// UIKit's fixed colours (`UIColor.red` is pure red, not the system red).
    case white, black, clear, gray, darkGray, lightGray, red, green, blue, cyan, yellow, magenta, orange, purple, brown

    public var color: Color {
        switch self {
        case .systemRed: .red
        case .systemOrange: .orange
        case .systemYellow: .yellow
        case .systemGreen: .green
        case .systemMint: .mint
        case .systemTeal: .teal
        case .systemCyan: .cyan
        case .systemBlue, .tintColor: .blue
        case .systemIndigo: .indigo
        case .systemPurple: .purple
        case .systemPink: .pink
        case .systemBrown: .brown
        case .systemGray: .gray
        case .systemGray2: Self.dynamic(0xAEAEB2, 0x636366)
        case .systemGray3: Self.dynamic(0xC7C7CC, 0x48484A)
        case .systemGray4: Self.dynamic(0xD1D1D6, 0x3A3A3C)
        case .systemGray5: Self.dynamic(0xE5E5EA, 0x2C2C2E)
        case .systemGray6: Self.dynamic(0xF2F2F7, 0x1C1C1E)
        case .label: .primary
        case .secondaryLabel: .secondary
        case .tertiaryLabel, .placeholderText: Self.dynamic(0x3C3C43, 0.3, 0xEBEBF5, 0.3)
        case .quaternaryLabel: Self.dynamic(0x3C3C43, 0.18, 0xEBEBF5, 0.16)
        case .link: Self.dynamic(0x007AFF, 0x0984FF)
        case .darkText: .black
        case .lightText: Color(white: 1, opacity: 0.6)
        case .separator: Self.dynamic(0x3C3C43, 0.29, 0x545458, 0.6)
        case .opaqueSeparator: Self.dynamic(0xC6C6C8, 0x38383A)
        case .systemFill: Self.dynamic(0x787880, 0.2, 0x787880, 0.36)
        case .secondarySystemFill: Self.dynamic(0x787880, 0.16, 0x787880, 0.32)
        case .tertiarySystemFill: Self.dynamic(0x767680, 0.12, 0x767680, 0.24)
        case .quaternarySystemFill: Self.dynamic(0x747480, 0.08, 0x767680, 0.18)
        case .systemBackground: Self.dynamic(0xFFFFFF, 0x000000)
        case .secondarySystemBackground: Self.dynamic(0xF2F2F7, 0x1C1C1E)
        case .tertiarySystemBackground: Self.dynamic(0xFFFFFF, 0x2C2C2E)
        case .systemGroupedBackground: Self.dynamic(0xF2F2F7, 0x000000)
        case .secondarySystemGroupedBackground: Self.dynamic(0xFFFFFF, 0x1C1C1E)
        case .tertiarySystemGroupedBackground: Self.dynamic(0xF2F2F7, 0x2C2C2E)
        case .white: .white
        case .black: .black
        case .clear: .clear
        case .gray: Color(white: 0.5, opacity: 1)
        case .darkGray: Color(white: 1.0 / 3, opacity: 1)
        case .lightGray: Color(white: 2.0 / 3, opacity: 1)
        case .red: Color(red: 1, green: 0, blue: 0)
        case .green: Color(red: 0, green: 1, blue: 0)
        case .blue: Color(red: 0, green: 0, blue: 1)
        case .cyan: Color(red: 0, green: 1, blue: 1)
        case .yellow: Color(red: 1, green: 1, blue: 0)
        case .magenta: Color(red: 1, green: 0, blue: 1)
        case .orange: Color(red: 1, green: 0.5, blue: 0)
        case .purple: Color(red: 0.5, green: 0, blue: 0.5)
        case .brown: Color(red: 0.6, green: 0.4, blue: 0.2)
        }
    }

    private static func dynamic(_ light: UInt32, _ dark: UInt32) -> Color { dynamic(light, 1, dark, 1) }

    private static func dynamic(_ light: UInt32, _ lightAlpha: Double, _ dark: UInt32, _ darkAlpha: Double) -> Color {
        Color(provider: .adaptive(light: Color.rgba(light, alpha: lightAlpha), dark: Color.rgba(dark, alpha: darkAlpha)))
    }
}
