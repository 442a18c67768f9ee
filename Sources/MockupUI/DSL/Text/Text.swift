import Foundation

/// A run of text, as SwiftUI's `Text`. Its string, font, colour and styling come from the
/// environment when it is resolved.
public struct Text: View, PrimitiveView {
    public typealias Body = Never

    enum Content {
        case verbatim(String)
        case key(LocalizedStringKey)
        case formatted((Locale) -> String)
        /// `Text + Text`, or the runs of an `AttributedString`.
        case concatenation([Text])
    }
    let content: Content
    /// Styling applied by Text's own modifiers (`Text("a").bold()`), in order.
    var styles: [TextStyling] = []

    init(content: Content, styles: [TextStyling] = []) { self.content = content; self.styles = styles }

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
        if case .concatenation(let parts) = content {
            return parts.map { $0.string(in: $0.styled(environment)) }.joined()
        }
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
        case .concatenation(let parts): return parts.map { $0.rawString(in: locale) }.joined()
        }
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let environment = styled(environment)
        // A concatenation is drawn in its first run's style (ResolvedText has one style).
        let style = firstRunStyle(in: environment)
        let text = ResolvedText(string: string(in: environment),
                                font: style.textFont(),
                                paint: style.resolvedForeground(),
                                tracking: Double(style.tracking),
                                kerning: Double(style.kerning),
                                monospacedDigit: style.monospacedDigit || (style.font?.monospacedDigits ?? false),
                                lineLimit: environment.lineLimit,
                                alignment: environment.multilineTextAlignment)
        return [renderNotes(in: environment).reduce(ViewNode.text(text)) { .unsupported(feature: $1, child: $0) }]
    }
}
