import Foundation

/// Draws the text of the views below it in place of the standard text drawing, as SwiftUI's
/// `TextRenderer` (iOS 18), installed with `textRenderer(_:)`.
///
/// A render lays text out with its own line breaker and does not hand the lines to a renderer:
/// text under `textRenderer(_:)` is drawn as it would be without it, with a render note. The
/// renderer's `sizeThatFits` and `displayPadding` are not consulted either.
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `ctx`.
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    /// The size of the text for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// How far the renderer draws outside the text's bounds.
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// The text's own size.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
    /// No padding.
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a `TextRenderer` sizes, as SwiftUI's `TextProxy`.
public struct TextProxy {
    let measure: (ProposedViewSize) -> CGSize

    /// The text's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// A value attached to a run of text with `Text.customAttribute(_:)`, for a `TextRenderer` to read,
/// as SwiftUI's `TextAttribute` (iOS 18).
public protocol TextAttribute: Hashable {}

extension Text {
    /// Attaches `value` to this text for a `TextRenderer`; the text is drawn unchanged.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text { self }

    /// Laid-out lines of text as a `TextRenderer` receives them, as SwiftUI's `Text.Layout`
    /// (iOS 18). A render never hands one to a renderer (see `TextRenderer`), so no value of it is
    /// ever made.
    public struct Layout: RandomAccessCollection, Equatable {
        let lines: [Line]
        /// Whether the text was truncated to fit.
        public var isTruncated: Bool { false }
        public var startIndex: Int { lines.startIndex }
        public var endIndex: Int { lines.endIndex }
        public subscript(index: Int) -> Line { lines[index] }

        /// The typographic extent of a line, run or slice.
        public struct TypographicBounds: Equatable {
            /// The baseline origin.
            public var origin: CGPoint
            public var width: CGFloat
            public var ascent: CGFloat
            public var descent: CGFloat
            public var leading: CGFloat
            /// The bounds from the top of the ascent to the bottom of the descent.
            public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
        }

        /// One line: its runs of uniformly styled glyphs.
        public struct Line: RandomAccessCollection, Equatable {
            let runs: [Run]
            /// The line's baseline origin.
            public let origin: CGPoint
            public let typographicBounds: TypographicBounds
            public var startIndex: Int { runs.startIndex }
            public var endIndex: Int { runs.endIndex }
            public subscript(index: Int) -> Run { runs[index] }
        }

        /// A run of glyphs with the same attributes.
        public struct Run: RandomAccessCollection, Equatable {
            let slices: [RunSlice]
            public let typographicBounds: TypographicBounds
            public var layoutDirection: LayoutDirection { .leftToRight }
            public var startIndex: Int { slices.startIndex }
            public var endIndex: Int { slices.endIndex }
            public subscript(index: Int) -> RunSlice { slices[index] }
            /// The run's value of a custom attribute.
            public subscript<T: TextAttribute>(key: T.Type) -> T? { nil }
        }

        /// Part of a run.
        public struct RunSlice: Equatable {
            public let typographicBounds: TypographicBounds
        }

        /// Options for drawing text layouts into a graphics context.
        public struct DrawingOptions: OptionSet, Sendable {
            public let rawValue: UInt32
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            /// Glyph positions are not rounded to the pixel grid.
            public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
        }
    }
}

extension GraphicsContext {
    /// Draws a line of a text layout (text renderers; a render never gives them one).
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {}
    /// Draws a run of a text layout.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {}
    /// Draws a slice of a run of a text layout.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {}
}

extension View {
    /// Draws the text below with `renderer` (iOS 18). The text is drawn as without it, with a
    /// render note: a render does not hand text layouts to renderers.
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        unsupported("textRenderer(\(T.self)): the text is drawn without its custom renderer")
    }
}
