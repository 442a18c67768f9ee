import Foundation

/// A progress indicator, as SwiftUI's `ProgressView`: a bar for a known fraction, a spinner when
/// indeterminate, drawn through the environment's progress view style.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction; self.label = label; self.currentValueLabel = currentValueLabel
    }

    /// A progress view of `value` out of `total` with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: ProgressFraction.of(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// A progress view drawn from a style configuration (inside a custom style).
    public init(_ configuration: ProgressViewStyleConfiguration)
        where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { ProgressViewStyleConfiguration.Label(view: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(view: AnyView($0)) })
        let style: any ProgressViewStyle = environment.controls.progressViewStyle ?? DefaultProgressViewStyle()
        // A `ProgressView(configuration)` in a custom style's body draws in the automatic style.
        var inner = environment
        inner.controls.progressViewStyle = nil
        return style.resolveProgress(configuration, in: inner)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (a spinner) with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// `value` out of `total` with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: ProgressFraction.of(value, total), label: label(), currentValueLabel: nil)
    }

    /// The progress of a `Progress` object, with a label.
    public init(_ progress: Progress, @ViewBuilder label: () -> Label) {
        self.init(fraction: progress.fractionCompleted, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (a spinner).
    public init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }

    /// `value` out of `total` (a spinner when `value` is nil).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: ProgressFraction.of(value, total), label: nil, currentValueLabel: nil)
    }

    /// The progress of a `Progress` object.
    public init(_ progress: Progress) {
        self.init(fraction: progress.fractionCompleted, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) { self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(fraction: nil, label: Text(title), currentValueLabel: nil) }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: ProgressFraction.of(value, total), label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: ProgressFraction.of(value, total), label: Text(title), currentValueLabel: nil)
    }
}

/// The completed fraction of a value out of a total, clamped to 0...1 (nil stays indeterminate).
enum ProgressFraction {
    static func of<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0 else { return 0 }
        return min(max(Double(value / total), 0), 1)
    }
}
