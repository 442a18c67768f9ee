import Foundation

/// What Mockup reads of a project's `swiftgen.yml` (SwiftGen's configuration file, YAML): each
/// parser's section (`xcassets:`, `strings:`, `fonts:` at the start of a line) and in it the
/// first output's `templateName` and `enumName` parameter. Other settings change nothing a render
/// shows; an empty text (no file) has none, and the templates' defaults apply.
struct SwiftGenConfiguration {
    /// Each section's `key: value` lines, by section name.
    private let sections: [String: [String: String]]

    init(text: String) {
        var sections: [String: [String: String]] = [:]
        var current: String?
        for line in text.split(whereSeparator: \.isNewline) {
            let content = line.prefix { $0 != "#" }
            guard !content.allSatisfy(\.isWhitespace) else { continue }
            if let first = content.first, !first.isWhitespace, content.hasSuffix(":") {
                current = String(content.dropLast())
                continue
            }
            guard let current, let colon = content.firstIndex(of: ":") else { continue }
            let key = content[..<colon].trimmingCharacters(in: CharacterSet(charactersIn: " \t-"))
            let value = content[content.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'"))
            guard !value.isEmpty, sections[current]?[key] == nil else { continue }
            sections[current, default: [:]][key] = value
        }
        self.sections = sections
    }

    /// The `enumName` parameter of `section`'s output (`L10n` → `Strings`), if set.
    func enumName(of section: String) -> String? { sections[section]?["enumName"] }

    /// The template `section`'s output uses (`structured-swift5`, `flat-swift5`), if named.
    func templateName(of section: String) -> String? { sections[section]?["templateName"] }
}
