import Foundation
import MockupUI

/// Where an animator is in its life: UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }

/// The point an animation finishes at.
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }

/// The kind of timing curve a `UITimingCurveProvider` describes.
public enum UITimingCurveType: Int, Sendable { case builtin, cubic, spring, composed }

/// An object that runs interruptible animations, as UIKit's `UIViewAnimating`.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that animations can be added to while it runs, as UIKit's `UIViewImplicitlyAnimating`
/// (its methods are optional in UIKit: the defaults here do nothing).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addAnimations(_ animation: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}

/// A timing curve for an animator: cubic, spring or both.
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve: a built-in curve or two control points.
public final class UICubicTimingParameters: UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The ease-in-out curve.
    public convenience init() { self.init(animationCurve: .easeInOut) }
    /// A built-in curve, with the control points of its CSS-equivalent Bézier (Mockup's choice:
    /// the values `CAMediaTimingFunction` documents for its named curves).
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        switch curve {
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }
    /// A custom curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }
}

/// A spring timing curve: by damping ratio, by mass/stiffness/damping, or by duration and bounce.
public final class UISpringTimingParameters: UITimingCurveProvider {
    public let initialVelocity: CGVector
    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// A critically damped spring.
    public init() { initialVelocity = .zero }
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) { initialVelocity = velocity }
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) { initialVelocity = velocity }
    /// A spring by perceptual duration and bounce (iOS 17).
    public init(duration: TimeInterval, bounce: CGFloat = 0, initialVelocity: CGVector = .zero) { self.initialVelocity = initialVelocity }
}

/// UIKit's interruptible animator. A still shows where the animations end: they run when the
/// animator becomes active (`startAnimation`, `pauseAnimation`, or setting `fractionComplete`, as in
/// UIKit) and at once when added to an active animator. Time does not pass, so an animator never
/// finishes on its own and its completions run only through `finishAnimation(at:)`; `isReversed`
/// and `fractionComplete` are held (the end state is drawn whatever they say).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    public let timingParameters: (any UITimingCurveProvider)?
    public let duration: TimeInterval
    public private(set) var delay: TimeInterval = 0
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var isInterruptible = true
    open var scrubsLinearly = true
    open var pausesOnCompletion = false
    public private(set) var state = UIViewAnimatingState.inactive
    public private(set) var isRunning = false
    open var isReversed = false
    open var fractionComplete: CGFloat = 0 {
        didSet { activate() }
    }

    private var pendingAnimations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
    }

    /// An animator with no duration and UIKit's default curve (NSObject's `init()`).
    public convenience init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animations.map { addAnimations($0) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        animations.map { addAnimations($0) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        animations.map { addAnimations($0) }
    }

    /// An animator already running `animations`.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters())
        animator.delay = delay
        animator.addAnimations(animations)
        completion.map { animator.addCompletion($0) }
        animator.startAnimation()
        return animator
    }

    /// Animations run when the animator becomes active, or at once when it is.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { animation() } else { pendingAnimations.append(animation) }
    }
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    open func startAnimation() {
        activate()
        isRunning = true
    }
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        startAnimation()
    }
    open func pauseAnimation() {
        activate()
        isRunning = false
    }
    /// Stops the animator where it is: `.inactive` without finishing, else `.stopped` until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
    }
    /// Ends a stopped animator: its completions run with `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        state = .inactive
        let finished = completions
        completions = []
        finished.forEach { $0(finalPosition) }
    }
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        startAnimation()
    }

    /// Makes the animator active, applying the animations added so far.
    private func activate() {
        guard state == .inactive else { return }
        state = .active
        let animations = pendingAnimations
        pendingAnimations = []
        animations.forEach { $0() }
    }
}
