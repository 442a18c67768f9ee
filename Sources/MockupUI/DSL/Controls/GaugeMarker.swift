import Foundation

/// A gauge's ring or bar with the marker of its current value: a light dot, and around it a clear
/// gap cut out of the track, so whatever lies under the gauge (a widget's gradient or material, a
/// tint the colour of the dot) shows between the dot and the tint, as iOS draws it.
struct GaugeMarker<Track: View>: View {
    let track: Track
    /// The diameter of the dot with its gap.
    let diameter: CGFloat
    /// Where the marker's centre sits, from its place in the track's frame under `alignment`.
    let offset: CGSize
    let alignment: Alignment

    var body: some View {
        ZStack(alignment: alignment) {
            ZStack(alignment: alignment) {
                track
                Circle().frame(width: diameter, height: diameter).offset(offset).blendMode(.destinationOut)
            }
            .compositingGroup()
            Circle().fill(Color.white).padding(SystemMetrics.gaugeMarkerGap).frame(width: diameter, height: diameter).offset(offset)
        }
    }
}
