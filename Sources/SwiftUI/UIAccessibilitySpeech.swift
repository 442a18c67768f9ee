import Foundation

/// How urgently VoiceOver speaks an announcement (`accessibilitySpeechAnnouncementPriority`); a
/// render has no VoiceOver, so announcements are posted to nobody.
public struct UIAccessibilityPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Interrupts speech in progress.
    public static let high = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityHigh")
    /// Queued after speech in progress.
    public static let `default` = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityDefault")
    /// Dropped when other speech is in progress.
    public static let low = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityLow")
}

/// The attribute keys UIKit adds for how VoiceOver speaks attributed text; held with the text.
extension NSAttributedString.Key {
    public static let accessibilitySpeechPunctuation = NSAttributedString.Key("UIAccessibilitySpeechAttributePunctuation")
    public static let accessibilitySpeechLanguage = NSAttributedString.Key("UIAccessibilitySpeechAttributeLanguage")
    public static let accessibilitySpeechPitch = NSAttributedString.Key("UIAccessibilitySpeechAttributePitch")
    public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key("UIAccessibilitySpeechAttributeQueueAnnouncement")
    public static let accessibilitySpeechIPANotation = NSAttributedString.Key("UIAccessibilitySpeechAttributeIPANotation")
    public static let accessibilitySpeechSpellOut = NSAttributedString.Key("UIAccessibilitySpeechAttributeSpellOut")
    public static let accessibilitySpeechAnnouncementPriority = NSAttributedString.Key("UIAccessibilitySpeechAttributeAnnouncementPriority")
    public static let accessibilityTextHeadingLevel = NSAttributedString.Key("UIAccessibilityTextAttributeHeadingLevel")
    public static let accessibilityTextCustom = NSAttributedString.Key("UIAccessibilityTextAttributeCustom")
}
