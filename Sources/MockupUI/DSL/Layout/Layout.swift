import Foundation
import MockupRaster

/// A container that sizes and places its subviews with your own rules, as SwiftUI's `Layout`
/// (iOS 16). Its methods are not main-actor isolated: the layout pass calls them directly, with
/// proxies (`LayoutSubview`) for the subviews.
///
/// ```swift
/// struct FlowLayout: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
/// }
/// FlowLayout { ForEach(tags, id: \.self) { Text($0) } }
/// ```
public protocol Layout {
    /// The subviews' proxies.
    typealias Subviews = LayoutSubviews
    /// Data the layout computes once per layout pass and shares between its methods.
    associatedtype Cache = Void

    /// Properties of the container (whether it is a stack, for `Spacer` and `Divider`).
    static var layoutProperties: LayoutProperties { get }

    /// The cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache
    /// Refreshes `cache` when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The container's spacing preferences (by default its subviews' merged).
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview inside `bounds`, the size `sizeThatFits` returned for `proposal`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The container's own value for a horizontal guide, nil for the default; by default the
    /// subviews' explicit values merged (`HorizontalAlignment.combineExplicit`).
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// The container's own value for a vertical guide; by default the subviews' explicit values
    /// merged (the top-most first and the bottom-most last baseline, the mean of others).
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

/// Properties of a layout container, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis along which the container stacks its subviews (nil: not a stack). Spacers and
    /// dividers inside orient themselves on it.
    public var stackOrientation: Axis?

    public init() {}
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The subviews' preferences merged into the default spacing (`ViewSpacing()`), as SwiftUI's
    /// default does: a custom layout keeps the standard gap to its neighbours in a stack.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing()) { $0.union($1.spacing) }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedExplicitGuide(guide.key, .horizontal, bounds, proposal, subviews, &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedExplicitGuide(guide.key, .vertical, bounds, proposal, subviews, &cache)
    }

    /// The subviews' explicit values of `guide` where `placeSubviews` puts them, merged as the
    /// guide's `combineExplicit` merges them (LAYOUT-SPEC §3.7); nil when no subview sets it.
    private func mergedExplicitGuide(_ guide: AlignmentKey, _ axis: Axis, _ bounds: CGRect, _ proposal: ProposedViewSize,
                                     _ subviews: Subviews, _ cache: inout Cache) -> CGFloat? {
        guard guide.isTextBaseline || subviews.contains(where: { $0.box.containsAlignmentGuides }) else { return nil }
        let placements = LayoutPlacements(bounds: Point(Double(bounds.minX), Double(bounds.minY)))
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews.placing(into: placements), cache: &cache)
        var values: [Double] = []
        for (index, subview) in zip(subviews.indices, subviews) {
            guard let placed = placements.placed[index],
                  let value = subview.box.explicitGuide(guide, axis: axis, size: placed.size, proposal: placed.proposal)
            else { continue }
            values.append((axis == .horizontal ? placed.origin.x : placed.origin.y) + value)
        }
        let origin = axis == .horizontal ? bounds.minX : bounds.minY
        return guide.combineExplicit(values).map { CGFloat($0) + origin }
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// The views `content` builds, arranged by this layout: `FlowLayout { … }`.
    @preconcurrency @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

/// A layout applied to its content: resolves to one custom-layout node whose children are the
/// content's views.
struct LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let layout: L
    let content: Content

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let axis = layout.stackOrientation
        return [.customLayout(layout, children: MockupUI.resolveNodes(content, in: environment.with { $0.stackAxis = axis }))]
    }
}
