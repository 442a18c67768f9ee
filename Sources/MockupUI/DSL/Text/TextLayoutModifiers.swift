import Foundation

// View-level text modifiers the engine does not draw yet record a render note on every Text below.
extension View {
    /// Extra space between lines (not applied; a render note when non-zero).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifier(EnvironmentWriter { if lineSpacing != 0 { $0.noteTextStyling("lineSpacing") } })
    }

    /// A line through the text below (not drawn; a render note).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                              color: Color? = nil) -> some View {
        modifier(EnvironmentWriter { if isActive { $0.noteTextStyling("strikethrough") } })
    }

    /// A line under the text below (not drawn; a render note).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                          color: Color? = nil) -> some View {
        modifier(EnvironmentWriter { if isActive { $0.noteTextStyling("underline") } })
    }

    /// Raises the text below (drawn on the baseline; a render note when non-zero).
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        modifier(EnvironmentWriter { if baselineOffset != 0 { $0.noteTextStyling("baselineOffset") } })
    }

    /// The design of system fonts below (`.rounded`, `.serif`, `.monospaced`).
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(EnvironmentWriter { $0[FontDesignKey.self] = design })
    }

    /// Monospaced system fonts below.
    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWriter { if isActive { $0[FontDesignKey.self] = .monospaced } })
    }

    /// The width of fonts below (standard faces only; a render note otherwise).
    public func fontWidth(_ width: Font.Width?) -> some View {
        modifier(EnvironmentWriter { if let width, width != .standard { $0.noteTextStyling("Font.width") } })
    }

    /// Where text that does not fit is cut; the engine cuts the tail (a render note otherwise).
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(EnvironmentWriter { if mode != .tail { $0.noteTextStyling("truncationMode(.\(mode))") } })
    }

    /// Whether text may be tightened before it is truncated (the engine truncates without tightening).
    public func allowsTightening(_ flag: Bool) -> some View { self }

    /// At most `limit` lines; `reservesSpace` keeps the height of all of them (not applied; a note).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(EnvironmentWriter {
            $0.lineLimit = limit
            if reservesSpace && limit > 1 { $0.noteTextStyling("lineLimit(reservesSpace:)") }
        })
    }

    /// At least `limit.lowerBound` lines (no upper limit).
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(EnvironmentWriter {
            $0.lineLimit = nil
            if limit.lowerBound > 1 { $0.noteTextStyling("lineLimit(minimum lines)") }
        })
    }

    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { lineLimit(limit.upperBound) }

    /// Between `limit.lowerBound` and `limit.upperBound` lines.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(EnvironmentWriter {
            $0.lineLimit = limit.upperBound
            if limit.lowerBound > 1 { $0.noteTextStyling("lineLimit(minimum lines)") }
        })
    }

    /// Whether the text below can be selected (no effect on a still).
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }

    /// The Dynamic Type size below; renders use the default (`.large`), others add a render note.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifier(EnvironmentWriter { if size != .large { $0.noteTextStyling("dynamicTypeSize(.\(size))") } })
    }

    /// Limits Dynamic Type to `range`; the default size is always within iOS's ranges.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }
}

/// Whether text can be selected.
public protocol TextSelectability {}

/// Selectable text.
public struct EnabledTextSelectability: TextSelectability, Sendable {}
/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability, Sendable {}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// Dynamic Type sizes, smallest first (`.large` is the default).
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}
