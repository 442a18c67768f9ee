import Foundation
import MockupUI

/// An Objective-C method name, as UIKit's target-action API takes it (`Selector("handlePan:")`).
/// Linux has no Objective-C runtime, so `#selector(...)` itself cannot compile; a render calls no
/// action either way.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
}

/// UIKit's gesture recognizer, for the recognizers apps attach to UIKit views and return from a
/// `UIGestureRecognizerRepresentable`. A render delivers no touches: a recognizer stays in
/// `.possible`, and its actions and delegate are never called.
@preconcurrency @MainActor
open class UIGestureRecognizer: Hashable {
    /// Where a recognizer is in recognising its gesture.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture's recognised state (the same as `.ended`).
        public static let recognized = State.ended
    }

    open var state = State.possible
    open weak var delegate: UIGestureRecognizerDelegate?
    open var isEnabled = true
    open internal(set) weak var view: UIView?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    /// The touch kinds the recognizer takes (`UITouch.TouchType` raw values): all four by default.
    open var allowedTouchTypes: [NSNumber] = [UITouch.TouchType.direct, .indirect, .pencil, .indirectPointer].map { NSNumber(value: $0.rawValue) }
    /// The press kinds (`UIPress.PressType` raw values) a recognizer on the Apple TV remote takes.
    open var allowedPressTypes: [NSNumber] = []
    open var name: String?
    open var numberOfTouches: Int { 0 }

    public init(target: Any?, action: Selector?) {}
    public convenience init() { self.init(target: nil, action: nil) }

    open func addTarget(_ target: Any, action: Selector) {}
    open func removeTarget(_ target: Any?, action: Selector?) {}
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
    /// Where the gesture is, in `view`'s coordinates: nowhere in a render.
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // What a subclass overrides (UIKit's `UIGestureRecognizerSubclass`): never called, as no touch arrives.
    open func reset() {}
    open func ignore(_ touch: UITouch, for event: UIEvent) {}
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// The class's name, as `NSObject`'s class method gives it (`UIPanGestureRecognizer`).
    open nonisolated class func description() -> String { objectiveCClassName(self) }

    /// Recognizers are equal when they are the same object, as `NSObject`s are.
    public nonisolated static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What a gesture recognizer asks its delegate; every method is optional.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

/// A drag (UIKit's `UIPanGestureRecognizer`).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// The scroll events (trackpad, mouse wheel) that also pan: none by default, as in UIKit.
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    private var translation = CGPoint.zero
    /// How far the drag has moved, in `view`'s coordinates (zero until one is set).
    open func translation(in view: UIView?) -> CGPoint { translation }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    /// The drag's velocity in points per second: at rest in a render.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A drag from a screen edge (UIKit's `UIScreenEdgePanGestureRecognizer`).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

/// Taps (UIKit's `UITapGestureRecognizer`).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// A press held down (UIKit's `UILongPressGestureRecognizer`).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
    open var allowableMovement: CGFloat = 10
}

/// A two-finger pinch (UIKit's `UIPinchGestureRecognizer`).
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

/// A two-finger rotation (UIKit's `UIRotationGestureRecognizer`).
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}

/// A swipe (UIKit's `UISwipeGestureRecognizer`).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1), left = Direction(rawValue: 2)
        public static let up = Direction(rawValue: 4), down = Direction(rawValue: 8)
    }
    open var direction = Direction.right
    open var numberOfTouchesRequired = 1
}

/// Screen or view edges, as UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1), left = UIRectEdge(rawValue: 2)
    public static let bottom = UIRectEdge(rawValue: 4), right = UIRectEdge(rawValue: 8)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

extension UIView {
    /// Attaches `gestureRecognizer` to the view (its `view` becomes this view).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view = self
        attachedGestureRecognizers.append(gestureRecognizer)
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// The recognizers attached to the view.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            attachedGestureRecognizers.forEach { removeGestureRecognizer($0) }
            newValue?.forEach { addGestureRecognizer($0) }
        }
    }
}

/// Kinds of scroll event (UIKit's `UIScrollTypeMask`, iOS 13.4): discrete (a mouse wheel) and
/// continuous (a trackpad).
public struct UIScrollTypeMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
