import MockupRaster

/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()` (LAYOUT-SPEC §6.4): the
/// child is proposed the largest (fit) or smallest (fill) rectangle of the ratio around the
/// proposal, and the modifier takes the child's answer.
struct AspectRatioLayout: LayoutBehavior {
    /// width / height; nil = the child's ideal size decides.
    let ratio: Double?
    let contentMode: ContentMode

    private func childProposal(_ p: LayoutProposal, _ child: LayoutBox?) -> LayoutProposal {
        if p.width == nil && p.height == nil { return p }
        var r = ratio.map { Size($0, 1) } ?? child?.sizeThatFits(.unspecified) ?? Size(1, 1)
        if r.width == r.height { r = Size(1, 1) }
        func scale(_ t: Double?, _ d: Double) -> Double {
            guard let t, d != 0 || t != 0 else { return .infinity }
            return t / d
        }
        let sx = scale(p.width, r.width), sy = scale(p.height, r.height)
        let k = contentMode == .fit ? min(sx, sy) : max(sx, sy)
        return LayoutProposal(width: r.width * k, height: r.height * k)
    }

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        children.first?.sizeThatFits(childProposal(p, children.first)) ?? .zero
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        children.map { AlignedPlacement.place($0, proposal: childProposal(proposal, $0), in: size, alignment: .center) }
    }
}
