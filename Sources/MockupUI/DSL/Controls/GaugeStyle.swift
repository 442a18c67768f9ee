/// How gauges draw, as SwiftUI's `GaugeStyle`.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `GaugeStyle` is given: the value as a fraction of the range and the gauge's labels.
@preconcurrency @MainActor
public struct GaugeStyleConfiguration {
    /// The gauge's label; nothing under `labelsHidden()`, in every style (a custom one's too), as
    /// SwiftUI's `labelsHidden` hides the labels of the controls in a view. The current-value and
    /// bound labels stay: they are the gauge's readings, not its label.
    public struct Label: View {
        let view: AnyView
        @Environment(\.controls.labelsHidden) private var labelsHidden
        init(view: AnyView) { self.view = view }
        @ViewBuilder public var body: some View {
            if !labelsHidden { view }
        }
    }
    /// The label showing the current value.
    public struct CurrentValueLabel: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// A label for a value on the gauge (its bounds).
    public struct MarkedValueLabel: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// Where the value is in the gauge's range, 0...1.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MarkedValueLabel?
    public var maximumValueLabel: MarkedValueLabel?
}

/// `.automatic`: the linear capacity gauge on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LinearGaugeDrawing(configuration: configuration) }
}
/// `.linearCapacity`: the label, a capacity bar and its bound labels.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LinearGaugeDrawing(configuration: configuration) }
}
/// `.accessoryLinear`: a full-length bar in the tint with a marker at the value.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { AccessoryLinearGaugeDrawing(configuration: configuration) }
}
/// `.accessoryLinearCapacity`: drawn as the linear capacity gauge.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LinearGaugeDrawing(configuration: configuration) }
}
/// `.accessoryCircular`: an open ring with a marker at the value.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CircularGaugeDrawing(configuration: configuration, isCapacity: false) }
}
/// `.accessoryCircularCapacity`: a closed ring filled to the value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CircularGaugeDrawing(configuration: configuration, isCapacity: true) }
}

/// The gauge style of the environment.
struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: any GaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle {
    func resolveBody(_ configuration: Configuration, in environment: EnvironmentValues) -> [ViewNode] {
        resolveStyleBody(of: self, in: environment) { makeBody(configuration: configuration) }
    }
}

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
        modifier(EnvironmentWriter { $0[GaugeStyleKey.self] = style })
    }
}
