/// What a view asks for: a font by PostScript-style name (`Inter-ExtraBold`) or the system font,
/// at a point size, with optional weight and italic overrides. MockupText resolves it to a face.
public struct FontDescriptor: Hashable, Sendable {
    /// Where the face comes from.
    public enum Source: Hashable, Sendable {
        /// `Font.custom(name, size:)`.
        case named(String)
        /// `.system(size:weight:design:)`.
        case system(FontDesign)
    }
    public var source: Source
    /// Point size.
    public var size: Double
    /// Explicit weight (`.weight(_:)`, `.bold()`, system weight); nil = the face's own.
    public var weight: FontWeight?
    /// `.italic()`.
    public var italic: Bool
    /// The line height of a Dynamic Type text style (its HIG leading), in points; nil = the face's
    /// ascent + descent + line gap.
    public var lineHeight: Double?
    /// Points added to the line height (`Font.leading`: −2 tight, +2 loose).
    public var lineSpacingAdjustment: Double = 0
    /// The width, as `Font.Width.value` and UIKit's width trait: −0.3 compressed, −0.2 condensed, 0
    /// standard, 0.2 expanded. On iOS only the system font's default design has widths (SF Pro
    /// Compressed, Condensed, Expanded); other fonts draw at their own.
    public var width: Double = 0
    public init(source: Source, size: Double, weight: FontWeight? = nil, italic: Bool = false,
                lineHeight: Double? = nil) {
        self.source = source; self.size = size; self.weight = weight; self.italic = italic
        self.lineHeight = lineHeight
    }
    /// This font at `factor` times its size (and line height).
    public func scaled(by factor: Double) -> FontDescriptor {
        var font = self
        font.size *= factor
        font.lineHeight = lineHeight.map { $0 * factor }
        font.lineSpacingAdjustment *= factor
        return font
    }

    /// The OpenType `wdth` axis value, in percent of the normal width, that stands for a width trait: the
    /// width classes of the OpenType OS/2 table (condensed 75 %, extra-condensed 62.5 %, expanded 125 %)
    /// for condensed, compressed and expanded, linear between them (docs/TEXT.md §9.6).
    public static func widthAxisValue(forWidth width: Double) -> Double { 100 * (1 + 1.25 * width) }

    /// The point sizes text can be laid out at; anything else (negative, NaN, 1e300) is an error.
    public static let sizeLimit: ClosedRange<Double> = 0...4096

    /// SwiftUI's default body font: system, 17 pt, regular, 22-pt lines (the `.body` text style).
    public static let body = FontDescriptor(source: .system(.default), size: 17, lineHeight: 22)
}

/// `Font.Design`.
public enum FontDesign: Hashable, Sendable { case `default`, monospaced, rounded, serif }

/// `Font.Weight`, with its OpenType `wght` value.
public enum FontWeight: Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    /// The OpenType weight class (100...900).
    public var value: Double {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }
}
