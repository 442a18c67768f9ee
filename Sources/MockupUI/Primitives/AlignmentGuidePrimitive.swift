import Foundation
import MockupRaster

/// `.alignmentGuide(_:computeValue:)`: the view keeps its child's size and position; its value for
/// one guide is computed from the child's `ViewDimensions`, and every other guide is the child's.
struct AlignmentGuideLayout: LayoutBehavior {
    let guide: AlignmentKey
    let axis: Axis
    let computeValue: (ViewDimensions) -> CGFloat

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        children[0].sizeThatFits(p)
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        [ChildPlacement(origin: .zero, size: size, proposal: proposal)]
    }

    func explicitGuide(_ guide: AlignmentKey, axis: Axis, size: Size, proposal: LayoutProposal,
                       children: [LayoutBox]) -> Double? {
        let child = children[0]
        guard guide == self.guide, axis == self.axis else {
            return child.explicitGuide(guide, axis: axis, size: size, proposal: proposal)
        }
        let dimensions = ViewDimensions(size: size) { guide, axis in
            child.explicitGuide(guide, axis: axis, size: size, proposal: proposal)
        }
        return Double(computeValue(dimensions))
    }
}

extension NodeKind { public static let alignmentGuide = NodeKind("alignmentGuide") }

/// `.alignmentGuide`: the guide, its axis and the closure computing its value.
struct AlignmentGuideNode: ViewPrimitive, @unchecked Sendable {
    let guide: AlignmentKey
    let axis: Axis
    let computeValue: (ViewDimensions) -> CGFloat

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let box = builder.build(children[0], stackAxis: stackAxis)
        return LayoutBox(kind: .alignmentGuide, detail: "\(axis == .horizontal ? "horizontal" : "vertical") \(guide)",
                         behavior: AlignmentGuideLayout(guide: guide, axis: axis, computeValue: computeValue),
                         children: [box], spacing: box.spacing, priority: box.priority)
    }
}

extension View {
    /// Sets the view's horizontal `guide` to the value `computeValue` returns from the view's
    /// dimensions; containers aligning on that guide use it instead of the default.
    public func alignmentGuide(_ g: HorizontalAlignment,
                               computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapNodes { node, _ in
            ViewNode(AlignmentGuideNode(guide: g.key, axis: .horizontal, computeValue: computeValue), children: [node])
        }
    }

    /// Sets the view's vertical `guide` to the value `computeValue` returns from the view's
    /// dimensions; containers aligning on that guide use it instead of the default.
    public func alignmentGuide(_ g: VerticalAlignment,
                               computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapNodes { node, _ in
            ViewNode(AlignmentGuideNode(guide: g.key, axis: .vertical, computeValue: computeValue), children: [node])
        }
    }
}
