import Foundation
import MockupUI

/// UIKit's semantic and system colours with their iOS light and dark values (Apple HIG, "Color",
/// listed in docs/API-SHIMS.md).
extension UIColor {
    private static func dynamic(_ light: UInt32, _ dark: UInt32) -> UIColor { dynamic(light, 1, dark, 1) }

    private static func dynamic(_ light: UInt32, _ lightAlpha: Double, _ dark: UInt32, _ darkAlpha: Double) -> UIColor {
        func color(_ hex: UInt32, _ alpha: Double) -> Color {
            Color(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, opacity: alpha)
        }
        return UIColor(Color(light: color(light, lightAlpha), dark: color(dark, darkAlpha)))
    }

    public static let systemOrange = UIColor(Color.orange)
    public static let systemYellow = UIColor(Color.yellow)
    public static let systemPink = UIColor(Color.pink)
    public static let systemPurple = UIColor(Color.purple)
    public static let systemTeal = UIColor(Color.teal)
    public static let systemIndigo = UIColor(Color.indigo)
    public static let systemBrown = UIColor(Color.brown)
    public static let systemMint = UIColor(Color.mint)
    public static let systemCyan = UIColor(Color.cyan)
    public static let systemGray2 = dynamic(0xAEAEB2, 0x636366)
    public static let systemGray3 = dynamic(0xC7C7CC, 0x48484A)
    public static let systemGray4 = dynamic(0xD1D1D6, 0x3A3A3C)
    public static let systemGray5 = dynamic(0xE5E5EA, 0x2C2C2E)
    public static let systemGray6 = dynamic(0xF2F2F7, 0x1C1C1E)
    public static let tertiaryLabel = dynamic(0x3C3C43, 0.3, 0xEBEBF5, 0.3)
    public static let quaternaryLabel = dynamic(0x3C3C43, 0.18, 0xEBEBF5, 0.16)
    public static let placeholderText = dynamic(0x3C3C43, 0.3, 0xEBEBF5, 0.3)
    public static let systemFill = dynamic(0x787880, 0.2, 0x787880, 0.36)
    public static let secondarySystemFill = dynamic(0x787880, 0.16, 0x787880, 0.32)
    public static let tertiarySystemFill = dynamic(0x767680, 0.12, 0x767680, 0.24)
    public static let quaternarySystemFill = dynamic(0x747480, 0.08, 0x767680, 0.18)
    public static let tertiarySystemBackground = dynamic(0xFFFFFF, 0x2C2C2E)
    public static let systemGroupedBackground = dynamic(0xF2F2F7, 0x000000)
    public static let secondarySystemGroupedBackground = dynamic(0xFFFFFF, 0x1C1C1E)
    public static let tertiarySystemGroupedBackground = dynamic(0xF2F2F7, 0x2C2C2E)
    public static let opaqueSeparator = dynamic(0xC6C6C8, 0x38383A)
    public static let link = dynamic(0x007AFF, 0x0984FF)
    public static let darkText = UIColor(Color.black)
    public static let lightText = UIColor(Color(white: 1, opacity: 0.6))
    public static let cyan = UIColor(Color(red: 0, green: 1, blue: 1))
    public static let yellow = UIColor(Color(red: 1, green: 1, blue: 0))
    public static let magenta = UIColor(Color(red: 1, green: 0, blue: 1))
    public static let orange = UIColor(Color(red: 1, green: 0.5, blue: 0))
    public static let purple = UIColor(Color(red: 0.5, green: 0, blue: 0.5))
    public static let brown = UIColor(Color(red: 0.6, green: 0.4, blue: 0.2))
    /// The app's tint (the system blue unless an asset catalog says otherwise).
    public static let tintColor = UIColor(Color.blue)
}
