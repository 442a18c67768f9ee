import Foundation

/// The marker of a gauge's current value on its ring or bar: a light dot cut out of the tint by an
/// edge in the background colour.
struct GaugeMarker: View {
    let diameter: CGFloat

    var body: some View {
        Circle().fill(Color.white)
            .overlay(Circle().strokeBorder(SystemMetrics.background, lineWidth: 1.5))
            .frame(width: diameter, height: diameter)
    }
}
