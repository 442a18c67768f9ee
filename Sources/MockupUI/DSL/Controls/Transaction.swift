/// The context of a state change (its animation), as SwiftUI's `Transaction`; a still has none,
/// so it is accepted for APIs that take one (`AsyncImage(url:transaction:content:)`,
/// `Binding.transaction(_:)`) and its values are only carried along.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    /// Whether the change is part of a continuous interaction (a drag).
    public var isContinuous = false
    /// Whether the animation should follow the velocity of the previous one.
    public var tracksVelocity = false
    /// Where a `scrollPosition` change lands in the viewport.
    public var scrollTargetAnchor: UnitPoint?
    /// Whether a `scrollPosition` change keeps the scroll view's velocity (iOS 18).
    public var scrollPositionUpdatePreservesVelocity = false
    /// How a presentation dismissed by this change is allowed to go.
    public var dismissBehavior = DismissBehavior.interactive
    private var custom: [ObjectIdentifier: Any] = [:]

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// A custom value of the transaction.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// Runs `completion` when the animation completes; a still never animates, so it never runs.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {}
}

/// A key for a custom value carried by a `Transaction`.
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// How a dismissal may proceed (`Transaction.dismissBehavior`).
public struct DismissBehavior: Hashable, Sendable {
    let name: String
    /// The dismissal can be interrupted (a sheet asks before discarding edits).
    public static let interactive = DismissBehavior(name: "interactive")
    /// The dismissal happens without asking.
    public static let destructive = DismissBehavior(name: "destructive")
}
