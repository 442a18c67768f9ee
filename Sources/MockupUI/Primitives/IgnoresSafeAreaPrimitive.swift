import Foundation
import MockupRaster
extension NodeKind { public static let ignoresSafeArea = NodeKind("ignoresSafeArea") }

/// `.ignoresSafeArea(edges)` (LAYOUT-SPEC §10.5): sized like its child; placed where it touches
/// the safe area's edge on one of `edges`, it grows out to the screen's (or container's) edge
/// there and its child is proposed the larger frame, centred in it. Without a safe area (a
/// component render) it changes nothing.
struct IgnoresSafeAreaLayout: LayoutBehavior {
    let edges: Edge.Set

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        children.first?.sizeThatFits(p) ?? .zero
    }

    func safeAreaPlacement(_ frame: Rect, in safeArea: SafeAreaRegion?) -> (frame: Rect, safeArea: SafeAreaRegion?) {
        guard let safeArea else { return (frame, nil) }
        return (safeArea.extending(frame, edges: edges), safeArea.ignoring(edges))
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        children.map { child in
            let chosen = child.sizeThatFits(proposal)
            return ChildPlacement(origin: Point((size.width - chosen.width) / 2, (size.height - chosen.height) / 2),
                                  size: chosen, proposal: proposal)
        }
    }
}

/// `.ignoresSafeArea(edges)`, written by the view's author or implied by a view that reaches into
/// the safe area by itself (a ShapeStyle background, a ScrollView, a navigation bar).
struct IgnoresSafeAreaNode: ViewPrimitive {
    let edges: Edge.Set
    let implied: Bool

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let box = builder.build(children[0], stackAxis: stackAxis)
        return LayoutBox(kind: .ignoresSafeArea, detail: Self.detail(edges, implied: implied),
                         behavior: IgnoresSafeAreaLayout(edges: edges), children: [box], spacing: box.spacing, priority: box.priority)
    }

    /// `all`, or the edges by name (`top bottom`), then `, implied` when implied.
    static func detail(_ edges: Edge.Set, implied: Bool) -> String {
        (edges == .all ? "all" : Edge.allCases.filter { edges.contains(Edge.Set($0)) }.map { "\($0)" }.joined(separator: " "))
            + (implied ? ", implied" : "")
    }

    /// The details of the modifiers an author writes to extend a view under both the status bar and
    /// the home indicator: every edge set with the top and the bottom, not implied.
    static let screenBackgroundDetails: Set<String> = Set((0..<16).map { Edge.Set(rawValue: Int8($0)) }
        .filter { $0.isSuperset(of: .vertical) }.map { detail($0, implied: false) })
}

extension LayoutTree {
    /// Whether the view's author extends a background under the status bar and the home indicator
    /// (`Color.canvas.ignoresSafeArea()`), from the top of the view across its whole width: then it
    /// is a screen. A ShapeStyle background's or a ScrollView's own extension does not count.
    public var hasScreenBackground: Bool {
        nodes.contains { node in
            node.kind == .ignoresSafeArea && node.detail.map(IgnoresSafeAreaNode.screenBackgroundDetails.contains) == true
                && abs(node.frame.minY - root.frame.minY) < 0.5 && abs(node.frame.width - size.width) < 0.5
        }
    }
}

extension ViewNode {
    /// `.ignoresSafeArea(edges)`; `implied` when no `.ignoresSafeArea` modifier asked for it (a
    /// ShapeStyle background's `ignoresSafeAreaEdges`, a ScrollView's content under the bars).
    public static func ignoresSafeArea(_ edges: Edge.Set, implied: Bool = true, child: ViewNode) -> ViewNode {
        ViewNode(IgnoresSafeAreaNode(edges: edges, implied: implied), children: [child])
    }
}

extension View {
    /// Extends the view into the safe area on `edges`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        wrapNodes { node, _ in regions.contains(.container) && !edges.isEmpty ? .ignoresSafeArea(edges, implied: false, child: node) : node }
    }

    /// Extends the view into the safe area on `edges` as a system view does on its own (the iOS 17 map,
    /// like a scroll view's content): unlike an author's `.ignoresSafeArea()` background, it does not
    /// make the view a screen. For Mockup's shims of system views.
    public func _extendsIntoSafeArea(_ edges: Edge.Set) -> some View {
        wrapNodes { node, _ in edges.isEmpty ? node : .ignoresSafeArea(edges, child: node) }
    }

    /// Extends the view into the safe area on `edges` (the iOS 13 name of `ignoresSafeArea`).
    @available(*, deprecated, renamed: "ignoresSafeArea(_:edges:)")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.container, edges: edges)
    }
}

/// Kinds of safe area (`.ignoresSafeArea(.keyboard)`); a static render has only the container one.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
