import Foundation
import MockupText

/// One of Text's own modifiers, applied to the environment the Text is resolved in.
typealias TextStyling = @MainActor (inout EnvironmentValues) -> Void

/// Text styling that `ResolvedText` cannot carry: recorded as render notes on the Text.
enum TextRenderNotesKey: EnvironmentKey {
    static var defaultValue: [String] { [] }
}

/// `AttributedString.backgroundColor`: the colour filled behind a run of text (nil = none).
enum TextHighlightKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

/// `.underline` / `.strikethrough`: the lines drawn with Texts below (nil = none).
enum TextDecorationsKey: EnvironmentKey {
    static var defaultValue: [TextDecoration.Kind: Text.LineStyle] { [:] }
}

/// `.baselineOffset`: points the Texts below are raised.
enum BaselineOffsetKey: EnvironmentKey {
    static var defaultValue: CGFloat { 0 }
}

/// `.fontDesign` / `.monospaced()`: the design of system fonts below.
enum FontDesignKey: EnvironmentKey {
    static var defaultValue: Font.Design? { nil }
}

extension EnvironmentValues {
    /// Notes for text styling the engine does not draw yet.
    var textRenderNotes: [String] {
        get { self[TextRenderNotesKey.self] }
        set { self[TextRenderNotesKey.self] = newValue }
    }

    /// Adds a render note for the Texts below (once).
    mutating func noteTextStyling(_ note: String) {
        if !textRenderNotes.contains(note) { textRenderNotes.append(note) }
    }

    /// Sets or removes the underline or strikethrough of the Texts below.
    mutating func setTextDecoration(_ kind: TextDecoration.Kind, _ style: Text.LineStyle?) {
        self[TextDecorationsKey.self][kind] = style
    }

    /// The underline and strikethrough of a Text, colours resolved in this environment.
    func textDecorations() -> [TextDecoration] {
        let styles = self[TextDecorationsKey.self]
        return [TextDecoration.Kind.underline, .strikethrough].compactMap { kind in
            styles[kind].map { TextDecoration(kind: kind, pattern: $0.pattern.resolved,
                                              paint: $0.color.map { .color($0.rgba(in: self)) }) }
        }
    }

    /// Markdown's inline code: the font's fixed-width variant (`Font.monospaced()`), which a system
    /// design set around it does not override.
    mutating func setCodeFont() {
        font = (font ?? .body).monospaced()
        self[FontDesignKey.self] = .monospaced
    }

    /// The font of a Text: `resolvedFont()` with the `.fontDesign` / `.monospaced` override of system fonts.
    func textFont() -> FontDescriptor {
        var descriptor = resolvedFont()
        if let design = self[FontDesignKey.self], case .system = descriptor.source {
            descriptor.source = .system(design)
        }
        return descriptor
    }
}

extension Text {
    /// `environment` with this Text's own modifiers applied.
    func styled(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        for style in styles { style(&environment) }
        return environment
    }

    /// The styles of every run, in order.
    func runStyles(in environment: EnvironmentValues) -> [EnvironmentValues] {
        guard case .concatenation(let parts) = content else { return [environment] }
        return parts.flatMap { $0.runStyles(in: $0.styled(environment)) }
    }

    /// What this Text asks for that the engine does not draw.
    func renderNotes(in environment: EnvironmentValues) -> [String] {
        let runs = runStyles(in: environment)
        let notes = runs.flatMap(\.textRenderNotes)
        var seen = Set<String>()
        return notes.filter { seen.insert($0).inserted }
    }

    /// A copy with `style` added to its own modifiers.
    func adding(_ style: @escaping TextStyling) -> Text {
        Text(content: content, styles: styles + [style])
    }
}

extension EnvironmentValues {
    /// A run of `content` in this environment's text style.
    func textRun(_ content: ResolvedTextRun.Content) -> ResolvedTextRun {
        ResolvedTextRun(content: content, font: textFont(), paint: resolvedForeground(), tracking: Double(tracking),
                        kerning: Double(kerning), monospacedDigit: monospacedDigit || (font?.monospacedDigits ?? false),
                        baselineOffset: Double(self[BaselineOffsetKey.self]), decorations: textDecorations(),
                        highlight: self[TextHighlightKey.self].map { .color($0.rgba(in: self)) },
                        language: self[TypesettingLanguageKey.self])
    }

    /// `string` in this environment's text case.
    func textCased(_ string: String) -> String {
        switch textCase {
        case nil: return string
        case .uppercase: return string.uppercased(with: locale)
        case .lowercase: return string.lowercased(with: locale)
        }
    }
}

/// `Text + Text`: one Text whose runs keep their own modifiers.
extension Text {
    public static func + (lhs: Text, rhs: Text) -> Text {
        func parts(_ text: Text) -> [Text] {
            if case .concatenation(let runs) = text.content, text.styles.isEmpty { return runs }
            return [text]
        }
        return Text(content: .concatenation(parts(lhs) + parts(rhs)))
    }
}
