import Foundation
import MockupRaster

extension NodeKind { public static let coordinateSpace = NodeKind("coordinateSpace") }

/// `.coordinateSpace(name:)`: layout-neutral; names the view's frame so that a `GeometryReader`
/// inside can measure itself in it (`GeometryProxy.frame(in: .named(…))`).
struct CoordinateSpaceNode: ViewPrimitive {
    let name: String

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        builder.passthrough(.coordinateSpace, name, children[0], stackAxis)
    }
}

extension ViewNode {
    /// `.coordinateSpace(name:)`.
    public static func coordinateSpace(_ name: String, child: ViewNode) -> ViewNode {
        ViewNode(CoordinateSpaceNode(name: name), children: [child])
    }
}

extension LayoutTree.Node {
    /// The frames of the named coordinate spaces on the way from this node down `path` (the
    /// innermost wins when a name repeats).
    func namedCoordinateSpaces(along path: ArraySlice<Int>) -> [String: Rect] {
        var spaces: [String: Rect] = [:]
        var node = self
        var rest = path
        while true {
            if node.kind == .coordinateSpace, let name = node.detail { spaces[name] = node.frame }
            guard let index = rest.first, node.children.indices.contains(index) else { return spaces }
            node = node.children[index]
            rest = rest.dropFirst()
        }
    }
}

/// A coordinate space a `GeometryProxy` measures frames in, as SwiftUI's `CoordinateSpaceProtocol`
/// (iOS 17): `.local`, `.global`, `.named("scroll")`.
public protocol CoordinateSpaceProtocol {
    /// The space as a `CoordinateSpace` value.
    var coordinateSpace: CoordinateSpace { get }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { self }
}

/// The render's own coordinates.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own coordinates.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A coordinate space named with `.coordinateSpace(_:)` on an enclosing view.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, Sendable {
    let name: String
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The render's own coordinates.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinates.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space an enclosing view named `name` with `.coordinateSpace(_:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: String(describing: name))
    }
    /// The space of the nearest enclosing scroll view's visible bounds (its viewport); outside any
    /// scroll view, the render's coordinates.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: "SwiftUI.scrollView") }
    /// The space of the nearest enclosing scroll view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: axis == .horizontal ? "SwiftUI.scrollView.horizontal" : "SwiftUI.scrollView.vertical")
    }
}

extension View {
    /// Names this view's frame as a coordinate space for geometry readers inside.
    public func coordinateSpace(name: AnyHashable) -> some View {
        let key = String(describing: name.base)
        return wrapNodes { node, _ in .coordinateSpace(key, child: node) }
    }

    /// Names this view's frame as a coordinate space (iOS 17 form).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        wrapNodes { node, _ in .coordinateSpace(name.name, child: node) }
    }
}
