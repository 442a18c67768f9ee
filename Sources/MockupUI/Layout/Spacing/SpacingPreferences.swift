/// A view's spacing preferences (LAYOUT-SPEC §2.3, after OpenSwiftUI's `Spacing`): per
/// (category, edge) key a distance or text metrics. Stacks with `spacing: nil` derive the gap
/// between neighbours from these.
struct SpacingPreferences: Hashable, Sendable {
    enum Edge: Hashable, Sendable { case top, left, bottom, right }

    /// What a preference is about; nil = applies to any neighbour (Spacer, empty containers).
    enum Category: Hashable, Sendable { case textToText, textBaseline, edgeAboveText, edgeBelowText,
                                             edgeLeftText, edgeRightText }

    struct Key: Hashable, Sendable {
        var category: Category?
        var edge: Edge
    }

    /// Font metrics of a text edge, for text-to-text gaps.
    struct TextMetrics: Hashable, Sendable {
        var ascent, descent, leading, pixelLength: Double
        var lineHeight: Double { ascent + descent + leading }
    }

    enum Value: Hashable, Sendable {
        case distance(Double)
        case topTextMetrics(TextMetrics)
        case bottomTextMetrics(TextMetrics)
    }

    private(set) var values: [Key: Value]

    init(_ values: [Key: Value] = [:]) { self.values = values }

    /// Shapes, colours, bitmap images, GeometryReaders and everything not listed below.
    static let generic = SpacingPreferences([
        Key(category: .edgeBelowText, edge: .top): .distance(0),
        Key(category: .edgeAboveText, edge: .bottom): .distance(0),
        Key(category: .edgeRightText, edge: .left): .distance(0),
        Key(category: .edgeLeftText, edge: .right): .distance(0),
    ])

    /// Zero to every neighbour on all four edges (a Spacer outside stacks, empty containers).
    static let zero = SpacingPreferences(edges: [.top, .left, .bottom, .right])

    /// Zero to every neighbour on `edges` only.
    init(edges: [Edge]) {
        values = Dictionary(uniqueKeysWithValues: edges.map { (Key(category: nil, edge: $0), Value.distance(0)) })
    }

    /// The preferences on the facing edges of a stack axis: left/right or top/bottom.
    static func edges(along axis: Axis) -> (leading: Edge, trailing: Edge) {
        axis == .horizontal ? (.left, .right) : (.top, .bottom)
    }

    /// The keys on `edges` only.
    func restricted(to edges: Set<Edge>) -> SpacingPreferences {
        SpacingPreferences(values.filter { edges.contains($0.key.edge) })
    }

    /// Per-key maximum of both (`Spacing.incorporate`).
    func merged(with other: SpacingPreferences) -> SpacingPreferences {
        SpacingPreferences(values.merging(other.values) { Self.larger($0, $1) })
    }

    /// Replaces everything on `edges` by the generic key of that edge (padding, frames).
    func resetting(_ edges: Set<Edge>) -> SpacingPreferences {
        var result = values.filter { !edges.contains($0.key.edge) }
        for (key, value) in Self.generic.values where edges.contains(key.edge) { result[key] = value }
        return SpacingPreferences(result)
    }

    /// The preferences of a frame around a view with these: generic on the axes the frame sizes
    /// (`horizontal`, `vertical`), the view's on the others; a Spacer's pass through unchanged.
    func framed(horizontal: Bool, vertical: Bool, isSpacer: Bool) -> SpacingPreferences {
        guard !isSpacer else { return self }
        return resetting(Set((horizontal ? [.left, .right] : []) + (vertical ? [.top, .bottom] : [])))
    }

    /// The gap from `self` (leading/top) to `next` (trailing/bottom) along `axis`.
    func distance(to next: SpacingPreferences, along axis: Axis, defaultSpacing: Double) -> Double {
        let (bEdge, aEdge) = Self.edges(along: axis)
        var best = -Double.infinity, found = false
        for (key, va) in values where key.category != nil && key.edge == aEdge {
            if let vb = next.values[Key(category: key.category, edge: bEdge)], let d = Self.combine(va, vb) {
                best = max(best, d); found = true
            }
        }
        if found { return best }
        let a = values[Key(category: nil, edge: aEdge)]?.distance
        let b = next.values[Key(category: nil, edge: bEdge)]?.distance
        if a == nil && b == nil { return defaultSpacing }
        return max(a ?? -.infinity, b ?? -.infinity)
    }

    private static func combine(_ x: Value, _ y: Value) -> Double? {
        switch (x, y) {
        case let (.distance(p), .distance(q)): return p + q
        case let (.distance(p), _), let (_, .distance(p)): return p
        case let (.topTextMetrics(_), .bottomTextMetrics(lower)), let (.bottomTextMetrics(lower), .topTextMetrics(_)):
            return (lower.leading / lower.pixelLength - 1e-7).rounded(.up) * lower.pixelLength
        default: return nil
        }
    }

    /// Distances: the larger. Metrics: the larger font. Mixed: the text metrics win (they carry
    /// more information; an inference, OpenSwiftUI does not define it for the subset).
    private static func larger(_ x: Value, _ y: Value) -> Value {
        switch (x, y) {
        case let (.distance(p), .distance(q)): return .distance(max(p, q))
        case (.distance, _): return y
        case (_, .distance): return x
        case let (.topTextMetrics(p), .topTextMetrics(q)):
            return .topTextMetrics(p.lineHeight >= q.lineHeight ? p : q)
        case let (.bottomTextMetrics(p), .bottomTextMetrics(q)):
            return .bottomTextMetrics(p.lineHeight >= q.lineHeight ? p : q)
        default: return x
        }
    }
}

extension SpacingPreferences.Value {
    var distance: Double? { if case let .distance(d) = self { return d } else { return nil } }
}
