import Foundation

// How assistive technologies read text: its kind of content, how speech pronounces it, and the
// language it is typeset for. On `Text` each returns `Text`, so styled text still concatenates.

/// The kind of text a view holds, for VoiceOver's reading style, as SwiftUI's
/// `AccessibilityTextContentType`.
public struct AccessibilityTextContentType: Hashable, Sendable {
    let name: String
    public static let plain = AccessibilityTextContentType(name: "plain")
    public static let console = AccessibilityTextContentType(name: "console")
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// The language text is typeset for (line height for tall scripts), as SwiftUI's
/// `TypesettingLanguage`. This engine typesets every language alike.
public struct TypesettingLanguage: Equatable, Sendable {
    let language: Locale.Language?
    /// The language of the text's content or the locale.
    public static let automatic = TypesettingLanguage(language: nil)
    /// A given language.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage { TypesettingLanguage(language: language) }
}

extension View {
    /// The kind of text the view holds, for VoiceOver.
    public func accessibilityTextContentType(_ textContentType: AccessibilityTextContentType) -> some View { self }
    /// Speaks punctuation marks.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
    /// Speaks the text letter by letter.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }
    /// Raises (up to 1) or lowers (down to -1) the speaking pitch.
    public func speechAdjustedPitch(_ value: Double) -> some View { self }
    /// Queues announcements behind speech in progress instead of interrupting it.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
    /// Typesets the view's text for `language`.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }
    /// Typesets the view's text for `language`.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { self }
}

extension Text {
    /// The kind of text this is, for VoiceOver.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text { self }
    /// Marks the text as a heading of `level` for VoiceOver's headings rotor.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { self }
    /// The text VoiceOver reads instead of this one.
    public func accessibilityLabel(_ label: Text) -> Text { self }
    /// The text VoiceOver reads instead of this one.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { self }
    /// The text VoiceOver reads instead of this one.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { self }
    /// Speaks punctuation marks.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    /// Speaks the text letter by letter.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
    /// Raises (up to 1) or lowers (down to -1) the speaking pitch.
    public func speechAdjustedPitch(_ value: Double) -> Text { self }
    /// Queues announcements behind speech in progress instead of interrupting it.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
    /// Typesets the text for `language`.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }
    /// Typesets the text for `language`.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text { self }
}
