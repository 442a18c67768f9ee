import Foundation

/// Where Auto Layout puts a subview a representable's view lays out with constraints
/// (`translatesAutoresizingMaskIntoConstraints = false`), solved for the common case: each edge,
/// centre or size of the subview set by one active `==` constraint to its superview, to one of the
/// superview's guides (safe area, layout margins, readable content, keyboard), to a constant, or to
/// its own other dimension (an aspect ratio). Where several constraints set the same attribute,
/// the one of highest priority counts. In a scroll view the edges of the scroll view (and its
/// `contentLayoutGuide`) are the content's: the leading and top ones are its origin, and a size its
/// trailing or bottom edge would set is the subview's ideal size (what a hosted SwiftUI view wants).
/// Inequalities, constraints between siblings and custom guides are not solved: along an axis they
/// leave open, the subview keeps its frame (or fills the superview when that is empty).
@MainActor
enum AutoLayoutPlacement {
    /// One axis of a frame as constraints fix it: edges, centre and length.
    private struct AxisValues {
        var minimum: CGFloat?, maximum: CGFloat?, middle: CGFloat?, length: CGFloat?

        /// The origin and length, when the known values fix both.
        func solved() -> (origin: CGFloat, length: CGFloat)? {
            if let minimum, let maximum { return (minimum, maximum - minimum) }
            if let length {
                if let minimum { return (minimum, length) }
                if let maximum { return (maximum - length, length) }
                if let middle { return (middle - length / 2, length) }
            }
            if let minimum, let middle { return (minimum, 2 * (middle - minimum)) }
            if let maximum, let middle { return (2 * middle - maximum, 2 * (maximum - middle)) }
            return nil
        }
    }

    /// Whether any of `superview`'s subviews is laid out by constraints.
    static func placesAnySubview(of superview: UIView) -> Bool {
        superview.subviews.contains {
            !$0.translatesAutoresizingMaskIntoConstraints && !constraints(placing: $0, in: superview).isEmpty
        }
    }

    /// Where constraints put a subview along one axis.
    enum AxisPlacement: Equatable {
        /// At `origin` with `length`.
        case fixed(origin: CGFloat, length: CGFloat)
        /// At `origin`, as long as the subview's ideal length (the content of a scroll view).
        case ideal(origin: CGFloat)
        /// Not set by the constraints: the subview's frame along the axis, or the superview's extent.
        case open
    }

    /// The placement of `view` in `superview` of `size` along each axis. The superview is passed in
    /// because a drawing outlives the view's weak link to it.
    static func placement(of view: UIView, in superview: UIView, size: CGSize) -> (x: AxisPlacement, y: AxisPlacement) {
        var x = AxisValues(), y = AxisValues()
        var aspect: NSLayoutConstraint?
        let ordered = constraints(placing: view, in: superview).sorted { $0.priority > $1.priority }
        for constraint in ordered {
            if constraint.firstItem === view, constraint.secondItem === view {
                aspect = aspect ?? constraint
                continue
            }
            guard let (attribute, value) = equation(constraint, solvingFor: view, in: superview, size: size) else { continue }
            set(attribute, value, x: &x, y: &y)
        }
        if let aspect { applyAspect(aspect, x: &x, y: &y) }
        let intrinsic = view.intrinsicContentSize
        if x.length == nil, intrinsic.width != UIView.noIntrinsicMetric { x.length = intrinsic.width }
        if y.length == nil, intrinsic.height != UIView.noIntrinsicMetric { y.length = intrinsic.height }
        let scrolls = superview is UIScrollView
        return (axis(x, scrolls: scrolls), axis(y, scrolls: scrolls))
    }

    /// The width and height `view`'s own constant constraints give it (the highest priority one
    /// each), else its intrinsic size; nil along an axis neither sets.
    static func ownSize(of view: UIView) -> (width: CGFloat?, height: CGFloat?) {
        let constants = view.constraints
            .filter { $0.isActive && $0.relation == .equal && $0.firstItem === view && $0.secondItem == nil }
            .sorted { $0.priority > $1.priority }
        func length(_ attribute: NSLayoutConstraint.Attribute, intrinsic: CGFloat) -> CGFloat? {
            constants.first { $0.firstAttribute == attribute }?.constant ?? (intrinsic == UIView.noIntrinsicMetric ? nil : intrinsic)
        }
        let intrinsic = view.intrinsicContentSize
        return (length(.width, intrinsic: intrinsic.width), length(.height, intrinsic: intrinsic.height))
    }

    /// One axis's placement: solved, else the ideal length from a solved origin in a scroll view.
    private static func axis(_ values: AxisValues, scrolls: Bool) -> AxisPlacement {
        if let solved = values.solved() { return .fixed(origin: solved.origin, length: solved.length) }
        if scrolls, let origin = values.minimum { return .ideal(origin: origin) }
        return .open
    }

