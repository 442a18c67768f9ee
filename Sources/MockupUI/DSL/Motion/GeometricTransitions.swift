import Foundation

// The iOS 17 `Transition` values for moving, offsetting, scaling and sliding, their asymmetric
// and combined forms. Each draws its view unchanged in the `.identity` phase, which is what a
// still shows; off-screen phases move it `Edge.offscreenDistance` away, as `PushTransition` does.

/// Moves the view in from and out to `edge`.
public struct MoveTransition: Transition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(edge.outward(by: phase.isIdentity ? 0 : Edge.offscreenDistance))
    }
}

/// Offsets the view by `offset` while it enters and leaves.
public struct OffsetTransition: Transition {
    public var offset: CGSize
    public init(_ offset: CGSize) { self.offset = offset }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// Scales the view from `scale` about `anchor` while it enters and leaves.
public struct ScaleTransition: Transition {
    public var scale: Double
    public var anchor: UnitPoint
    public init(_ scale: Double, anchor: UnitPoint = .center) { self.scale = scale; self.anchor = anchor }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}

/// Slides the view in from the leading edge and out at the trailing edge.
public struct SlideTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(x: phase.value * Edge.offscreenDistance)
    }
}

/// One transition for insertion and another for removal; on screen, the insertion's identity.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    public var insertion: Insertion
    public var removal: Removal
    public init(insertion: Insertion, removal: Removal) { self.insertion = insertion; self.removal = removal }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        switch phase {
        case .didDisappear: AnyView(removal.body(content: content.placeholder(as: Removal.self), phase: phase))
        default: AnyView(insertion.body(content: content.placeholder(as: Insertion.self), phase: phase))
        }
    }
}

/// Two transitions applied together (`combined(with:)`).
public struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second
    public func body(content: Content, phase: TransitionPhase) -> some View {
        second.body(content: first.body(content: content.placeholder(as: First.self), phase: phase).placeholder(as: Second.self),
                    phase: phase)
    }
}

extension Transition {
    /// This transition and `other` together.
    public func combined<T: Transition>(with other: T) -> CombinedTransition<Self, T> {
        CombinedTransition(first: self, second: other)
    }
    /// This transition with its own animation (nothing animates in a still).
    public func animation(_ animation: Animation?) -> Self { self }
}

extension Transition where Self == MoveTransition {
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}

extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { ScaleTransition(0) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == SlideTransition {
    public static var slide: SlideTransition { SlideTransition() }
}

extension Edge {
    /// How far off-screen phases move a view: a full screen length (a still never shows them).
    static let offscreenDistance: CGFloat = 1000

    /// An offset of `length` points out through this edge (negative: in from it).
    func outward(by length: CGFloat) -> CGSize {
        switch self {
        case .leading: CGSize(width: -length, height: 0)
        case .trailing: CGSize(width: length, height: 0)
        case .top: CGSize(width: 0, height: -length)
        case .bottom: CGSize(width: 0, height: length)
        }
    }
}
