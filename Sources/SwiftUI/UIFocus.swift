import Foundation

/// Something focus can be in or move through (UIKit's `UIFocusEnvironment`): views and view
/// controllers. Nothing holds focus in a render (no keyboard, remote or pointer drives it), so no
/// update ever happens and the overridable members (`UIResponder`) keep their defaults.
@preconcurrency @MainActor
public protocol UIFocusEnvironment: AnyObject {
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    func setNeedsFocusUpdate()
    func updateFocusIfNeeded()
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
}

/// An element that can be focused (UIKit's `UIFocusItem`).
@preconcurrency @MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    var canBecomeFocused: Bool { get }
    var isFocused: Bool { get }
}

extension UIView: UIFocusItem {}
extension UIViewController: UIFocusEnvironment {}

/// A direction focus moves in.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
    public static let first = UIFocusHeading(rawValue: 1 << 8)
    public static let last = UIFocusHeading(rawValue: 1 << 9)
}

/// What a focus update moves from and to (UIKit's `UIFocusUpdateContext`); a render makes none.
@preconcurrency @MainActor
open class UIFocusUpdateContext {
    open var previouslyFocusedItem: (any UIFocusItem)? { nil }
    open var nextFocusedItem: (any UIFocusItem)? { nil }
    open var previouslyFocusedView: UIView? { nil }
    open var nextFocusedView: UIView? { nil }
    open var focusHeading: UIFocusHeading { [] }
    public init() {}
}

/// Runs animations alongside a focus update (UIKit's `UIFocusAnimationCoordinator`): with no update,
/// each animation runs at once and its completion follows, as a finished animation's would.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator {
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
    open func addCoordinatedFocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        animations?(ImmediateFocusAnimation())
        completion?()
    }
    open func addCoordinatedUnfocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        animations?(ImmediateFocusAnimation())
        completion?()
    }
    public init() {}
}

/// How long a coordinated focus animation lasts (UIKit's `UIFocusAnimationContext`).
public protocol UIFocusAnimationContext {
    var duration: TimeInterval { get }
}

/// The context of an animation run at once.
private struct ImmediateFocusAnimation: UIFocusAnimationContext {
    var duration: TimeInterval { 0 }
}
