import Foundation

/// How progress views draw, as SwiftUI's `ProgressViewStyle`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A progress view's state and labels as a `ProgressViewStyle` receives them.
public struct ProgressViewStyleConfiguration {
    /// The label as a view.
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The current-value label as a view.
    public struct CurrentValueLabel: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The completed fraction (0...1), nil when indeterminate.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

/// The bar: a 4-pt capsule track tinted up to the completed fraction, the label above and the
/// current-value label below.
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label = configuration.label { label }
            ProgressBar(fraction: configuration.fractionCompleted ?? 0, fill: tint.map { AnyShapeStyle($0) })
            if let current = configuration.currentValueLabel {
                current.font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}

/// The spinner (indeterminate) with its label below; an iOS app draws determinate circular
/// progress as the same spinner, WidgetKit as a ring (`CircularProgress`).
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    /// The spinner in `tint` (the iOS 14 form; later code sets `.tint`).
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        CircularProgress(configuration: configuration, tint: tint)
    }
}

/// The automatic style: a bar with a value, a spinner without.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    @ViewBuilder
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// The style of the progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        controlEnvironment { $0.progressViewStyle = style }
    }
}

extension ProgressViewStyle {
    func resolveProgress(_ configuration: Configuration, in environment: EnvironmentValues) -> [ViewNode] {
        resolveStyleBody(of: self, in: environment) { makeBody(configuration: configuration) }
    }
}

/// `UIProgressView`'s bar: greedy horizontally, 4 pt tall, filled to `fraction` with `fill` (nil: the tint).
struct ProgressBar: View {
    let fraction: Double
    let fill: AnyShapeStyle?

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(SystemMetrics.systemFill)
                Capsule().fill(fill ?? AnyShapeStyle(TintShapeStyle()))
                    .frame(width: proxy.size.width * min(max(fraction, 0), 1))
            }
        }
        .frame(height: SystemMetrics.progressTrackHeight)
    }
}

/// `UIActivityIndicatorView`: eight rounded spokes fading around the circle, in the style's or
/// the environment's tint when one is set, else the secondary label colour; 20 pt across (medium),
/// 37 pt at the large control sizes (large).
struct ActivitySpinner: View {
    let tint: Color?
    @Environment(\.controlSize) private var controlSize
    @Environment(\.tint) private var environmentTint

    var body: some View {
        let large = controlSize == .large || controlSize == .extraLarge
        let diameter = large ? SystemMetrics.largeSpinnerDiameter : SystemMetrics.spinnerDiameter
        let color = tint ?? environmentTint ?? Color.secondary
        ZStack {
            ForEach(0..<8) { index in
                Capsule()
                    .fill(color)
                    .frame(width: diameter * 0.12, height: diameter * 0.3)
                    .offset(y: -diameter * 0.33)
                    .rotationEffect(.degrees(Double(index) * 45))
                    .opacity(1 - Double(index) * 0.1)
            }
        }
        .frame(width: diameter, height: diameter)
    }
}