    /// The active `==` constraints that mention `view`, from it and its superview.
    private static func constraints(placing view: UIView, in superview: UIView) -> [NSLayoutConstraint] {
        (view.constraints + superview.constraints).filter { constraint in
            constraint.isActive && constraint.relation == .equal
                && (constraint.firstItem === view || constraint.secondItem === view)
        }
    }

    /// `constraint` solved for one attribute of `view`, when its other item is the superview, one of
    /// the superview's guides or a constant.
    private static func equation(_ constraint: NSLayoutConstraint, solvingFor view: UIView, in superview: UIView,
                                 size: CGSize) -> (NSLayoutConstraint.Attribute, CGFloat)? {
        if constraint.firstItem === view {
            guard let other = constraint.secondItem else {
                return constraint.secondAttribute == .notAnAttribute ? (constraint.firstAttribute, constraint.constant) : nil
            }
            guard let value = value(of: constraint.secondAttribute, of: other, superview: superview, size: size)
            else { return nil }
            return (constraint.firstAttribute, constraint.multiplier * value + constraint.constant)
        }
        guard let other = constraint.firstItem, constraint.multiplier != 0,
              let value = value(of: constraint.firstAttribute, of: other, superview: superview, size: size)
        else { return nil }
        return (constraint.secondAttribute, (value - constraint.constant) / constraint.multiplier)
    }

    /// The value of `attribute` of `item` (the superview or one of its guides) for a superview of `size`.
    private static func value(of attribute: NSLayoutConstraint.Attribute, of item: AnyObject, superview: UIView,
                              size: CGSize) -> CGFloat? {
        let rect: CGRect?
        if item === superview, superview is UIScrollView {
            return contentValue(of: attribute, frameSize: size)
        } else if let guide = item as? UILayoutGuide, guide.kind == .scrollContent, guide.owningView === superview {
            return contentValue(of: attribute, frameSize: size)
        } else if item === superview {
            rect = isMargin(attribute) ? superview.layoutMarginsGuide.frame(inViewOfSize: size) : CGRect(origin: .zero, size: size)
        } else if let guide = item as? UILayoutGuide, guide.owningView === superview {
            rect = guide.frame(inViewOfSize: size)
        } else {
            rect = nil
        }
        return rect.flatMap { value(of: attribute, in: $0) }
    }

    /// An edge of a scroll view's content as its subviews' constraints see it: the leading and top
    /// edges are the content's origin; a size is the scroll view's frame size; the other edges
    /// depend on the content's size, which its subviews set, so they are open.
    private static func contentValue(of attribute: NSLayoutConstraint.Attribute, frameSize: CGSize) -> CGFloat? {
        switch attribute {
        case .left, .leading, .top: return 0
        case .width: return frameSize.width
        case .height: return frameSize.height
        default: return nil
        }
    }

    private static func isMargin(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: return true
        default: return false
        }
    }

    /// `attribute` of `rect` (left-to-right; baselines taken at the edges).
    private static func value(of attribute: NSLayoutConstraint.Attribute, in rect: CGRect) -> CGFloat? {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: return rect.minX
        case .right, .trailing, .rightMargin, .trailingMargin: return rect.maxX
        case .centerX, .centerXWithinMargins: return rect.midX
        case .width: return rect.width
        case .top, .firstBaseline, .topMargin: return rect.minY
        case .bottom, .lastBaseline, .bottomMargin: return rect.maxY
        case .centerY, .centerYWithinMargins: return rect.midY
        case .height: return rect.height
        case .notAnAttribute: return nil
        }
    }

    /// Records that the subview's `attribute` is `value`, unless a higher-priority constraint did.
    private static func set(_ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat, x: inout AxisValues, y: inout AxisValues) {
        func keep(_ slot: inout CGFloat?) { if slot == nil { slot = value } }
        switch attribute {
        case .left, .leading: keep(&x.minimum)
        case .right, .trailing: keep(&x.maximum)
        case .centerX: keep(&x.middle)
        case .width: keep(&x.length)
        case .top, .firstBaseline: keep(&y.minimum)
        case .bottom, .lastBaseline: keep(&y.maximum)
        case .centerY: keep(&y.middle)
        case .height: keep(&y.length)
        default: break
        }
    }

    /// A width set from the height (or the other way round) once the other is known.
    private static func applyAspect(_ constraint: NSLayoutConstraint, x: inout AxisValues, y: inout AxisValues) {
        let width = x.solved()?.length, height = y.solved()?.length
        switch (constraint.firstAttribute, constraint.secondAttribute) {
        case (.width, .height):
            if x.length == nil, width == nil, let height { x.length = constraint.multiplier * height + constraint.constant }
        case (.height, .width):
            if y.length == nil, height == nil, let width { y.length = constraint.multiplier * width + constraint.constant }
        default: break
        }
    }
}
