/// A neutral box named after a view the engine cannot draw (a UIKit view, a view a guide names but
/// never defines): the fill and ink of a missing image's placeholder (iOS's systemGray5 and
/// systemGray), the fill darkening to systemGray5's dark value in the dark scheme, the name in
/// footnote type, filling the space offered.
struct NamedPlaceholder: View {
    let name: String

    var body: some View {
        ZStack {
            Rectangle().fill(SystemMetrics.placeholderFill)
            Rectangle().strokeBorder(Color(provider: .fixed(ImageDrawing.placeholderInk)), lineWidth: 1)
            Text(verbatim: name)
                .font(.footnote)
                .foregroundStyle(Color(provider: .fixed(ImageDrawing.placeholderInk)))
                .lineLimit(1)
                .padding(8)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
