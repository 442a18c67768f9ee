import Foundation

/// UIKit's responder, the base of views and view controllers. A render has no first responder:
/// becoming one is refused and resigning always succeeds.
@preconcurrency @MainActor
open class UIResponder: Hashable, CustomStringConvertible, CustomDebugStringConvertible, NSObjectProtocol {
    public init() {}

    // `NSObjectProtocol`, as UIKit's responders are `NSObject`s: a view or controller can be the
    // delegate of a protocol that refines it (`CLLocationManagerDelegate`,
    // `AVCaptureMetadataOutputObjectsDelegate`, `WKNavigationDelegate`, …).
    /// Whether `object` is this very responder.
    open nonisolated func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }
    open nonisolated var hash: Int { ObjectIdentifier(self).hashValue }
    public nonisolated func `self`() -> Self { self }
    public nonisolated func isProxy() -> Bool { false }

    /// Called on an object loaded from a nib or storyboard once its outlets are set (`NSObject`'s
    /// `UINibLoadingAdditions`): never, as a render loads no Interface Builder file. Overrides compile.
    open func awakeFromNib() {}
    /// Called on a view Interface Builder draws at design time: never in a render.
    open func prepareForInterfaceBuilder() {}

    /// The class and address, as `NSObject` describes an object (`<UIWindow: 0x6000…>`).
    open nonisolated var description: String {
        "<\(type(of: self)): 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))>"
    }
    open nonisolated var debugDescription: String { description }
    /// The class's name, as `NSObject`'s class method gives it (`UIWindow`; `App.CardView` for the code's own).
    open nonisolated class func description() -> String { objectiveCClassName(self) }

    /// Responders (views, controllers) are equal when they are the same object, as `NSObject`s are.
    public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The next responder in the chain (none in a render).
    open var next: UIResponder? { nil }
    open var isFirstResponder: Bool { false }
    open var canBecomeFirstResponder: Bool { false }
    open func becomeFirstResponder() -> Bool { false }
    open func resignFirstResponder() -> Bool { true }
    /// Whether the responder handles `action` (an edit menu's copy, paste, …): no edit menu shows in
    /// a render, and a plain responder handles none.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
    /// Reloads the input and accessory views of the first responder: nothing is one in a render.
    open func reloadInputViews() {}
    /// The keyboard's input mode while the responder is first responder (an emoji field overrides it
    /// to pick the emoji keyboard): the current mode unless a subclass picks another.
    open var textInputMode: UITextInputMode? { UITextInputMode.activeInputModes.first }
    /// The identifier under which UIKit remembers the responder's input mode: none unless a subclass gives one.
    open var textInputContextIdentifier: String? { nil }
    /// The key commands the responder offers; none unless a subclass lists some.
    open var keyCommands: [UIKeyCommand]? { nil }

    // Accessibility attributes (UIKit's informal `UIAccessibility` protocol on `NSObject`): held
    // for the code that sets and reads them; no assistive technology reads a render.
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits = UIAccessibilityTraits.none
    open var accessibilityIdentifier: String?
    open var accessibilityLanguage: String?
    open var accessibilityFrame = CGRect.zero
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityElements: [Any]?
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    open var accessibilityUserInputLabels: [String]?
    open var accessibilityRespondsToUserInteraction = true
    /// The label, hint and value with attributes (speech attributes, languages): each is its string
    /// counterpart, as UIKit keeps them in step; the attributes are not kept.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibilityLabel = newValue?.string }
    }
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibilityHint = newValue?.string }
    }
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibilityValue = newValue?.string }
    }

    /// Notified when VoiceOver's cursor lands on or leaves the element (UIKit's informal
    /// `UIAccessibilityFocus` protocol on `NSObject`); no assistive technology reads a render.
    open func accessibilityElementDidBecomeFocused() {}
    open func accessibilityElementDidLoseFocus() {}
    open func accessibilityElementIsFocused() -> Bool { false }

    // Focus (`UIFocusEnvironment` and `UIFocusItem`, which UIKit's views and view controllers adopt:
    // declared once here for both, so either can override them). Nothing holds focus in a render.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }
    open var canBecomeFocused: Bool { false }
    open var isFocused: Bool { false }
    open var focusGroupIdentifier: String?
    open func setNeedsFocusUpdate() {}
    open func updateFocusIfNeeded() {}
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    // Touch handling that subclasses override; a render delivers no touches.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // Press handling (remote buttons, hardware keys) that subclasses override; a render delivers no presses.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    // Motion handling (the shake gesture) that subclasses override; a render delivers no motion.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
}

/// A touch, motion or press event (UIKit's `UIEvent`); a render has none.
@preconcurrency @MainActor
open class UIEvent {
    /// The kind of event.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }
    open var type: EventType { .touches }
    /// What a motion or remote-control event is, at UIKit's raw values.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause = 101, remoteControlStop = 102
        case remoteControlTogglePlayPause = 103, remoteControlNextTrack = 104, remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106, remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108, remoteControlEndSeekingForward = 109
    }
    open var subtype: EventSubtype { .none }
    open var timestamp: TimeInterval { 0 }
    open var allTouches: Set<UITouch>? { nil }
    /// The event's touches in a window, a view or a recognizer: none, as a render has no event.
    open func touches(for window: UIWindow) -> Set<UITouch>? { nil }
    open func touches(for view: UIView) -> Set<UITouch>? { nil }
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? { nil }
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { nil }
    open func predictedTouches(for touch: UITouch) -> [UITouch]? { nil }
    public init() {}
}

/// A finger on the screen (UIKit's `UITouch`); a render has none.
@preconcurrency @MainActor
open class UITouch: Hashable {
    /// Where the touch is in its life.
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }
    /// What touches the screen: a finger, a remote's surface, Apple Pencil, a pointer.
    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }
    open var type: TouchType { .direct }
    open var phase: Phase { .began }
    open var tapCount: Int { 1 }
    open var view: UIView? { nil }
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
    public init() {}

    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The name Objective-C knows `type` by: a UIKit class its bare name (`UITapGestureRecognizer`), a
/// class of the code's own `Module.Name`, as Swift classes are named there.
nonisolated func objectiveCClassName(_ type: AnyClass) -> String {
    let qualified = String(reflecting: type)
    return qualified.hasPrefix("SwiftUI.") ? String(qualified.dropFirst("SwiftUI.".count)) : qualified
}
