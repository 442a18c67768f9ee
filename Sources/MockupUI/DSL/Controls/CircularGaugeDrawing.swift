import Foundation

/// The circular accessory gauges, as Apple documents them: `.accessoryCircular` is an open ring
/// with a marker at the current value, the current-value label in the centre and the bound labels
/// beside the ring's ends inside the opening (else the label in the opening at the bottom);
/// `.accessoryCircularCapacity` is a closed ring filled clockwise from the top to the value, the
/// current-value label (else the label) in the centre. Sizes are `SystemMetrics.circularGauge…`; the ring is drawn in the tint (a bare
/// `Gradient` runs along the ring from the minimum to the maximum, `GaugeTint`).
struct CircularGaugeDrawing: View {
    let configuration: GaugeStyleConfiguration
    /// Whether the ring is a capacity ring (closed, filled to the value) rather than an open ring with a marker.
    let isCapacity: Bool

    private var lineWidth: CGFloat { SystemMetrics.circularGaugeLineWidth }
    private var value: Double { min(max(configuration.value, 0), 1) }

    var body: some View {
        ZStack {
            if isCapacity { capacityRing } else { openRing }
            centre
            if !isCapacity { opening }
        }
        .frame(width: SystemMetrics.circularGaugeDiameter, height: SystemMetrics.circularGaugeDiameter)
    }

    /// The open ring: its share of the circle, starting at the gap's leading end, with the marker.
    private var openRing: some View {
        let sweep = 1 - SystemMetrics.circularGaugeGapDegrees / 360
        let start = 90 + SystemMetrics.circularGaugeGapDegrees / 2
        let radius = (SystemMetrics.circularGaugeDiameter - lineWidth) / 2
        let angle = (start + 360 * sweep * value) * .pi / 180
        let ring = Circle().inset(by: lineWidth / 2).trim(from: 0, to: sweep)
            .stroke(GaugeTint(course: .arc(start: .zero, end: .degrees(360 * sweep))),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
            .rotationEffect(.degrees(start))
        return GaugeMarker(track: ring, diameter: lineWidth + 2 * SystemMetrics.gaugeMarkerGap,
                           offset: CGSize(width: radius * CGFloat(cos(angle)), height: radius * CGFloat(sin(angle))),
                           alignment: .center)
    }

    /// The capacity ring: a track, and the tint from the top clockwise to the value. A gradient
    /// runs round the ring short of a full turn by twice a round cap's angle, so the cap at the top
    /// takes its first colour, not its last.
    private var capacityRing: some View {
        let capAngle = 2 * atan(Double(lineWidth / (SystemMetrics.circularGaugeDiameter - lineWidth)))
        return ZStack {
            Circle().inset(by: lineWidth / 2).stroke(SystemMetrics.tertiaryFill, lineWidth: lineWidth)
            Circle().inset(by: lineWidth / 2).trim(from: 0, to: value)
                .stroke(GaugeTint(course: .arc(start: .zero, end: .radians(2 * .pi - capAngle))),
                        style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }

    /// The current-value label in the centre; the capacity ring shows the label when there is none.
    @ViewBuilder private var centre: some View {
        if let current = configuration.currentValueLabel {
            fitted(current, size: 20)
        } else if isCapacity {
            fitted(configuration.label, size: 12)
        }
    }

    /// The bound labels inside the opening, each beside its end of the ring (centred on the end's
    /// height, clear of its round cap), so a circular widget's mask keeps them; else the label in
    /// the opening's middle.
    @ViewBuilder private var opening: some View {
        if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
            let radius = (SystemMetrics.circularGaugeDiameter - lineWidth) / 2
            let halfGap = SystemMetrics.circularGaugeGapDegrees / 2 * .pi / 180
            let endInset = SystemMetrics.circularGaugeDiameter / 2 - radius * CGFloat(sin(halfGap))
            HStack(spacing: 0) {
                if let minimum = configuration.minimumValueLabel { fitted(minimum, size: 10) }
                Spacer(minLength: 0)
                if let maximum = configuration.maximumValueLabel { fitted(maximum, size: 10) }
            }
            .padding(.horizontal, endInset + lineWidth / 2)
            .offset(y: radius * CGFloat(cos(halfGap)))
        } else {
            fitted(configuration.label, size: 10)
                .frame(maxWidth: SystemMetrics.circularGaugeDiameter * 0.4)
                .frame(maxHeight: .infinity, alignment: .bottom)
        }
    }

    /// A label on one line at `size` points (medium), shrunk to fit.
    private func fitted(_ label: some View, size: CGFloat) -> some View {
        label.font(.system(size: size, weight: .medium)).lineLimit(1).minimumScaleFactor(0.5)
    }
}
