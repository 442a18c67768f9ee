import Foundation

// How assistive technologies read text: its kind of content and how speech pronounces it. On
// `Text` each returns `Text`, so styled text still concatenates.

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
}
