import MockupRaster

/// Where code scrolled a scroll view before the still is taken: to a view of its content with an
/// identity (`ScrollViewProxy.scrollTo(_:anchor:)`), to a view of its scroll target layout
/// (`scrollPosition(id:)`, `ScrollPosition(id:)`) or to a content offset (`ScrollPosition(point:)`).
/// The scroll view opens there, clamped to its content's ends (LAYOUT-SPEC §10.6).
struct ScrollRequest: Hashable, Sendable {
    enum Destination: Hashable, Sendable {
        /// The first view anywhere in the content whose `.id` reads as this text
        /// (`String(describing:)`, as `.id` records it), as `ScrollViewProxy` scans for it.
        case view(String)
        /// The view of the scroll target layout whose identity reads as this text: one of the direct
        /// children of the layout marked `scrollTargetLayout()` (without one, of the content's
        /// outermost layout), identified by its `ForEach` element or its `.id`. Views nested inside
        /// those children do not count, as SwiftUI looks for the scroll position's views in the
        /// scroll target layout only.
        case scrollTarget(String)
        /// A content offset: the content point at the visible region's top leading corner.
        case offset(Point)
        /// The whole content, its `anchor` point aligned with the visible region's
        /// (`defaultScrollAnchor`'s initial offset).
        case content
    }

    var destination: Destination
    /// The point of the view and of the visible region made to coincide; nil scrolls the least
    /// distance that shows the whole view.
    var anchor: UnitPoint?

    /// Scrolls to the first view in the content identified by `id`.
    init(id: some Hashable, anchor: UnitPoint?) {
        destination = .view(String(describing: id)); self.anchor = anchor
    }

    /// Scrolls to the view of the scroll target layout identified by `id`.
    init(scrollTargetID id: some Hashable, anchor: UnitPoint?) {
        destination = .scrollTarget(String(describing: id)); self.anchor = anchor
    }

    /// Scrolls to the content offset `point`.
    init(offset point: Point) { destination = .offset(point); anchor = nil }

    /// Rests with the content's `anchor` point at the same unit point of the visible region:
    /// `anchor × (content − visible length)` past the content's start, so `.top` opens at the start,
    /// `.bottom` at the end and `UnitPoint(x: 0.5, y: 0.3)` 30 % of the way.
    init(contentAnchor anchor: UnitPoint) { destination = .content; self.anchor = anchor }

    /// The identity of the view scrolled to, if any.
    var viewIdentifier: String? {
        switch destination {
        case .view(let identifier), .scrollTarget(let identifier): identifier
        case .offset, .content: nil
        }
    }

    /// The content offset on one axis that shows this target: `view` is the identified view's
    /// extent in the content (the content's own for `.content`; nil for an offset), `resting` the offset the scroll view rests at
    /// otherwise, `visible` the extent of the viewport not under bars. Not yet clamped.
    func offset(along axis: Axis, view: ClosedRange<Double>?, resting: Double, visible: ClosedRange<Double>) -> Double {
        guard let view else {
            guard case .offset(let point) = destination else { return resting }
            return axis == .horizontal ? point.x : point.y
        }
        let length = visible.upperBound - visible.lowerBound
        if let anchor {
            let unit = axis == .horizontal ? anchor.x : anchor.y
            return view.lowerBound + unit * (view.upperBound - view.lowerBound) - (visible.lowerBound + unit * length)
        }
        // The least scroll that shows the whole view (its start when it is longer than the region).
        if view.lowerBound < resting + visible.lowerBound { return view.lowerBound - visible.lowerBound }
        if view.upperBound > resting + visible.upperBound {
            return min(view.upperBound - visible.upperBound, view.lowerBound - visible.lowerBound)
        }
        return resting
    }
}
