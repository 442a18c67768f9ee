import Foundation

extension UIControl {
    /// The events a control sends to its actions.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Adds an action for `controlEvents`; a render sends no events, so it never runs.
    public func addAction(_ action: UIAction, for controlEvents: Event) {}
    /// Adds a target-action pair for `controlEvents` (never sent in a render).
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}
    public func removeAction(_ action: UIAction, for controlEvents: Event) {}
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {}
    public func sendActions(for controlEvents: Event) {}
}
