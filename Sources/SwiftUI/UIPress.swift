import Foundation

/// A press of a physical button or a hardware keyboard's key (UIKit's `UIPress`); a render has
/// none, so the responder methods that take presses are never called.
@preconcurrency @MainActor
open class UIPress: Hashable {
    /// Where the press is in its life, at UIKit's raw values.
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
    /// The button pressed, at UIKit's raw values (UIPress.h).
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown = 31, tvRemoteOneTwoThree = 32, tvRemoteFour = 33
    }
    open var timestamp: TimeInterval { 0 }
    open var phase: Phase { .began }
    open var type: PressType { .select }
    open var window: UIWindow? { nil }
    open var responder: UIResponder? { nil }
    open var gestureRecognizers: [UIGestureRecognizer]? { nil }
    /// How hard the button is pressed, from 0 to 1 (0 for a digital one).
    open var force: CGFloat { 0 }
    /// The keyboard key pressed; nil for a remote's button.
    open var key: UIKey? { nil }
    public init() {}

    public nonisolated static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A hardware keyboard's key and the text it types (UIKit's `UIKey`).
@preconcurrency @MainActor
open class UIKey {
    /// The text the key types with its modifiers.
    open var characters: String { "" }
    /// The text the key types without modifiers (Return is "\r").
    open var charactersIgnoringModifiers: String { "" }
    open var modifierFlags: UIKeyModifierFlags { [] }
    /// The key's USB HID usage code.
    open var keyCode: UIKeyboardHIDUsage { UIKeyboardHIDUsage(rawValue: 0) }
    public init() {}
}

/// A key's USB HID usage code (UIKit's `UIKeyboardHIDUsage`), with the codes of the keys code
/// matches most (the HID Usage Tables' keyboard page).
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 0x58)
}

/// An event of presses (UIKit's `UIPressesEvent`); a render has none.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    open override var type: EventType { .presses }
    open var allPresses: Set<UIPress> { [] }
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
