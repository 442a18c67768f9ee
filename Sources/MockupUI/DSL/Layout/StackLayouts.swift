import Foundation
import MockupRaster

/// `HStack`'s layout as a `Layout` value, for `AnyLayout` and for custom layouts that delegate.
public struct HStackLayout: _StackLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }

    public static var _axis: Axis { .horizontal }
    public var _alignmentKey: AlignmentKey { alignment.key }
}

/// `VStack`'s layout as a `Layout` value.
public struct VStackLayout: _StackLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }

    public static var _axis: Axis { .vertical }
    public var _alignmentKey: AlignmentKey { alignment.key }
}

/// What `HStackLayout` and `VStackLayout` share: the engine's stack rules along `_axis`
/// (LAYOUT-SPEC §3). An implementation detail, public only so that the two conform through it.
public protocol _StackLayout: Layout where Cache == Void {
    static var _axis: Axis { get }
    var _alignmentKey: AlignmentKey { get }
    var spacing: CGFloat? { get }
}

extension _StackLayout {
    public static var layoutProperties: LayoutProperties { .stack(_axis) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        EngineLayoutBridge.size(rules(subviews), proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        EngineLayoutBridge.place(rules(subviews), bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        ViewSpacing(StackLayout.spacing(axis: Self._axis, children: subviews.boxes))
    }

    private func rules(_ subviews: Subviews) -> StackLayout {
        StackLayout(axis: Self._axis, alignment: _alignmentKey, spacing: spacing.map(Double.init), children: subviews.boxes)
    }
}

/// `ZStack`'s layout as a `Layout` value.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        EngineLayoutBridge.size(ZStackLayoutRules(alignment: alignment), proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        EngineLayoutBridge.place(ZStackLayoutRules(alignment: alignment), bounds, proposal, subviews)
    }
}

extension LayoutProperties {
    /// The properties of a stack along `axis`.
    static func stack(_ axis: Axis) -> LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }
}

/// Runs the engine's own layout rules on a `Layout`'s subviews.
enum EngineLayoutBridge {
    static func size(_ rules: some LayoutBehavior, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let size = rules.sizeThatFits(proposal.layoutProposal, children: subviews.boxes)
        return CGSize(width: size.width, height: size.height)
    }

    static func place(_ rules: some LayoutBehavior, _ bounds: CGRect, _ proposal: ProposedViewSize,
                      _ subviews: LayoutSubviews) {
        let size = Size(Double(bounds.width), Double(bounds.height))
        let placements = rules.arrange(size, proposal: proposal.layoutProposal, children: subviews.boxes)
        for (subview, placed) in zip(subviews, placements) {
            subview.place(at: CGPoint(x: Double(bounds.minX) + placed.origin.x, y: Double(bounds.minY) + placed.origin.y),
                          proposal: ProposedViewSize(placed.proposal))
        }
    }
}
