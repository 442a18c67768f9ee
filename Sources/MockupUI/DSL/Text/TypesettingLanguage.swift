import Foundation

/// The language text is typeset for, as SwiftUI's `TypesettingLanguage` (iOS 17). The shaper is
/// given it (HarfBuzz's buffer language), so a face's `locl` forms follow it: Noto Sans CJK draws
/// Japanese, Korean or Traditional Chinese ideograph forms instead of its Simplified Chinese default.
public struct TypesettingLanguage: Equatable, Sendable {
    let language: Locale.Language?
    /// The language of the text's content or the locale.
    public static let automatic = TypesettingLanguage(language: nil)
    /// A given language.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage { TypesettingLanguage(language: language) }

    /// The BCP 47 tag the shaper takes, with its script (`ja-Jpan-JP`, `zh-Hant-TW`), nil for automatic.
    var shapingTag: String? { language?.maximalIdentifier }
}

/// `.typesettingLanguage`: the BCP 47 tag the Texts below are shaped for (nil = the process default).
enum TypesettingLanguageKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

extension View {
    /// Typesets the view's text for `language`.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }
    /// Typesets the view's text for `language`.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View {
        modifier(EnvironmentWriter { if isEnabled { $0[TypesettingLanguageKey.self] = language.shapingTag } })
    }
}

extension Text {
    /// Typesets the text for `language`.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }
    /// Typesets the text for `language`.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text {
        adding { if isEnabled { $0[TypesettingLanguageKey.self] = language.shapingTag } }
    }
}
