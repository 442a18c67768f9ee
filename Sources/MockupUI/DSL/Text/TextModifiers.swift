import Foundation
import MockupText

/// Text's own modifiers: they return `Text`, so styled runs can be concatenated with `+`.
extension Text {
    public func font(_ font: Font?) -> Text { adding { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding { $0.fontWeight = weight } }
    public func bold() -> Text { adding { $0.fontWeight = .bold } }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { adding { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func fontDesign(_ design: Font.Design?) -> Text { adding { $0[FontDesignKey.self] = design } }
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
    public func fontWidth(_ width: Font.Width?) -> Text {
        adding { $0.fontWidth = width }
    }
    public func monospacedDigit() -> Text { adding { $0.monospacedDigit = true } }
    public func foregroundColor(_ color: Color?) -> Text { adding { $0.foregroundStyle = color.map(AnyShapeStyle.init) } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let erased = AnyShapeStyle(style)
        return adding { $0.foregroundStyle = $0.foreground(afterSetting: erased) }
    }
    /// The text scale of this text (iOS 17); `.secondary` is drawn at the default scale with a
    /// render note (TEXT.md §10.6).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text {
        adding { if isEnabled && scale != .default { $0.noteTextStyling("textScale(.\(scale.name))") } }
    }
    public func kerning(_ kerning: CGFloat) -> Text { adding { $0.kerning = kerning } }
    public func tracking(_ tracking: CGFloat) -> Text { adding { $0.tracking = tracking } }

    /// Raises the text by `offset` points (negative lowers it); its line grows to hold it.
    public func baselineOffset(_ offset: CGFloat) -> Text {
        adding { $0[BaselineOffsetKey.self] = offset.isFinite ? offset : 0 }
    }

    /// A line through the text, in `color` (nil = the text's colour).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        adding { $0.setTextDecoration(.strikethrough, isActive ? LineStyle(pattern: pattern, color: color) : nil) }
    }

    /// A line under the text, in `color` (nil = the text's colour).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        adding { $0.setTextDecoration(.underline, isActive ? LineStyle(pattern: pattern, color: color) : nil) }
    }

    /// How a strikethrough or underline is drawn.
    public struct LineStyle: Hashable, Sendable {
        /// Dash pattern of the line.
        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")

            /// The pattern the renderer draws.
            var resolved: TextDecoration.Pattern {
                switch name {
                case "dot": return .dot
                case "dash": return .dash
                case "dashDot": return .dashDot
                case "dashDotDot": return .dashDotDot
                default: return .solid
                }
            }
        }
        public var pattern: Pattern
        public var color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) { self.pattern = pattern; self.color = color }
        public static let single = LineStyle()
    }

    /// Where text is cut when it does not fit.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle

        /// The text engine's mode.
        var resolved: MockupText.TruncationMode {
            switch self {
            case .head: return .head
            case .middle: return .middle
            case .tail: return .tail
            }
        }
    }

    /// Text-case is a View modifier in SwiftUI; `Text.Case` names its values.
    public typealias Case = TextCase

    /// `textScale(_:)`'s logical scales (iOS 17): `.secondary` is smaller than the base font by a
    /// ratio Apple does not publish, so renders keep the default scale with a render note (TEXT.md §10.6).
    public struct Scale: Hashable, Sendable {
        let name: String
        public static let `default` = Scale(name: "default")
        public static let secondary = Scale(name: "secondary")
    }

    /// How `Text(date, style:)` shows a date.
    public struct DateStyle: Hashable, Sendable, Codable {
        let name: String
        public static let time = DateStyle(name: "time")
        public static let date = DateStyle(name: "date")
        public static let relative = DateStyle(name: "relative")
        public static let offset = DateStyle(name: "offset")
        public static let timer = DateStyle(name: "timer")
    }
}
