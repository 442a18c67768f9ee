import Foundation

// Custom animations (iOS 17): a type that computes an animated value over time, wrapped in an
// `Animation`. A still never animates, so the protocol's methods are never called by a render;
// the types exist so code that declares its own animations compiles and renders its views at rest.

/// An animation of your own, as SwiftUI's `CustomAnimation`.
public protocol CustomAnimation: Hashable {
    /// The value at `time` seconds into the animation, or nil when it has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// The velocity at `time`, for merging into a following animation.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Whether a new animation of the same value takes this one over.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool { false }
}

/// What a custom animation knows while it runs: its own state and the environment.
public struct AnimationContext<Value: VectorArithmetic> {
    /// Values the animation keeps between frames.
    public var state: AnimationState<Value>
    /// Set by the animation once the value is close enough to its end for completions to run.
    public var isLogicallyComplete: Bool
    /// The environment of the view being animated.
    public let environment: EnvironmentValues

    public init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false,
                environment: EnvironmentValues = EnvironmentValues()) {
        self.state = state; self.isLogicallyComplete = isLogicallyComplete; self.environment = environment
    }

    /// This context with another state (for animating a different value type).
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: environment)
    }
}

/// Values a custom animation keeps between frames, by key.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]
    public init() {}
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value in an `AnimationState`.
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension Animation {
    /// An animation driven by a custom animation.
    public init<A: CustomAnimation>(_ base: A) { self.init("custom(\(A.self))") }
}
