import Foundation

/// `.accessoryLinear`, as Apple documents `AccessoryLinearGaugeStyle`: "a bar with a marker that appears
/// at a point along the bar to indicate the gauge's current value"; the minimum and maximum labels on
/// the bar's leading and trailing edges, else the current-value label on its leading edge. The bar
/// carries the tint its whole length (a bare `Gradient` from leading to trailing, `GaugeTint`); the
/// label is not drawn. Bar and marker are the circular accessory gauge's ring and marker
/// (`SystemMetrics.circularGauge…`; Apple publishes no sizes).
struct AccessoryLinearGaugeDrawing: View {
    let configuration: GaugeStyleConfiguration

    private var thickness: CGFloat { SystemMetrics.circularGaugeLineWidth }
    private var markerDiameter: CGFloat { thickness + 2 * SystemMetrics.gaugeMarkerGap }
    private var hasBounds: Bool { configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil }

    var body: some View {
        HStack(spacing: 6) {
            if hasBounds {
                if let minimum = configuration.minimumValueLabel { styled(minimum) }
            } else if let current = configuration.currentValueLabel {
                styled(current)
            }
            bar
            if hasBounds, let maximum = configuration.maximumValueLabel { styled(maximum) }
        }
    }

    /// The full-length bar with the marker at the value, its centre kept over the bar's straight part.
    private var bar: some View {
        GeometryReader { proxy in
            let travel = max(proxy.size.width - thickness, 0)
            let value = min(max(configuration.value, 0), 1)
            GaugeMarker(track: Capsule().fill(GaugeTint(course: .bar(fraction: 1))).frame(height: thickness),
                        diameter: markerDiameter,
                        offset: CGSize(width: thickness / 2 + travel * value - markerDiameter / 2, height: 0),
                        alignment: .leading)
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .frame(height: markerDiameter)
    }

    private func styled(_ label: some View) -> some View {
        label.font(.caption).foregroundStyle(.secondary)
    }
}
