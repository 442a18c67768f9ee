import Foundation

// Keyboard and input traits of text fields. The keyboard is not on screen in a still, so they are
// accepted and change nothing that is drawn.

/// How a text field capitalizes what is typed.
public struct TextInputAutocapitalization: Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The label of the keyboard's return key.
public struct SubmitLabel: Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

extension View {
    /// How typed text is capitalized.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Turns autocorrection off.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { environment(\.autocorrectionDisabled, disable) }
    /// Turns autocorrection off (the iOS 13 name).
    @available(*, deprecated, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> some View { environment(\.disableAutocorrection, disable) }
    /// The label of the keyboard's return key.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// Stops submit actions from reaching enclosing views.
    public func submitScope(_ isBlocking: Bool = true) -> some View { self }
    /// Whether people can select the text in this view; a still selects nothing.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
    /// Which side of a line break the selection's caret prefers (iOS 18); no caret shows in a still.
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View { self }
}

/// Where a caret at a line break sits: at the end of the line above (`.upstream`) or the start of
/// the line below (`.downstream`).
public enum TextSelectionAffinity: Hashable, Sendable {
    case automatic, upstream, downstream
}

/// Whether text can be selected (`.enabled`, `.disabled`).
public protocol TextSelectability {}
/// `.enabled`: text can be selected.
public struct EnabledTextSelectability: TextSelectability {}
/// `.disabled`: text cannot be selected.
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }

/// How much of Writing Tools (Apple Intelligence's rewrite and proofread panel) text views offer
/// (iOS 18); the panel is never on screen in a still.
public struct WritingToolsBehavior: Hashable, Sendable {
    let name: String
    /// The system's choice for the view.
    public static let automatic = WritingToolsBehavior(name: "automatic")
    /// The full inline experience.
    public static let complete = WritingToolsBehavior(name: "complete")
    /// The panel only, without inline rewriting.
    public static let limited = WritingToolsBehavior(name: "limited")
    /// No Writing Tools.
    public static let disabled = WritingToolsBehavior(name: "disabled")
}

extension View {
    /// Which Writing Tools text views inside offer (iOS 18).
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { self }
}
