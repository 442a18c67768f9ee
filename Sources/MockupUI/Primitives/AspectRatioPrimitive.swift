import Foundation
import MockupRaster

/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()` (LAYOUT-SPEC §6.4): the
/// child is proposed the largest (fit) or smallest (fill) rectangle of the ratio around the
/// proposal, and the modifier takes the child's answer.
///
/// `.fill` offered one length and no other (inside a ScrollView or a stack in one) has nothing to
/// fill: SwiftUI proposes its content infinity. Content with a finite answer to that (a text, a
/// fixed image) takes its size as in SwiftUI; a view that fills takes infinity, and nothing sensible
/// is drawn, so a mockup instead fits the given length, as the code's author meant, and warns.
struct AspectRatioLayout: LayoutBehavior {
    /// width / height; nil = the child's ideal size decides.
    let ratio: Double?
    let contentMode: ContentMode
    /// Called when `.fill` is offered a length on one axis only and its content would take the
    /// infinite proposal that makes (the warning).
    let onUnboundedFill: () -> Void

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
        // An infinite scale proposes infinity on both axes, whatever the ratio (0 × ∞ included).
        let proposal = k.isFinite ? LayoutProposal(width: r.width * k, height: r.height * k)
                                  : LayoutProposal(width: .infinity, height: .infinity)
        let onlyOneLength = p.width == nil || p.height == nil
        guard contentMode == .fill, onlyOneLength, min(sx, sy).isFinite, let child else { return proposal }
        let taken = child.sizeThatFits(proposal)
        if taken.width.isFinite && taken.height.isFinite { return proposal }
        onUnboundedFill()
        let fitted = min(sx, sy)
        return LayoutProposal(width: r.width * fitted, height: r.height * fitted)
    }

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        children.first?.sizeThatFits(childProposal(p, children.first)) ?? .zero
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        children.map { AlignedPlacement.place($0, proposal: childProposal(proposal, $0), in: size, alignment: .center) }
    }
}

extension NodeKind { public static let aspectRatio = NodeKind("aspectRatio") }

/// `.aspectRatio(_:contentMode:)`; nil ratio = the child's ideal ratio.
struct AspectRatioNode: ViewPrimitive {
    let ratio: Double?
    let contentMode: ContentMode

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let box = builder.build(children[0], stackAxis: stackAxis)
        return LayoutBox(kind: .aspectRatio, detail: "\(ratio.map(LayoutNumber.format) ?? "ideal") \(contentMode)",
                         behavior: AspectRatioLayout(ratio: validRatio(builder), contentMode: contentMode) {
                             builder.warn(".aspectRatio(contentMode: .fill) is offered one length and not the other (as in a ScrollView), "
                                 + "so SwiftUI would make its content infinitely large; drawn as .fit: give it a .frame")
                         },
                         children: [box], spacing: box.spacing)
    }

    /// The ratio, nil (with a warning) when it is not positive and finite.
    private func validRatio(_ builder: LayoutBuilder) -> Double? {
        guard let ratio else { return nil }
        guard ratio.isFinite, ratio > 0 else {
            builder.warn("invalid aspect ratio \(ratio) ignored: use a positive, finite ratio")
            return nil
        }
        return ratio
    }
}

extension ViewNode {
    /// `.aspectRatio(_:contentMode:)`.
    public static func aspectRatio(ratio: Double?, contentMode: ContentMode, child: ViewNode) -> ViewNode {
        ViewNode(AspectRatioNode(ratio: ratio, contentMode: contentMode), children: [child])
    }
}

extension View {
    /// Constrains the content to `aspectRatio` (width / height; nil = the content's own).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapNodes { node, _ in .aspectRatio(ratio: aspectRatio.map(Double.init), contentMode: contentMode, child: node) }
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
}
