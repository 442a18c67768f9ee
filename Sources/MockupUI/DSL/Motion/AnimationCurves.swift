import Foundation

// The rest of SwiftUI's `Animation` family. A still never animates, so each value only names itself.
extension Animation {
    /// A cubic Bézier timing curve with control points (c0x, c0y) and (c1x, c1y).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        Animation("timingCurve(\(c0x), \(c0y), \(c1x), \(c1y), \(duration))")
    }

    /// A timing curve from a `UnitCurve`.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation("timingCurve(\(curve.shape), \(duration))")
    }

    /// A spring from physical parameters.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(\(mass), \(stiffness), \(damping))")
    }

    /// A spring from a perceptual duration and bounce.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0,
                                           initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(duration: \(duration), bounce: \(bounce))")
    }

    /// The default interpolating spring.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// An interpolating spring described by a `Spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(\(spring))")
    }

    /// An interactive spring with explicit response and damping.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring(\(response), \(dampingFraction))")
    }

    /// An interactive spring from a perceptual duration and extra bounce.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        Animation("interactiveSpring(duration: \(duration), extraBounce: \(extraBounce))")
    }

    /// A spring described by a `Spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation("spring(\(spring))")
    }

    /// This animation, reported complete after `duration` (completion handlers never run in a still).
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation("\(description).logicallyComplete(after: \(duration))")
    }

    /// The same curve, without a delay, at its natural speed (iOS 17 `logicallyComplete` helpers).
    public func repeatCount(_ count: Int) -> Animation { repeatCount(count, autoreverses: true) }
}

extension View {
    /// Applies the modifiers `body` adds to this view under `animation` (iOS 17); a still draws the
    /// modified view.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(placeholder())
    }

    /// Applies the modifiers `body` adds to this view under a transaction (iOS 17); a still draws
    /// the modified view.
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                     @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(placeholder())
    }
}

/// A spring's shape (iOS 17), described by duration and bounce.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    public var duration: TimeInterval
    public var bounce: Double
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) { self.duration = duration; self.bounce = bounce }
    /// A spring of `response` seconds (its undamped period) and `dampingRatio` (1 critically damped,
    /// above 1 overdamped: a negative bounce, the inverse of `dampingRatio`'s reading).
    public init(response: Double, dampingRatio: Double) {
        self.init(duration: response, bounce: dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1)
    }
    /// A spring from its physical parameters, scaled to a unit mass; a damping ratio above 1 is
    /// kept only when `allowOverDamping`.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let response = 2 * Double.pi / (stiffness / mass).squareRoot()
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        self.init(response: response, dampingRatio: allowOverDamping ? ratio : min(ratio, 1))
    }
    /// A spring that settles within `settlingDuration` to within `epsilon` of its target.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // An underdamped spring's envelope decays as e^(−ζω·t): it is within ε after ln(1/ε)/(ζω).
        let omega = log(1 / epsilon) / (max(dampingRatio, 1e-6) * settlingDuration)
        self.init(response: 2 * Double.pi / omega, dampingRatio: dampingRatio)
    }

    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// The perceptual duration (Apple's name for it in the response/damping model).
    public var response: Double { duration }
    /// The damping ratio: 1 − bounce, or 1 / (1 + bounce) for a negative (overdamped) bounce.
    public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }
    /// The mass (always 1: the other parameters are scaled to it).
    public var mass: Double { 1 }
    /// The spring stiffness for a unit mass: (2π / response)².
    public var stiffness: Double { pow(2 * Double.pi / response, 2) }
    /// The damping for a unit mass: 4π · dampingRatio / response.
    public var damping: Double { 4 * Double.pi * dampingRatio / response }
    public var description: String { "Spring(duration: \(duration), bounce: \(bounce))" }
}

/// When a `withAnimation` completion counts as done (iOS 17).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` at once, then `completion` (no animation runs in a still, so it is complete at once);
/// as `withAnimation(_:_:)`, the changes of an animation that repeats forever are shown at its start.
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try RepeatingAnimationStart.run(animation, body)
    completion()
    return result
}

/// Runs `body` at once with `transaction` (its animation is not played).
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    /// Animates every change of this view (the deprecated form without `value:`); a still shows the
    /// current state.
    public func animation(_ animation: Animation?) -> some View { self }

    /// Changes the transaction of state changes below (their animation); no effect on a still.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// Whether scrolling and other containers animate their content; no effect on a still.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

extension AnyTransition {
    /// The view enters from `edge` and leaves towards the opposite one, fading.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push(\(edge))") }

    /// A transition between two states of a modifier (the identity one is what a still shows).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(name: "modifier")
    }
}
