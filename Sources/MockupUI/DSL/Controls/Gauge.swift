import Foundation

/// A value within a range, as SwiftUI's `Gauge`. iOS's default (`.linearCapacity`) is drawn: the
/// label above, a tinted capacity bar (the progress bar's track) with the minimum and maximum
/// labels at its ends, and the current-value label below. The circular accessory styles draw rings
/// (`CircularGaugeDrawing`), `.accessoryLinear` a bar with a marker (`AccessoryLinearGaugeDrawing`).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel)
        where MarkedValueLabels == EmptyView {
        fraction = ProgressFraction.of(value - bounds.lowerBound, bounds.upperBound - bounds.lowerBound) ?? 0
        self.label = label(); self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel(); self.maximumValueLabel = maximumValueLabel()
    }

    /// The gauge as the environment's `GaugeStyle` draws it.
    public var body: some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(view: AnyView(label)),
            currentValueLabel: currentValueLabel.map { .init(view: AnyView($0)) },
            minimumValueLabel: minimumValueLabel.map { .init(view: AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { .init(view: AnyView($0)) })
        return EnvironmentResolvedView { environment in
            environment[GaugeStyleKey.self].resolveBody(configuration, in: environment)
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = ProgressFraction.of(value - bounds.lowerBound, bounds.upperBound - bounds.lowerBound) ?? 0
        self.label = label(); currentValueLabel = nil; minimumValueLabel = nil; maximumValueLabel = nil
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = ProgressFraction.of(value - bounds.lowerBound, bounds.upperBound - bounds.lowerBound) ?? 0
        self.label = label(); self.currentValueLabel = currentValueLabel(); minimumValueLabel = nil; maximumValueLabel = nil
    }
}

// With marked values (labels at chosen values along the gauge): iOS's gauge styles do not draw
// them, so the gauge is drawn as without them.
extension Gauge {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        fraction = ProgressFraction.of(value - bounds.lowerBound, bounds.upperBound - bounds.lowerBound) ?? 0
        self.label = label(); self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel(); self.maximumValueLabel = maximumValueLabel()
    }
}

extension Gauge where BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        fraction = ProgressFraction.of(value - bounds.lowerBound, bounds.upperBound - bounds.lowerBound) ?? 0
        self.label = label(); self.currentValueLabel = currentValueLabel(); minimumValueLabel = nil; maximumValueLabel = nil
    }
}

/// The linear capacity gauge: the label above, a tinted capacity bar with the bound labels at its
/// ends, the current-value label below. A bare `Gradient` tint runs along the bar (`GaugeTint`).
struct LinearGaugeDrawing: View {
    let configuration: GaugeStyleConfiguration

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            HStack(spacing: 8) {
                if let minimum = configuration.minimumValueLabel { minimum.font(.caption).foregroundStyle(.secondary) }
                ProgressBar(fraction: configuration.value,
                            fill: AnyShapeStyle(GaugeTint(course: .bar(fraction: min(max(configuration.value, 0), 1)))))
                if let maximum = configuration.maximumValueLabel { maximum.font(.caption).foregroundStyle(.secondary) }
            }
            if let current = configuration.currentValueLabel { current.font(.caption).foregroundStyle(.secondary) }
        }
    }
}
