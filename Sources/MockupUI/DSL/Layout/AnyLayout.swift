import Foundation

/// A type-erased `Layout`, as SwiftUI's `AnyLayout`: switch between layouts at run time
/// (`let layout = compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`).
public struct AnyLayout: Layout {
    let base: any Layout

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) { base = (layout as? AnyLayout)?.base ?? layout }

    /// The wrapped layout's cache.
    public struct Cache {
        var base: Any
    }

    /// The wrapped layout's stack axis (the static `layoutProperties` cannot know it).
    var stackOrientation: Axis? { Self.orientation(of: base) }

    public func makeCache(subviews: Subviews) -> Cache { Cache(base: Self.makeCache(base, subviews)) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        Self.spacing(base, subviews, &cache)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        Self.size(base, proposal, subviews, &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        Self.place(base, bounds, proposal, subviews, &cache)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        Self.alignment(base, .horizontal(guide), bounds, proposal, subviews, &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        Self.alignment(base, .vertical(guide), bounds, proposal, subviews, &cache)
    }

    // Generic helpers: the wrapped layout is opened with its own types; its cache lives in
    // `Cache.base` (made afresh when it holds another layout's).

    private static func orientation<L: Layout>(of layout: L) -> Axis? { L.layoutProperties.stackOrientation }

    private static func makeCache<L: Layout>(_ layout: L, _ subviews: Subviews) -> Any { layout.makeCache(subviews: subviews) }

    private static func typed<L: Layout>(_ layout: L, _ subviews: Subviews, _ cache: Cache) -> L.Cache {
        cache.base as? L.Cache ?? layout.makeCache(subviews: subviews)
    }

    private static func spacing<L: Layout>(_ layout: L, _ subviews: Subviews, _ cache: inout Cache) -> ViewSpacing {
        var own = typed(layout, subviews, cache)
        defer { cache.base = own }
        return layout.spacing(subviews: subviews, cache: &own)
    }

    private static func size<L: Layout>(_ layout: L, _ proposal: ProposedViewSize, _ subviews: Subviews,
                                        _ cache: inout Cache) -> CGSize {
        var own = typed(layout, subviews, cache)
        defer { cache.base = own }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &own)
    }

    private static func place<L: Layout>(_ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize,
                                         _ subviews: Subviews, _ cache: inout Cache) {
        var own = typed(layout, subviews, cache)
        defer { cache.base = own }
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &own)
    }

    /// A guide of either axis.
    private enum Guide {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    private static func alignment<L: Layout>(_ layout: L, _ guide: Guide, _ bounds: CGRect,
                                             _ proposal: ProposedViewSize, _ subviews: Subviews,
                                             _ cache: inout Cache) -> CGFloat? {
        var own = typed(layout, subviews, cache)
        defer { cache.base = own }
        switch guide {
        case .horizontal(let guide):
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &own)
        case .vertical(let guide):
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &own)
        }
    }
}

extension Layout {
    /// The axis subviews of this layout are stacked along (`Spacer`, `Divider`).
    var stackOrientation: Axis? { (self as? AnyLayout)?.stackOrientation ?? Self.layoutProperties.stackOrientation }
}
