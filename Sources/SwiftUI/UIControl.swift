import Foundation

/// UIKit's control: the base of buttons, switches, sliders, segmented and page controls. It keeps
/// the flags its `state` is made of and how its content is aligned; a render delivers no touches,
/// so tracking never begins and no action is sent (`UIControlEvents.swift`).
@preconcurrency @MainActor
open class UIControl: UIView {
    open override class func appearance() -> Self { appearanceProxy(UIControl(frame: .zero)) }
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    /// A control state, at UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an app may use for states of its own.
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The state made of the control's flags (`.normal` when none is set).
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }

    /// How the content (a button's title and image) sits across the control.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left = 1, right = 2, fill = 3, leading = 4, trailing = 5
    }

    /// How the content sits down the control.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top = 1, bottom = 2, fill = 3
    }

    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    open var contentVerticalAlignment = ContentVerticalAlignment.center
    /// The horizontal alignment with `leading` and `trailing` resolved (a render is left to right).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        default: contentHorizontalAlignment
        }
    }

    /// Whether a touch is being tracked, and whether it is inside: never in a render.
    open var isTracking: Bool { false }
    open var isTouchInside: Bool { false }

    // Touch tracking that subclasses override; a render delivers no touches.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether a long press shows the control's context menu, and whether a tap shows its menu.
    open var isContextMenuInteractionEnabled = false
    open var showsMenuAsPrimaryAction = false
    /// The pointer tool tip (shown on a Mac, never in a render).
    open var toolTip: String?
}
