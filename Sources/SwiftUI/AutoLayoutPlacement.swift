import Foundation

/// Where Auto Layout puts the subviews a view lays out with constraints
/// (`translatesAutoresizingMaskIntoConstraints = false`), solved for the common cases: each edge,
/// centre or size of a subview set by active `==` constraints to its superview, to one of the
/// superview's guides (safe area, layout margins, readable content, keyboard), to a sibling already
/// placed (or one of its guides), to a constant, or to its own other dimension (an aspect ratio);
/// where a subview's position is known but not its length, its length is its ideal one (a label's
/// text, an image view's image: UIKit's intrinsic size). Where several constraints set the same
/// attribute, the one of highest priority counts. In a scroll view the edges of the scroll view (and
/// its `contentLayoutGuide`) are the content's: the leading and top ones are its origin, the others
/// open, and content placed but not sized takes its ideal length (what a hosted SwiftUI view
/// wants). Inequalities and custom guides are not solved: along an axis they leave open, a subview
/// keeps its frame (or fills the superview when that is empty).
@MainActor
enum AutoLayoutPlacement {
    /// One axis of a frame as constraints fix it: edges, centre and length.
    private struct AxisValues {
        var minimum: CGFloat?, maximum: CGFloat?, middle: CGFloat?, length: CGFloat?

        /// The origin and length, when the known values fix both.
        func solved() -> Extent? {
            if let minimum, let maximum { return Extent(origin: minimum, length: maximum - minimum) }
            if let length {
                if let minimum { return Extent(origin: minimum, length: length) }
                if let maximum { return Extent(origin: maximum - length, length: length) }
                if let middle { return Extent(origin: middle - length / 2, length: length) }
            }
            if let minimum, let middle { return Extent(origin: minimum, length: 2 * (middle - minimum)) }
            if let maximum, let middle { return Extent(origin: 2 * middle - maximum, length: 2 * (maximum - middle)) }
            return nil
        }

        var isPositioned: Bool { minimum != nil || maximum != nil || middle != nil }
    }

    /// Where a view is along one axis.
    private struct Extent: Equatable { var origin: CGFloat, length: CGFloat }

    private enum Axis { case horizontal, vertical }

    /// A subview's ideal size for a proposal: its drawing's, measured by the layout placing it.
    typealias Measure = (_ index: Int, _ proposal: ProposedViewSize) -> CGSize

    /// Whether any of `superview`'s subviews is laid out by constraints.
    static func placesAnySubview(of superview: UIView) -> Bool {
        let installed = installed(on: [superview] + superview.subviews)
        return superview.subviews.contains {
            !$0.translatesAutoresizingMaskIntoConstraints && !constraints(placing: $0, in: installed).isEmpty
        }
    }

    /// The frames of `views`, subviews of `superview`, in a superview of `size`: a view laid out by
    /// its frame at its frame, the others where their constraints put them. Views are solved in turn,
    /// each once the siblings its constraints name are placed; a view's ideal length is taken only
    /// once no constraint of its still waits for a sibling (then for any left). Along an axis nothing
    /// fixes, a view keeps its frame, or fills the superview when that is empty.
    static func frames(of views: [UIView], in superview: UIView, size: CGSize, measure: Measure) -> [CGRect] {
        let installed = installed(on: [superview] + views)
        var x = [Extent?](repeating: nil, count: views.count), y = x
        for (index, view) in views.enumerated() where view.translatesAutoresizingMaskIntoConstraints {
            (x[index], y[index]) = frameExtents(of: view, in: size)
        }
        var known = Dictionary(uniqueKeysWithValues: views.indices.map { (ObjectIdentifier(views[$0]), (x[$0], y[$0])) })
        for waiting in [true, false] {
            var progressed = true
            while progressed {
                progressed = false
                for axis in [Axis.horizontal, .vertical] {
                    for index in views.indices where (axis == .horizontal ? x[index] : y[index]) == nil {
                        let extent = solve(axis, of: views[index], index, in: superview, constraints: installed, size: size, known: known,
                                           otherLength: axis == .horizontal ? y[index]?.length : x[index]?.length,
                                           waitingForSiblings: waiting, measure: measure)
                        guard let extent else { continue }
                        if axis == .horizontal { x[index] = extent } else { y[index] = extent }
                        known[ObjectIdentifier(views[index])] = (x[index], y[index])
                        progressed = true
                    }
                }
            }
        }
        return views.indices.map { index in
            let fallback = frameExtents(of: views[index], in: size)
            let width = x[index] ?? fallback.x, height = y[index] ?? fallback.y
            return CGRect(x: width.origin, y: height.origin, width: width.length, height: height.length)
        }
    }

