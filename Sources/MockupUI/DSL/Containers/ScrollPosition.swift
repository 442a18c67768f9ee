import MockupRaster
import Foundation

/// Where a scroll view is scrolled, as SwiftUI's `ScrollPosition` (iOS 18): an edge, a point, or
/// the view with an identity in its scroll target layout; bound with `scrollPosition(_:anchor:)`.
///
/// A still shows the scroll view at rest at its initial position: an edge (`.bottom` and `.trailing`
/// open the content at its end, as `defaultScrollAnchor(_:for: .initialOffset)` does), a point (the
/// content offset) or the view with an identity (`ScrollRequest`).
public struct ScrollPosition {
    /// The edge the scroll view is positioned at, if configured so.
    public private(set) var edge: Edge?
    /// The offset the scroll view is positioned at, if configured so.
    public private(set) var point: CGPoint?
    /// The identity of the view the scroll view is positioned at, if configured so.
    public private(set) var viewID: (any Hashable & Sendable)?
    /// Where the identified view sits in the scroll view (`scrollTo(id:anchor:)`).
    private(set) var viewAnchor: UnitPoint?
    private var positionedByUser = false

    /// An automatic position (the scroll view's own initial offset). `idType` is the type of the
    /// identities of the views in the scroll target layout.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {}

    /// A position at `edge`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) { self.edge = edge }

    /// A position at the content offset `point`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) { self.point = point }

    /// A position at the content offset (`x`, `y`).
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {
        point = CGPoint(x: x, y: y)
    }

    /// A position at the horizontal content offset `x`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) { point = CGPoint(x: x, y: 0) }

    /// A position at the vertical content offset `y`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) { point = CGPoint(x: 0, y: y) }

    /// A position at the view identified by `id` in the scroll target layout.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        viewID = id; viewAnchor = anchor
    }

    /// Whether the user positioned the scroll view; setting it true clears the edge and point.
    public var isPositionedByUser: Bool {
        get { positionedByUser }
        set {
            positionedByUser = newValue
            if newValue { edge = nil; point = nil }
        }
    }

    /// The identity of the positioned view when it is of type `T`.
    public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? { viewID as? T }

    /// Scrolls to the view identified by `id`.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self = ScrollPosition(id: id, anchor: anchor)
    }

    /// Scrolls to `edge`.
    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }

    /// Scrolls to the content offset `point`.
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }

    /// Scrolls to the content offset (`x`, `y`).
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { scrollTo(point: CGPoint(x: x, y: y)) }

    /// Scrolls horizontally to `x` (the other coordinate at its start).
    public mutating func scrollTo(x: CGFloat) { scrollTo(point: CGPoint(x: x, y: 0)) }

    /// Scrolls vertically to `y` (the other coordinate at its start).
    public mutating func scrollTo(y: CGFloat) { scrollTo(point: CGPoint(x: 0, y: y)) }

    /// Where a scroll view at this position opens, for a point or a view; nil for an edge or none.
    /// A view's anchor is this position's, else the modifier's, else its top leading corner.
    func target(anchor: UnitPoint?) -> ScrollRequest? {
        if let viewID { return ScrollRequest(scrollTargetID: viewID, anchor: viewAnchor ?? anchor ?? .topLeading) }
        return point.map { ScrollRequest(offset: Point($0.x, $0.y)) }
    }
}

extension ScrollPosition: Equatable {
    public static func == (a: ScrollPosition, b: ScrollPosition) -> Bool {
        a.edge == b.edge && a.point == b.point && a.viewAnchor == b.viewAnchor
            && a.positionedByUser == b.positionedByUser
            && a.viewID.map { AnyHashable($0) } == b.viewID.map { AnyHashable($0) }
    }
}

/// The part a scroll anchor plays, as SwiftUI's `ScrollAnchorRole` (iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
    let name: String
    /// Where the scroll view is initially scrolled.
    public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
    /// How the offset follows content or container size changes (none in a still).
    public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
    /// Where content smaller than the scroll view sits.
    public static let alignment = ScrollAnchorRole(name: "alignment")
}

extension View {
    /// Binds the scroll position of the scroll views in this view (iOS 18): they open at its edge,
    /// point or view (with `anchor` of the visible region at the view's, its top leading corner
    /// without one).
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        let position = position.wrappedValue
        let edgeAnchor: UnitPoint? = switch position.edge {
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case nil: nil
        }
        let target = position.target(anchor: anchor)
        return controlEnvironment { controls in
            if let edgeAnchor { controls.scrollInitialAnchor = edgeAnchor }
            if let target { controls.scrollRequest = target }
        }
    }

    /// Where scroll views in this view rest for `role` (iOS 18): `.initialOffset` where they open
    /// (`.bottom` at the end of their content), `.alignment` where content smaller than them sits.
    /// `.sizeChanges` changes nothing in a still.
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        controlEnvironment { controls in
            switch role {
            case .initialOffset: controls.scrollInitialAnchor = anchor
            case .alignment: controls.scrollAlignmentAnchor = anchor
            default: break
            }
        }
    }
}
