import Foundation

// Font variants: width, leading, monospaced and tabular digits.
extension Font {
    /// Glyph width (iOS 16): SF Pro's Compressed, Condensed and Expanded styles. Only the system font's
    /// default design has them, as on iOS; Archivo at the matching width stands in (docs/TEXT.md §9.6).
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// Line spacing of the font: Apple's tight and loose move a system font's line height by 2 pt on
    /// iOS ("typically reduces line spacing by … 2 points on other platforms"; UIKit's
    /// `traitTightLeading` "subtracts 2 points"); other fonts keep theirs ("for some fonts, the
    /// modifier has no effect").
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose

        /// Points added to the line height.
        var lineSpacingAdjustment: Double {
            switch self {
            case .standard: return 0
            case .tight: return -2
            case .loose: return 2
            }
        }
    }

    /// The font with a different width.
    public func width(_ width: Width) -> Font {
        var font = self
        font.descriptor.width = Double(width.value)
        return font
    }

    /// The font with different line spacing (a system font's; others are returned unchanged).
    public func leading(_ leading: Leading) -> Font {
        guard case .system = descriptor.source else { return self }
        var font = self
        font.descriptor.lineSpacingAdjustment = leading.lineSpacingAdjustment
        return font
    }

    /// The font with tabular (equal-width) digits.
    public func monospacedDigit() -> Font {
        var font = self
        font.monospacedDigits = true
        return font
    }

    /// A fixed-width font from the same family: a system font's monospaced design (Roboto Mono stands
    /// in for SF Mono); a custom font whose name says it is monospaced stays; any other custom font
    /// gives the system's, as Apple documents: "If there's no suitable font face in the same family,
    /// SwiftUI returns a default fixed-width font."
    public func monospaced() -> Font {
        var font = self
        if case .named(let name) = font.descriptor.source, name.lowercased().contains("mono") { return font }
        font.descriptor.source = .system(.monospaced)
        return font
    }

    /// The font with an explicit weight (`Font.title.weight(.bold)` is `weight(_:)`; this is iOS 16's `bold(_:)`).
    public func bold(_ isActive: Bool) -> Font { isActive ? bold() : self }

    /// The system font at `size` with an optional weight and design (iOS 16 form with optionals).
    public static func system(size: CGFloat, weight: Weight?, design: Design?) -> Font {
        system(size: size, weight: weight ?? .regular, design: design ?? .default)
    }

    /// The system font for `style` with optional design and weight (iOS 16 form with optionals).
    public static func system(_ style: TextStyle, design: Design?, weight: Weight?) -> Font {
        system(style, design: design ?? .default, weight: weight)
    }
}
