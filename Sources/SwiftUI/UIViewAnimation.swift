import Foundation
import MockupUI

/// UIKit's block animations. A still shows where an animation ends: the `animations` closure runs
/// at once (UIKit also applies its changes to the views at once and animates only what is shown),
/// and `completion` never runs, as time does not pass in a render (a completion that starts the
/// next animation would otherwise loop).
extension UIView {
    /// How a block animation runs: its timing curve, repetition and transition.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// How a keyframe animation runs and interpolates between its keyframes.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// A timing curve.
    public enum AnimationCurve: Int, Sendable { case easeInOut, easeIn, easeOut, linear }

    /// A system-provided animation (`perform(_:on:options:animations:completion:)`).
    public enum SystemAnimation: UInt, Sendable { case delete }

    /// Whether animations are enabled (`setAnimationsEnabled(_:)`); a render draws the end state either way.
    public private(set) static var areAnimationsEnabled = true
    public static func setAnimationsEnabled(_ enabled: Bool) { areAnimationsEnabled = enabled }
    /// The duration of the animation the current code runs inside: none, in a render.
    public static var inheritedAnimationDuration: TimeInterval { 0 }

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animations()
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// A spring animation by damping ratio (0...1) and initial velocity.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animations()
    }

    /// A spring animation by duration and bounce (iOS 17), as SwiftUI's `.spring(duration:bounce:)`.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
                              delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animations()
    }

    /// A keyframe animation: `animations` adds the keyframes (`addKeyframe`), which run in order.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        animations()
    }

    /// One keyframe of `animateKeyframes`; its changes apply at once, so the last keyframe's values show.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        animations()
    }

    /// A transition of `view`'s content (a flip, a cross-dissolve): the changes apply at once.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
    }

    /// A transition from one view to another: `toView` takes `fromView`'s place in its superview, or,
    /// with `.showHideTransitionViews`, `fromView` is hidden and `toView` shown.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview, let index = superview.subviews.firstIndex(where: { $0 === fromView }) {
            superview.insertSubview(toView, at: index)
            fromView.removeFromSuperview()
        }
    }

    /// A system animation of `views` together with `parallelAnimations`: `.delete` hides the views,
    /// as they are when the animation ends.
    public class func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                              animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        views.forEach { $0.isHidden = true }
        parallelAnimations?()
    }

    /// Runs `actionsWithoutAnimation` without animating.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }

    /// Runs `animations` with a repeat count and autoreverse inside an enclosing animation.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        animations()
    }
}
