import Foundation

// In a widget or a Live Activity, WidgetKit draws a determinate circular progress view — a
// `ProgressView(timerInterval:)` counting down, a `ProgressView(value:)` — as a ring that fills or
// empties, where an app draws the spinner (docs/API-SHIMS.md §9).

private struct WidgetKitContentKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the view is drawn by WidgetKit, in a widget or a Live Activity (WidgetKit's frames
    /// set it). Not SwiftUI API.
    public var isWidgetKitContent: Bool {
        get { self[WidgetKitContentKey.self] }
        set { self[WidgetKitContentKey.self] = newValue }
    }
}

/// The circular style's body: a ring for determinate progress in WidgetKit's content, the spinner
/// otherwise.
struct CircularProgress: View {
    let configuration: ProgressViewStyleConfiguration
    let tint: Color?
    @Environment(\.isWidgetKitContent) private var isWidgetKitContent

    var body: some View {
        if isWidgetKitContent, let fraction = configuration.fractionCompleted {
            ProgressRing(fraction: fraction, tint: tint, currentValueLabel: configuration.currentValueLabel)
        } else {
            VStack(spacing: 8) {
                ActivitySpinner(tint: tint)
                if let label = configuration.label { label.foregroundStyle(.secondary) }
            }
        }
    }
}

/// A ring filling the space it is offered as a square: a track in the tint at 30 % and, from the
/// top clockwise, an arc in the tint over the completed fraction, with round caps; the current
/// value label in the middle. Proportions are Mockup's choice (docs/API-SHIMS.md §9).
struct ProgressRing: View {
    let fraction: Double
    let tint: Color?
    let currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
    @Environment(\.tint) private var environmentTint

    /// The stroke's width as a share of the ring's diameter, and its least width.
    static let lineWidthRatio = 0.1
    static let minimumLineWidth = 2.0
    static let trackOpacity = 0.3

    var body: some View {
        let color = tint ?? environmentTint ?? Color.accentColor
        GeometryReader { proxy in
            let diameter = min(proxy.size.width, proxy.size.height)
            let lineWidth = max(Self.minimumLineWidth, diameter * Self.lineWidthRatio)
            ZStack {
                Circle().stroke(color.opacity(Self.trackOpacity), lineWidth: lineWidth)
                Circle()
                    .trim(from: 0, to: min(max(fraction, 0), 1))
                    .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                if let currentValueLabel { currentValueLabel.font(.caption) }
            }
            .padding(lineWidth / 2)
            .frame(width: diameter, height: diameter)
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
    }
}
