import Accessibility

// A chart's audio graph (`accessibilityChartDescriptor`): VoiceOver plays it on request; a still
// shows the chart as drawn.

/// A type that describes a chart for VoiceOver's audio graph, as SwiftUI's
/// `AXChartDescriptorRepresentable`.
@MainActor @preconcurrency
public protocol AXChartDescriptorRepresentable {
    /// The chart's description.
    func makeChartDescriptor() -> AXChartDescriptor
    /// Brings `descriptor` up to date after the view changed (default: nothing).
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

extension View {
    /// Describes the chart for VoiceOver's audio graph with `representable`.
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View { self }
}
