import Foundation
import MockupUI

// Core Animation's explicit animations, timing functions, transactions and display link. A still
// shows each layer's own (model) values: animations are kept on their layer and never run, their
// delegates are never told they started or stopped, and a display link never fires.

/// Core Foundation's time interval, in seconds.
public typealias CFTimeInterval = Double

/// The current media time in seconds: 0, the render's fixed moment (Mockup's choice: a still has no clock).
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

/// An animation of a layer: timing, repetition and what happens around it.
open class CAAnimation {
    public required init() {}
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var timeOffset: CFTimeInterval = 0
    open var speed: Float = 1
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    open var timingFunction: CAMediaTimingFunction?
    open var isRemovedOnCompletion = true
    /// Told when the animation starts and stops: never, in a still.
    open var delegate: CAAnimationDelegate?
    open var isAdditive = false
    open var isCumulative = false

    /// An animation with the defaults.
    open class func animation() -> Self { self.init() }
}

/// Told when an animation starts and stops (both optional).
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ animation: CAAnimation)
    func animationDidStop(_ animation: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ animation: CAAnimation) {}
    public func animationDidStop(_ animation: CAAnimation, finished flag: Bool) {}
}

/// An animation of one of a layer's properties, named by its key path (`"strokeEnd"`, `"transform.scale"`).
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?

    public convenience init(keyPath: String?) {
        self.init()
        self.keyPath = keyPath
    }
}

/// An animation from one value to another.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// An animation through a list of values (or along a path).
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var path: CGPath?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var rotationMode: CAAnimationRotationMode?
}

/// A spring's animation of a property.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    open var allowsOverdamping = false

    /// The time the spring takes to come to rest (within 0.1 % of its travel), from its mass,
    /// stiffness, damping and initial velocity.
    open var settlingDuration: CFTimeInterval {
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        guard omega > 0 else { return 0 }
        // The envelope e^(-ζωt) of the motion falls to 0.001 at t = ln(1000) / (ζω) (under-damped);
        // critically and over-damped springs settle at their slowest rate ω(ζ - √(ζ² - 1)).
        let rate = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        return rate > 0 ? Double(log(1000) / rate) : .infinity
    }

    /// A spring that settles in about `perceptualDuration` seconds with `bounce` (iOS 17): mass 1,
    /// stiffness (2π / duration)², damping from the bounce as SwiftUI's `Spring(duration:bounce:)`.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = Spring(duration: perceptualDuration, bounce: Double(bounce))
        mass = CGFloat(spring.mass)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
    }
}

/// Animations run together.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

/// A transition between a layer's states (fade, push, move in, reveal).
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
}

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moved along a path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// What a transition does.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a transition comes from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// Whether an animation's values hold before it starts and after it ends.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// An animation's pace: a cubic Bézier from (0, 0) to (1, 1) through two control points.
public final class CAMediaTimingFunction: @unchecked Sendable {
    private let points: (Float, Float, Float, Float)

    /// A custom curve through (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = (c1x, c1y, c2x, c2y)
    }

    /// A named curve, with the control points Apple documents for it (CAMediaTimingFunction,
    /// "Predefined Timing Functions").
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Control point `index` (0 is the start, 1 and 2 the control points, 3 the end) into `values`.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let all: [(Float, Float)] = [(0, 0), (points.0, points.1), (points.2, points.3), (1, 1)]
        let point = all[max(0, min(index, 3))]
        values[0] = point.0
        values[1] = point.1
    }
}

/// The named timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// Groups layer changes. Values set inside one apply at once (nothing animates in a still), so its
/// settings are accepted and not kept: the getters answer Core Animation's defaults (0.25 s, no
/// timing function, actions enabled). A completion block waits for the transaction's animations,
/// which never run, so it is not called.
public enum CATransaction {
    public static func begin() {}
    public static func commit() {}
    public static func flush() {}
    public static func lock() {}
    public static func unlock() {}
    public static func setAnimationDuration(_ duration: CFTimeInterval) {}
    public static func animationDuration() -> CFTimeInterval { 0.25 }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
    public static func animationTimingFunction() -> CAMediaTimingFunction? { nil }
    public static func setDisableActions(_ flag: Bool) {}
    public static func disableActions() -> Bool { false }
    public static func setCompletionBlock(_ block: (() -> Void)?) {}
    public static func completionBlock() -> (() -> Void)? { nil }
}

/// A timer in step with the display's refresh. It never fires in a still. Like Core Animation's,
/// it is not bound to the main actor: a player's non-isolated code makes and invalidates one.
public final class CADisplayLink: NSObject {
    public init(target: Any, selector: Selector) {}
    public var isPaused = false
    public var timestamp: CFTimeInterval { 0 }
    public var targetTimestamp: CFTimeInterval { 0 }
    /// One frame at the display's 120 Hz (`UIScreen.maximumFramesPerSecond`).
    public var duration: CFTimeInterval { 1.0 / 120 }
    public var preferredFramesPerSecond = 0
    public var preferredFrameRateRange = CAFrameRateRange.default
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {}
    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {}
    public func invalidate() {}
}

/// The frame rates a display link asks for.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
    /// The system's choice (all zero, as Core Animation's `.default`).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

extension CAAnimation: CAAction {
    /// Adds the animation to the layer for `event`, as Core Animation runs an animation action.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}
