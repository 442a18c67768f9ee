import Foundation

// View-level text modifiers; those the engine does not draw yet record a render note on every Text below.
extension View {
    /// Extra space between the lines of the Texts below (not after the last line).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifier(EnvironmentWriter { $0.lineSpacing = lineSpacing })
    }

    /// A line through the Texts below, in `color` (nil = each text's colour).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                              color: Color? = nil) -> some View {
        modifier(EnvironmentWriter {
            $0.setTextDecoration(.strikethrough, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
        })
    }

    /// A line under the Texts below, in `color` (nil = each text's colour).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                          color: Color? = nil) -> some View {
        modifier(EnvironmentWriter {
            $0.setTextDecoration(.underline, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
        })
    }

    /// Raises the Texts below by `baselineOffset` points (negative lowers them).
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        modifier(EnvironmentWriter { $0[BaselineOffsetKey.self] = baselineOffset.isFinite ? baselineOffset : 0 })
    }

    /// The design of system fonts below (`.rounded`, `.serif`, `.monospaced`).
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(EnvironmentWriter { $0[FontDesignKey.self] = design })
    }

    /// Monospaced system fonts below.
    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWriter { if isActive { $0[FontDesignKey.self] = .monospaced } })
    }

    /// The width of the system fonts below (iOS 16.4); nil keeps each font's own.
    public func fontWidth(_ width: Font.Width?) -> some View {
        modifier(EnvironmentWriter { $0.fontWidth = width })
    }

    /// Where the Texts below put "…" on their last line when lines are dropped (TEXT.md §10.3).
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(EnvironmentWriter { $0.truncationMode = mode })
    }

    /// The text scale of the Texts below; `.secondary` is drawn at the default scale with a render note.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        modifier(EnvironmentWriter { if isEnabled && scale != .default { $0.noteTextStyling("textScale(.\(scale.name))") } })
    }

    /// Whether text may be tightened before it is truncated (the engine truncates without tightening).
    public func allowsTightening(_ flag: Bool) -> some View {
        modifier(EnvironmentWriter { $0.allowsTightening = flag })
    }

    /// The Dynamic Type size below: text styles and scaled fonts draw at their size for it.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifier(EnvironmentWriter { $0.dynamicTypeSize = size })
    }

    /// Limits Dynamic Type to `range`: a size outside it becomes the nearest size within.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(EnvironmentWriter { environment in
            let allowed = DynamicTypeSize.allCases.filter(range.contains)
            guard !range.contains(environment.dynamicTypeSize), let first = allowed.first, let last = allowed.last else { return }
            environment.dynamicTypeSize = environment.dynamicTypeSize < first ? first : last
        })
    }
}

/// Dynamic Type sizes, smallest first (`.large` is the default).
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}
