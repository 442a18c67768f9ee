import MockupRaster
extension NodeKind { public static let safeAreaScope = NodeKind("safeAreaScope") }

/// A view whose frame bounds the safe area of what it contains (a `safeAreaInset`'s): inside it,
/// views that extend into the safe area reach its frame's edges, and past them only where the frame
/// touches the enclosing safe area's edge. Without a safe area around (a component render) its frame
/// is both the bounds and the safe area, so the insets it adds inside still leave room to extend
/// into, as SwiftUI gives every view a safe area of its own.
struct SafeAreaScopeLayout: LayoutBehavior {
    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        children.first?.sizeThatFits(p) ?? .zero
    }

    func safeAreaPlacement(_ frame: Rect, in safeArea: SafeAreaRegion?) -> (frame: Rect, safeArea: SafeAreaRegion?) {
        (frame, SafeAreaRegion.scoped(to: frame, in: safeArea))
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        children.map { _ in ChildPlacement(origin: .zero, size: size, proposal: proposal) }
    }
}

struct SafeAreaScopeNode: ViewPrimitive {
    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let box = builder.build(children[0], stackAxis: stackAxis)
        return LayoutBox(kind: .safeAreaScope, behavior: SafeAreaScopeLayout(), children: [box],
                         spacing: box.spacing, priority: box.priority)
    }
}

extension ViewNode {
    /// `child` with its frame bounding the safe area of what it contains.
    static func safeAreaScope(child: ViewNode) -> ViewNode {
        ViewNode(SafeAreaScopeNode(), children: [child])
    }
}
