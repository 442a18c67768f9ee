import Foundation

/// UIKit's responder, the base of views and view controllers. A render has no first responder:
/// becoming one is refused and resigning always succeeds.
@preconcurrency @MainActor
open class UIResponder {
    public init() {}

    /// The next responder in the chain (none in a render).
    open var next: UIResponder? { nil }
    open var isFirstResponder: Bool { false }
    open var canBecomeFirstResponder: Bool { false }
    open func becomeFirstResponder() -> Bool { false }
    open func resignFirstResponder() -> Bool { true }
}
