import Foundation

/// How toggles draw, as SwiftUI's `ToggleStyle`.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A toggle's parts as a `ToggleStyle` receives them.
@preconcurrency @MainActor
public struct ToggleStyleConfiguration {
    /// The toggle's label as a view.
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }
    public let label: Label
    @Binding public var isOn: Bool
    /// Whether the toggle's sources are mixed (never, for a single binding).
    public var isMixed: Bool { false }
}

/// iOS's switch: the label leading, a 51 × 31 switch trailing (green, or the tint, when on).
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(label: configuration.label, isOn: configuration.isOn, styleTint: tint)
    }
}

/// The toggle as a button whose background shows the on state (`.button`).
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.isOn {
            Button(action: {}) { configuration.label }.buttonStyle(.borderedProminent)
        } else {
            Button(action: {}) { configuration.label }.buttonStyle(.borderless)
        }
    }
}

/// The automatic style: the switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { ButtonToggleStyle() } }

extension View {
    /// The style of the toggles in this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        controlEnvironment { $0.toggleStyle = style }
    }
}

extension ToggleStyle {
    func resolveToggle(_ configuration: Configuration, in environment: EnvironmentValues) -> [ViewNode] {
        resolveStyleBody(of: self, in: environment) { makeBody(configuration: configuration) }
    }
}

/// The switch with its label (hidden by `labelsHidden`), dimmed when disabled.
struct SwitchToggleBody: View {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool
    let styleTint: Color?
    @Environment(\.tintColor) private var environmentTint

    var body: some View {
        ControlRow(label: label,
                   control: SwitchDrawing(isOn: isOn, onColor: styleTint ?? environmentTint ?? SystemMetrics.switchOn))
    }
}

/// The 51 × 31 track and its 27-pt white knob with a soft shadow, at the on or off end.
struct SwitchDrawing: View {
    let isOn: Bool
    let onColor: Color

    var body: some View {
        let size = SystemMetrics.switchSize, inset = SystemMetrics.switchKnobInset
        Capsule()
            .fill(isOn ? onColor : SystemMetrics.secondaryFill)
            .frame(width: size.width, height: size.height)
            .overlay(alignment: isOn ? .trailing : .leading) {
                Circle()
                    .fill(Color.white)
                    .frame(width: size.height - 2 * inset, height: size.height - 2 * inset)
                    .shadow(color: Color(.sRGB, white: 0, opacity: 0.15), radius: 4, x: 0, y: 3)
                    .padding(inset)
            }
    }
}
