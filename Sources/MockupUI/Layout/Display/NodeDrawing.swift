/// What a placed node draws: its own draw operations around (or instead of) its children's. A
/// primitive that draws defines its drawing in its own file, beside its layout rules.
public protocol NodeDrawing: Hashable, Sendable {
    /// The node's display items, in painting order; `children` holds each child's items, in child
    /// order.
    func displayItems(for node: LayoutTree.Node, children: [[DisplayItem]]) -> [DisplayItem]
}

/// A type-erased `NodeDrawing`, so layout trees stay `Hashable` values.
public struct AnyNodeDrawing: Hashable, Sendable {
    public let base: any NodeDrawing

    public init(_ base: any NodeDrawing) { self.base = base }

    public static func == (a: AnyNodeDrawing, b: AnyNodeDrawing) -> Bool { AnyHashable(a.base) == AnyHashable(b.base) }
    public func hash(into hasher: inout Hasher) { AnyHashable(base).hash(into: &hasher) }
}
