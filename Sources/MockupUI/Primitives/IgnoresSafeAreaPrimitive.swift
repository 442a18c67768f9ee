import Foundation
extension NodeKind { public static let ignoresSafeArea = NodeKind("ignoresSafeArea") }

/// `.ignoresSafeArea(edges)`: renders have no safe-area insets yet, so it changes nothing.
struct IgnoresSafeAreaNode: ViewPrimitive {
    let edges: Edge.Set

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        builder.passthrough(.ignoresSafeArea, nil, children[0], stackAxis)
    }
}

extension ViewNode {
    /// `.ignoresSafeArea(edges)`.
    public static func ignoresSafeArea(_ edges: Edge.Set, child: ViewNode) -> ViewNode {
        ViewNode(IgnoresSafeAreaNode(edges: edges), children: [child])
    }
}

extension View {
    /// Extends the view into the safe area on `edges`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        wrapNodes { node, _ in regions.contains(.container) ? .ignoresSafeArea(edges, child: node) : node }
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
