import Foundation

/// A value within a range, as SwiftUI's `Gauge`. iOS's default (`.linearCapacity`) is drawn: the
/// label above, a tinted capacity bar (the progress bar's track) with the minimum and maximum
/// labels at its ends, and the current-value label below. The circular accessory styles need arcs
/// the engine does not draw yet; they are drawn as the linear gauge with a render note.
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

    public var body: some View {
        GaugeDrawing(fraction: fraction, label: label, currentValueLabel: currentValueLabel,
                     minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
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

/// The linear capacity gauge.
private struct GaugeDrawing<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.controls.gaugeIsCircular) private var isCircular

    var body: some View {
        let gauge = VStack(alignment: .leading, spacing: 4) {
            label
            HStack(spacing: 8) {
                if let minimumValueLabel { minimumValueLabel.font(.caption).foregroundStyle(Color.secondary) }
                ProgressBar(fraction: fraction, tint: nil)
                if let maximumValueLabel { maximumValueLabel.font(.caption).foregroundStyle(Color.secondary) }
            }
            if let currentValueLabel { currentValueLabel.font(.caption).foregroundStyle(Color.secondary) }
        }
        if isCircular { gauge.unsupported("Gauge in a circular accessory style") } else { gauge }
    }
}

/// How gauges draw, as SwiftUI's `GaugeStyle`.
public protocol GaugeStyle {}
/// `.automatic`: the linear capacity gauge on iOS.
public struct DefaultGaugeStyle: GaugeStyle { public init() {} }
/// `.linearCapacity`: the label, a capacity bar and its bound labels.
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
/// `.accessoryLinear`: drawn as the linear capacity gauge.
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {} }
/// `.accessoryLinearCapacity`: drawn as the linear capacity gauge.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {} }
/// `.accessoryCircular`: drawn linear, with a render note (no arcs yet).
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {} }
/// `.accessoryCircularCapacity`: drawn linear, with a render note (no arcs yet).
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {} }
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension View {
    /// The style of the gauges in this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        controlEnvironment { $0.gaugeIsCircular = style is AccessoryCircularGaugeStyle || style is AccessoryCircularCapacityGaugeStyle }
    }
}
