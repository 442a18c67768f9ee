import Foundation

/// A run of text, as SwiftUI's `Text`. Its string, font, colour and styling come from the
/// environment when it is resolved.
public struct Text: View, PrimitiveView {
    public typealias Body = Never

    enum Content {
        case verbatim(String)
        case key(LocalizedStringKey)
        case formatted((Locale) -> String)
    }
    let content: Content

    /// A literal, with interpolations formatted in the environment's locale.
    public init(_ key: LocalizedStringKey) { content = .key(key) }

    /// A string value, shown as is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = .verbatim(String(content)) }

    /// A string shown as is, never localized.
    public init(verbatim content: String) { self.content = .verbatim(content) }

    /// A value formatted with a `FormatStyle` in the environment's locale.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        content = .formatted { format.locale($0).format(input) }
    }

    /// The displayed string in `environment` (its locale and text case).
    func string(in environment: EnvironmentValues) -> String {
        let string = rawString(in: environment.locale)
        switch environment.textCase {
        case nil: return string
        case .uppercase: return string.uppercased(with: environment.locale)
        case .lowercase: return string.lowercased(with: environment.locale)
        }
    }

    private func rawString(in locale: Locale) -> String {
        switch content {
        case .verbatim(let string): return string
        case .key(let key): return key.string(in: locale)
        case .formatted(let format): return format(locale)
        }
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [.text(ResolvedText(string: string(in: environment),
                            font: environment.resolvedFont(),
                            paint: environment.resolvedForeground(),
                            tracking: Double(environment.tracking),
                            kerning: Double(environment.kerning),
                            monospacedDigit: environment.monospacedDigit,
                            lineLimit: environment.lineLimit,
                            alignment: environment.multilineTextAlignment))]
    }
}