    /// The size `superview` takes when offered none along an axis (Auto Layout's compressed fitting
    /// size): along each axis, the longest of its subviews tied to both its edges, with their
    /// insets; nil along an axis none is tied across.
    static func fittingSize(of superview: UIView, views: [UIView], measure: Measure) -> (width: CGFloat?, height: CGFloat?) {
        let installed = installed(on: [superview] + views)
        func fitting(_ axis: Axis) -> CGFloat? {
            var longest: CGFloat?
            for (index, view) in views.enumerated() where !view.translatesAutoresizingMaskIntoConstraints {
                let values = ties(of: view, to: superview, constraints: installed, along: axis)
                guard let minimum = values.minimum, let maximum = values.maximum else { continue }
                let ideal = measure(index, .unspecified)
                let needed = (values.length ?? (axis == .horizontal ? ideal.width : ideal.height)) + minimum - maximum
                longest = max(longest ?? 0, needed)
            }
            return longest
        }
        return (fitting(.horizontal), fitting(.vertical))
    }

    /// A view's frame along each axis, or the superview's whole extent where the frame is empty.
    private static func frameExtents(of view: UIView, in size: CGSize) -> (x: Extent, y: Extent) {
        let frame = view.frame
        return (frame.width > 0 ? Extent(origin: frame.minX, length: frame.width) : Extent(origin: 0, length: size.width),
                frame.height > 0 ? Extent(origin: frame.minY, length: frame.height) : Extent(origin: 0, length: size.height))
    }

    /// Where `view` is along `axis`, or nil while its constraints do not fix it (or, when
    /// `waitingForSiblings`, while one of them names a sibling not yet placed).
    private static func solve(_ axis: Axis, of view: UIView, _ index: Int, in superview: UIView, constraints installed: [NSLayoutConstraint],
                              size: CGSize, known: [ObjectIdentifier: (Extent?, Extent?)], otherLength: CGFloat?,
                              waitingForSiblings: Bool, measure: Measure) -> Extent? {
        var values = AxisValues()
        var waits = false
        var aspect: NSLayoutConstraint?
        for constraint in constraints(placing: view, in: installed) {
            if constraint.firstItem === view, constraint.secondItem === view {
                aspect = aspect ?? constraint
                continue
            }
            guard Self.axis(of: constraint.firstItem === view ? constraint.firstAttribute : constraint.secondAttribute) == axis else { continue }
            guard let (attribute, value) = equation(constraint, solvingFor: view, in: superview, size: size, known: known) else {
                waits = true
                continue
            }
            set(attribute, value, on: axis, in: &values)
        }
        if values.length == nil, let aspect, let otherLength {
            switch (axis, aspect.firstAttribute, aspect.secondAttribute) {
            case (.horizontal, .width, .height), (.vertical, .height, .width): values.length = aspect.multiplier * otherLength + aspect.constant
            default: break
            }
        }
        if let solved = values.solved() { return solved }
        guard values.isPositioned, !(waits && waitingForSiblings),
              values.length != nil || superview is UIScrollView || hasContentLength(view, axis) else { return nil }
        if values.length == nil {
            let ideal = measure(index, axis == .horizontal ? .unspecified : ProposedViewSize(width: otherLength, height: nil))
            values.length = axis == .horizontal ? ideal.width : ideal.height
        }
        return values.solved()
    }

    /// Whether `view` has a length of its own along `axis` that its drawing's ideal size gives: an
    /// intrinsic one (a label's text, an image view's image, a button's title, a control's), or the
    /// length its subviews tied to both its edges need. A plain view has none: constraints that only
    /// place it leave its length open.
    private static func hasContentLength(_ view: UIView, _ axis: Axis) -> Bool {
        let intrinsic = view.intrinsicContentSize
        if (axis == .horizontal ? intrinsic.width : intrinsic.height) != UIView.noIntrinsicMetric { return true }
        if view is UILabel || view is UIButton || view is UITextField || (view as? UIImageView)?.image != nil { return true }
        let installed = installed(on: [view] + view.subviews)
        return view.subviews.contains { subview in
            guard !subview.translatesAutoresizingMaskIntoConstraints else { return false }
            let values = ties(of: subview, to: view, constraints: installed, along: axis)
            return values.minimum != nil && values.maximum != nil
        }
    }

    /// What the constraints between `view` and its `superview` (of zero length) set along `axis`:
    /// the edges' values are then the insets from the superview's edges.
    private static func ties(of view: UIView, to superview: UIView, constraints installed: [NSLayoutConstraint],
                             along axis: Axis) -> AxisValues {
        var values = AxisValues()
        for constraint in constraints(placing: view, in: installed) {
            let other = constraint.firstItem === view ? constraint.secondItem : constraint.firstItem
            guard other === superview, let (attribute, value) = equation(constraint, solvingFor: view, in: superview, size: .zero, known: [:])
            else { continue }
            set(attribute, value, on: axis, in: &values)
        }
        return values
    }

