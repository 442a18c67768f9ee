import Foundation

/// An app's localized string tables — `<language>.lproj/<Table>.strings` files and `<Table>.xcstrings`
/// string catalogs — read in the language a render shows: English when a table has it (`en`, then
/// any `en-…`), else `Base`, else the table's development language (a catalog's source language, or
/// the only, or first, `.lproj` folder), as iOS falls back to an app's development region.
///
/// Keys match whatever format specifiers they were written with (`%lld`, `%@`, `%1$@`): Swift's
/// interpolations and the keys Xcode extracts spell them differently.
public struct StringTables: Sendable {
    /// The format strings of each table (by name) in the language chosen for it, under their keys as written.
    public let entries: [String: [String: String]]
    /// The same under their keys with every specifier written `%@`.
    private let tables: [String: [String: String]]

    /// Reads `files` (`.strings` inside `.lproj` folders, `.xcstrings`); unreadable files are skipped.
    public init(files: [String]) {
        var candidates: [String: [(language: String, entries: [String: String])]] = [:]
        for path in files {
            let url = URL(fileURLWithPath: path)
            let table = url.deletingPathExtension().lastPathComponent
            if url.pathExtension == "xcstrings" {
                guard let catalog = Self.catalog(at: url) else { continue }
                for (language, entries) in catalog { candidates[table, default: []].append((language, entries)) }
            } else if let entries = Self.stringsFile(at: url) {
                let folder = url.deletingLastPathComponent().lastPathComponent
                guard folder.hasSuffix(".lproj") else { continue }
                candidates[table, default: []].append((String(folder.dropLast(6)), entries))
            }
        }
        entries = candidates.mapValues { languages in
            let sorted = languages.sorted { $0.language < $1.language }
            let chosen = sorted.first { $0.language == "en" } ?? sorted.first { $0.language.hasPrefix("en-") || $0.language.hasPrefix("en_") }
                ?? sorted.first { $0.language == "Base" } ?? sorted.first { $0.language == Self.developmentMarker } ?? sorted[0]
            return chosen.entries
        }
        tables = entries.mapValues { table in
            Dictionary(table.sorted { $0.key < $1.key }.map { (Self.normalized($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// No tables: every key shows itself.
    public init() { entries = [:]; tables = [:] }

    /// The localized format string for `key` in `table` (`Localizable` when nil), or nil when the
    /// table has no such key.
    public func format(for key: String, table: String? = nil) -> String? {
        tables[table ?? "Localizable"]?[Self.normalized(key)]
    }

    /// A printf-style format specifier: `%@`, `%lld`, `%1$@`, `%.2f`, `%ld`.
    nonisolated(unsafe) private static let specifier = #/%(?:\d+\$)?[-+ #0']*(?:\d+|\*)?(?:\.\d+)?(?:hh|h|ll|l|q|L|z|t|j)?[@dDiuUxXoOfFeEgGcCsSpaA]/#

    /// `key` with every format specifier written `%@`.
    static func normalized(_ key: String) -> String { key.replacing(specifier, with: "%@") }

    /// A part of a format string: literal text, or the argument a specifier takes (0-based).
    public enum FormatPart: Equatable, Sendable {
        case literal(String)
        case argument(Int)
    }

    /// `format` cut at its specifiers, each naming the argument it takes: its position when it
    /// gives one (`%2$@` → 1), else the next in turn; `%%` is a literal `%`.
    public static func parts(of format: String) -> [FormatPart] {
        var parts: [FormatPart] = []
        var next = 0
        var rest = format[...]
        func literal(_ text: Substring) {
            if !text.isEmpty { parts.append(.literal(text.replacingOccurrences(of: "%%", with: "%"))) }
        }
        while let match = rest.firstMatch(of: specifier) {
            literal(rest[..<match.range.lowerBound])
            let written = rest[match.range]
            if let dollar = written.firstIndex(of: "$"), let position = Int(written.dropFirst().prefix(upTo: dollar)) {
                parts.append(.argument(position - 1))
            } else {
                parts.append(.argument(next))
                next += 1
            }
            rest = rest[match.range.upperBound...]
        }
        literal(rest)
        return parts
    }

    /// `format` with its arguments written in (`values`, in order); a specifier with no value stays.
    public static func filling(_ format: String, with values: [String]) -> String {
        parts(of: format).map { part in
            switch part {
            case .literal(let text): text
            case .argument(let index): values.indices.contains(index) ? values[index] : "%@"
            }
        }.joined()
    }

    /// The language a catalog's source-language entries are read as when no other is chosen.
    private static let developmentMarker = "\u{0}development"

    /// A `.strings` file (old-style property list, or XML or binary) as key → value.
    private static func stringsFile(at url: URL) -> [String: String]? {
        guard let data = try? Data(contentsOf: url),
              let list = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
        else { return nil }
        return list.compactMapValues { $0 as? String }
    }

    /// A string catalog (`.xcstrings`, JSON) as language → key → value: each localization's string
    /// unit, or its plural variation's `other` form. The source language also holds every key with
    /// no value of its own (the key is its text), marked as the development language.
    private static func catalog(at url: URL) -> [String: [String: String]]? {
        guard let data = try? Data(contentsOf: url),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else { return nil }
        let source = root["sourceLanguage"] as? String ?? "en"
        var languages: [String: [String: String]] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for (language, localization) in localizations {
                guard let value = Self.value(of: localization) else { continue }
                languages[language, default: [:]][key] = value
            }
            if languages[source]?[key] == nil { languages[source, default: [:]][key] = key }
        }
        if source != "en", source != "Base", let entries = languages.removeValue(forKey: source) {
            languages[developmentMarker] = entries
        }
        return languages
    }

    /// The text of one localization: `stringUnit.value`, or a plural variation's `other` form.
    private static func value(of localization: Any) -> String? {
        guard let localization = localization as? [String: Any] else { return nil }
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String { return value }
        let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any]
        return (plural?["other"]).flatMap(value(of:))
    }
}
