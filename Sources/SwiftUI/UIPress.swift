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
    open var keyCode: UIKeyboardHIDUsage { .keyboardErrorUndefined }
    public init() {}
}

/// A key's USB HID usage code (UIKit's `UIKeyboardHIDUsage`): every key of the HID Usage Tables'
/// keyboard/keypad page (0x07), at its usage ID, named as UIKit names it.
public enum UIKeyboardHIDUsage: Int, Hashable, Sendable, CaseIterable {
    case keyboardErrorRollOver = 0x01
    case keyboardPOSTFail = 0x02
    case keyboardErrorUndefined = 0x03
    case keyboardA = 0x04
    case keyboardB = 0x05
    case keyboardC = 0x06
    case keyboardD = 0x07
    case keyboardE = 0x08
    case keyboardF = 0x09
    case keyboardG = 0x0A
    case keyboardH = 0x0B
    case keyboardI = 0x0C
    case keyboardJ = 0x0D
    case keyboardK = 0x0E
    case keyboardL = 0x0F
    case keyboardM = 0x10
    case keyboardN = 0x11
    case keyboardO = 0x12
    case keyboardP = 0x13
    case keyboardQ = 0x14
    case keyboardR = 0x15
    case keyboardS = 0x16
    case keyboardT = 0x17
    case keyboardU = 0x18
    case keyboardV = 0x19
    case keyboardW = 0x1A
    case keyboardX = 0x1B
    case keyboardY = 0x1C
    case keyboardZ = 0x1D
    case keyboard1 = 0x1E
    case keyboard2 = 0x1F
    case keyboard3 = 0x20
    case keyboard4 = 0x21
    case keyboard5 = 0x22
    case keyboard6 = 0x23
    case keyboard7 = 0x24
    case keyboard8 = 0x25
    case keyboard9 = 0x26
    case keyboard0 = 0x27
    case keyboardReturnOrEnter = 0x28
    case keyboardEscape = 0x29
    case keyboardDeleteOrBackspace = 0x2A
    case keyboardTab = 0x2B
    case keyboardSpacebar = 0x2C
    case keyboardHyphen = 0x2D
    case keyboardEqualSign = 0x2E
    case keyboardOpenBracket = 0x2F
    case keyboardCloseBracket = 0x30
    case keyboardBackslash = 0x31
    case keyboardNonUSPound = 0x32
    case keyboardSemicolon = 0x33
    case keyboardQuote = 0x34
    case keyboardGraveAccentAndTilde = 0x35
    case keyboardComma = 0x36
    case keyboardPeriod = 0x37
    case keyboardSlash = 0x38
    case keyboardCapsLock = 0x39
    case keyboardF1 = 0x3A
    case keyboardF2 = 0x3B
    case keyboardF3 = 0x3C
    case keyboardF4 = 0x3D
    case keyboardF5 = 0x3E
    case keyboardF6 = 0x3F
    case keyboardF7 = 0x40
    case keyboardF8 = 0x41
    case keyboardF9 = 0x42
    case keyboardF10 = 0x43
    case keyboardF11 = 0x44
    case keyboardF12 = 0x45
    case keyboardPrintScreen = 0x46
    case keyboardScrollLock = 0x47
    case keyboardPause = 0x48
    case keyboardInsert = 0x49
    case keyboardHome = 0x4A
    case keyboardPageUp = 0x4B
    case keyboardDeleteForward = 0x4C
    case keyboardEnd = 0x4D
    case keyboardPageDown = 0x4E
    case keyboardRightArrow = 0x4F
    case keyboardLeftArrow = 0x50
    case keyboardDownArrow = 0x51
    case keyboardUpArrow = 0x52
    case keypadNumLock = 0x53
    case keypadSlash = 0x54
    case keypadAsterisk = 0x55
    case keypadHyphen = 0x56
    case keypadPlus = 0x57
    case keypadEnter = 0x58
    case keypad1 = 0x59
    case keypad2 = 0x5A
    case keypad3 = 0x5B
    case keypad4 = 0x5C
    case keypad5 = 0x5D
    case keypad6 = 0x5E
    case keypad7 = 0x5F
    case keypad8 = 0x60
    case keypad9 = 0x61
    case keypad0 = 0x62
    case keypadPeriod = 0x63
    case keyboardNonUSBackslash = 0x64
    case keyboardApplication = 0x65
    case keyboardPower = 0x66
    case keypadEqualSign = 0x67
    case keyboardF13 = 0x68
    case keyboardF14 = 0x69
    case keyboardF15 = 0x6A
    case keyboardF16 = 0x6B
    case keyboardF17 = 0x6C
    case keyboardF18 = 0x6D
    case keyboardF19 = 0x6E
    case keyboardF20 = 0x6F
    case keyboardF21 = 0x70
    case keyboardF22 = 0x71
    case keyboardF23 = 0x72
    case keyboardF24 = 0x73
    case keyboardExecute = 0x74
    case keyboardHelp = 0x75
    case keyboardMenu = 0x76
    case keyboardSelect = 0x77
    case keyboardStop = 0x78
    case keyboardAgain = 0x79
    case keyboardUndo = 0x7A
    case keyboardCut = 0x7B
    case keyboardCopy = 0x7C
    case keyboardPaste = 0x7D
    case keyboardFind = 0x7E
    case keyboardMute = 0x7F
    case keyboardVolumeUp = 0x80
    case keyboardVolumeDown = 0x81
    case keyboardLockingCapsLock = 0x82
    case keyboardLockingNumLock = 0x83
    case keyboardLockingScrollLock = 0x84
    case keypadComma = 0x85
    case keypadEqualSignAS400 = 0x86
    case keyboardInternational1 = 0x87
    case keyboardInternational2 = 0x88
    case keyboardInternational3 = 0x89
    case keyboardInternational4 = 0x8A
    case keyboardInternational5 = 0x8B
    case keyboardInternational6 = 0x8C
    case keyboardInternational7 = 0x8D
    case keyboardInternational8 = 0x8E
    case keyboardInternational9 = 0x8F
    case keyboardLANG1 = 0x90
    case keyboardLANG2 = 0x91
    case keyboardLANG3 = 0x92
    case keyboardLANG4 = 0x93
    case keyboardLANG5 = 0x94
    case keyboardLANG6 = 0x95
    case keyboardLANG7 = 0x96
    case keyboardLANG8 = 0x97
    case keyboardLANG9 = 0x98
    case keyboardAlternateErase = 0x99
    case keyboardSysReqOrAttention = 0x9A
    case keyboardCancel = 0x9B
    case keyboardClear = 0x9C
    case keyboardPrior = 0x9D
    case keyboardReturn = 0x9E
    case keyboardSeparator = 0x9F
    case keyboardOut = 0xA0
    case keyboardOper = 0xA1
    case keyboardClearOrAgain = 0xA2
    case keyboardCrSelOrProps = 0xA3
    case keyboardExSel = 0xA4
    case keyboardLeftControl = 0xE0
    case keyboardLeftShift = 0xE1
    case keyboardLeftAlt = 0xE2
    case keyboardLeftGUI = 0xE3
    case keyboardRightControl = 0xE4
    case keyboardRightShift = 0xE5
    case keyboardRightAlt = 0xE6
    case keyboardRightGUI = 0xE7
    case keyboard_Reserved = 0xFFFF

    // The language keys' other names.
    public static let keyboardHangul = keyboardLANG1
    public static let keyboardHanja = keyboardLANG2
    public static let keyboardKanaSwitch = keyboardLANG1
    public static let keyboardAlphanumericSwitch = keyboardLANG2
    public static let keyboardKatakana = keyboardLANG3
    public static let keyboardHiragana = keyboardLANG4
    public static let keyboardZenkakuHankakuKanji = keyboardLANG5
}

/// An event of presses (UIKit's `UIPressesEvent`); a render has none.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    open override var type: EventType { .presses }
    open var allPresses: Set<UIPress> { [] }
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
