import MockupRaster

/// `containerRelativeFrame`: on each of `axes` a frame as long as `length` makes of the nearest
/// container's length (the child proposed that length, placed in it at `alignment`); the other
/// axes, and an axis whose container length is unknown, follow the child as `.frame` does.
struct ContainerRelativeFrameLayout: LayoutBehavior {
    let container: ContainerSize
    let axes: Axis.Set
    let alignment: Alignment
    let length: ContainerRelativeLength

    var containerRead: ContainerSize? { container }

    /// A `.frame` of the lengths the container's size gives now.
    private var frame: FrameLayout {
        func along(_ axis: Axis, _ member: Axis.Set) -> Double? {
            guard axes.contains(member), let available = container.lengths[axis] else { return nil }
            return max(length.resolve(available, axis), 0)
        }
        return FrameLayout(width: along(.horizontal, .horizontal), height: along(.vertical, .vertical), alignment: alignment)
    }

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size { frame.sizeThatFits(p, children: children) }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        frame.arrange(size, proposal: proposal, children: children)
    }
}

/// How a `containerRelativeFrame` makes its length of the container's: the whole length, a
/// span of equal columns, or the user's closure.
struct ContainerRelativeLength: @unchecked Sendable {
    // The user's closure runs in the layout pass, as SwiftUI calls it during layout (nonisolated).
    let resolve: (Double, Axis) -> Double

    /// The container's whole length.
    static let whole = ContainerRelativeLength { length, _ in length }

    /// `span` of `count` equal columns with `spacing` between them, and the spacing between the
    /// spanned ones (the formula in Apple's `containerRelativeFrame(_:count:span:spacing:alignment:)`).
    static func columns(count: Int, span: Int, spacing: Double) -> ContainerRelativeLength {
        let count = Double(max(count, 1)), span = Double(max(span, 1))
        return ContainerRelativeLength { length, _ in
            let column = (length - spacing * (count - 1)) / count
            return column * span + spacing * (span - 1)
        }
    }
}

extension NodeKind { public static let containerRelativeFrame = NodeKind("containerRelativeFrame") }

struct ContainerRelativeFrameNode: ViewPrimitive {
    let axes: Axis.Set
    let alignment: Alignment
    let length: ContainerRelativeLength

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let box = builder.build(children[0], stackAxis: stackAxis)
        return LayoutBox(kind: .containerRelativeFrame,
                         behavior: ContainerRelativeFrameLayout(container: builder.container, axes: axes,
                                                                alignment: alignment, length: length),
                         children: [box], spacing: box.spacing.framed(horizontal: axes.contains(.horizontal),
                                                                      vertical: axes.contains(.vertical), isSpacer: box.isSpacer))
    }
}

extension ViewNode {
    /// `containerRelativeFrame`: `child` framed on `axes` to `length` of the nearest container's length.
    static func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment, length: ContainerRelativeLength,
                                       child: ViewNode) -> ViewNode {
        ViewNode(ContainerRelativeFrameNode(axes: axes, alignment: alignment, length: length), children: [child])
    }
}
