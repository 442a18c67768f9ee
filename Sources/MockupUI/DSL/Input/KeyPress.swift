import Foundation

// Key presses a focused view handles (`.onKeyPress`). A render presses no keys: the actions are
// kept and never called.

/// A key press, as SwiftUI's `KeyPress`.
public struct KeyPress: Sendable {
    /// The phases of a key press, as `KeyPress.Phases`.
    public struct Phases: OptionSet, Hashable, Sendable, CustomDebugStringConvertible {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key is held and repeats.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key came up.
        public static let up = Phases(rawValue: 1 << 2)
        public static let all: Phases = [.down, .repeat, .up]

        public var debugDescription: String {
            let names = [(Phases.down, "down"), (.repeat, "repeat"), (.up, "up")].filter { contains($0.0) }.map(\.1)
            return "[" + names.joined(separator: ", ") + "]"
        }
    }

    /// Whether an action handled a key press, as `KeyPress.Result`.
    public enum Result: Hashable, Sendable {
        /// The press is used up.
        case handled
        /// The press goes on to the next handler.
        case ignored
    }

    public let phase: Phases
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
}

extension View {
    /// Handles `key` going down or repeating.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }

    /// Handles `key` in `phases`.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Handles any of `keys` in `phases`.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Handles keys whose characters are in `characters`, in `phases`.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Handles every key in `phases`.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
}

extension View {
    /// Runs `action` when the modifier keys in `mask` change (iOS 18, with a hardware keyboard):
    /// never in a render, which presses no keys.
    public func onModifierKeysChanged(mask: EventModifiers = .all, initial: Bool = true,
                                      _ action: @escaping (_ old: EventModifiers, _ new: EventModifiers) -> Void) -> some View { self }
}