    /// The axis an attribute lies along; nil for none.
    private static func axis(of attribute: NSLayoutConstraint.Attribute) -> Axis? {
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX, .width, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins: return .horizontal
        case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .notAnAttribute: return nil
        }
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

    /// The active `==` constraints installed on `items` (a superview and its subviews), highest
    /// priority first.
    private static func installed(on items: [UIView]) -> [NSLayoutConstraint] {
        items.flatMap(\.constraints).filter { $0.isActive && $0.relation == .equal }.sorted { $0.priority > $1.priority }
    }

    /// The constraints of `installed` that mention `view`, in their order.
    private static func constraints(placing view: UIView, in installed: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        installed.filter { $0.firstItem === view || $0.secondItem === view }
    }

    /// `constraint` solved for one attribute of `view`, when its other item is the superview, one of
    /// the superview's guides, a constant, or a sibling placed along the attribute's axis (`known`)
    /// or one of its guides.
    private static func equation(_ constraint: NSLayoutConstraint, solvingFor view: UIView, in superview: UIView,
                                 size: CGSize, known: [ObjectIdentifier: (Extent?, Extent?)]) -> (NSLayoutConstraint.Attribute, CGFloat)? {
        if constraint.firstItem === view {
            guard let other = constraint.secondItem else {
                return constraint.secondAttribute == .notAnAttribute ? (constraint.firstAttribute, constraint.constant) : nil
            }
            guard let value = value(of: constraint.secondAttribute, of: other, superview: superview, size: size, known: known)
            else { return nil }
            return (constraint.firstAttribute, constraint.multiplier * value + constraint.constant)
        }
        guard let other = constraint.firstItem, constraint.multiplier != 0,
              let value = value(of: constraint.firstAttribute, of: other, superview: superview, size: size, known: known)
        else { return nil }
        return (constraint.secondAttribute, (value - constraint.constant) / constraint.multiplier)
    }

    /// The value of `attribute` of `item` for a superview of `size`: the superview, one of its guides,
    /// or a sibling placed along the attribute's axis (`known`) or one of the sibling's guides.
    private static func value(of attribute: NSLayoutConstraint.Attribute, of item: AnyObject, superview: UIView,
                              size: CGSize, known: [ObjectIdentifier: (Extent?, Extent?)]) -> CGFloat? {
        let rect: CGRect?
        if item === superview, superview is UIScrollView {
            return contentValue(of: attribute, frameSize: size)
        } else if let guide = item as? UILayoutGuide, guide.kind == .scrollContent, guide.owningView === superview {
            return contentValue(of: attribute, frameSize: size)
        } else if item === superview {
            rect = isMargin(attribute) ? superview.layoutMarginsGuide.frame(inViewOfSize: size) : CGRect(origin: .zero, size: size)
        } else if let guide = item as? UILayoutGuide, guide.owningView === superview {
            rect = guide.frame(inViewOfSize: size)
        } else if let sibling = item as? UIView, let frame = placed(sibling, along: attribute, known: known) {
            rect = isMargin(attribute) ? frame.inset(by: sibling.layoutMargins) : frame
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView, let frame = placed(owner, along: attribute, known: known) {
            rect = guide.frame(inViewOfSize: frame.size)?.offsetBy(dx: frame.minX, dy: frame.minY)
        } else {
            rect = nil
        }
        return rect.flatMap { value(of: attribute, in: $0) }
    }

    /// A sibling's frame when it is placed along the axis of `attribute` (zero along the other
    /// axis while that is not known).
    private static func placed(_ sibling: UIView, along attribute: NSLayoutConstraint.Attribute,
                               known: [ObjectIdentifier: (Extent?, Extent?)]) -> CGRect? {
        guard let (x, y) = known[ObjectIdentifier(sibling)] else { return nil }
        switch axis(of: attribute) {
        case .horizontal: if x == nil { return nil }
        case .vertical: if y == nil { return nil }
        case nil: return nil
        }
        let width = x ?? Extent(origin: 0, length: 0), height = y ?? Extent(origin: 0, length: 0)
        return CGRect(x: width.origin, y: height.origin, width: width.length, height: height.length)
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

    /// Records that the subview's `attribute` along `axis` is `value`, unless a higher-priority
    /// constraint did.
    private static func set(_ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat, on axis: Axis, in values: inout AxisValues) {
        func keep(_ slot: inout CGFloat?) { if slot == nil { slot = value } }
        switch (axis, attribute) {
        case (.horizontal, .left), (.horizontal, .leading), (.vertical, .top), (.vertical, .firstBaseline): keep(&values.minimum)
        case (.horizontal, .right), (.horizontal, .trailing), (.vertical, .bottom), (.vertical, .lastBaseline): keep(&values.maximum)
        case (.horizontal, .centerX), (.vertical, .centerY): keep(&values.middle)
        case (.horizontal, .width), (.vertical, .height): keep(&values.length)
        default: break
        }
    }
}
