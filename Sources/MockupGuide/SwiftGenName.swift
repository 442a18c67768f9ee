import Foundation

/// The Swift names SwiftGen's templates (and Tuist's, which are SwiftGen's) give resource names,
/// with StencilSwiftKit's filters: `swiftIdentifier:"pretty"` splits the name at characters a Swift
/// identifier cannot hold and capitalizes each part's first letter, then turns snake case into camel
/// case (`app_logo_square 2` → `AppLogoSquare2`, `square.and.arrow.up` → `SquareAndArrowUp`; a name
/// without lower-case letters is first split at its case changes, `ICON_HOME` → `IconHome`);
/// `lowerFirstWord` lowers the leading capital or acronym of a member (`URLChooser` → `urlChooser`);
/// `escapeReservedKeywords` puts a keyword in backticks. Read from StencilSwiftKit's
/// `Filters+Strings.swift` and `SwiftIdentifier.swift` (MIT).
enum SwiftGenName {
    /// A type name (`{{ name|swiftIdentifier:"pretty"|escapeReservedKeywords }}`); nil when the
    /// name has nothing to make one from.
    static func type(_ name: String) -> String? {
        let identifier = pretty(name)
        return identifier.isEmpty ? nil : escaped(identifier)
    }

    /// A member name (`{{ name|swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords }}`).
    static func member(_ name: String) -> String? {
        let identifier = pretty(name)
        return identifier.isEmpty ? nil : escaped(lowerFirstWord(identifier))
    }

    /// `swiftIdentifier:"pretty"`.
    static func pretty(_ name: String) -> String {
        let parts = name.unicodeScalars.split(omittingEmptySubsequences: false) { !isIdentifierTail($0) }
        let identifier = parts.map { upperFirst(String(String.UnicodeScalarView($0))) }.joined(separator: "_")
        let camel: String
        if identifier.unicodeScalars.contains(where: { ("a"..."z").contains($0) }) {
            camel = identifier.components(separatedBy: "_").map(upperFirst).joined()
        } else {
            camel = snakeCase(identifier).components(separatedBy: "_").map(\.capitalized).joined()
        }
        guard let first = camel.unicodeScalars.first else { return "" }
        return isIdentifierHead(first) ? camel : "_" + camel
    }

    /// `lowerFirstWord`: the leading capitals lowered, all but the last of several when a lower-case
    /// letter follows them (`PeoplePicker` → `peoplePicker`, `URLChooser` → `urlChooser`).
    static func lowerFirstWord(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var end = 0
        while end < scalars.count, CharacterSet.uppercaseLetters.contains(scalars[end]) { end += 1 }
        if end > 1, end < scalars.count, CharacterSet.lowercaseLetters.contains(scalars[end]) { end -= 1 }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: String(String.UnicodeScalarView(scalars[..<end])).lowercased().unicodeScalars)
        result.append(contentsOf: scalars[end...])
        return String(result)
    }

    /// StencilSwiftKit's `snakecase`: `_` inserted at case changes, `-` made `_`.
    private static func snakeCase(_ name: String) -> String {
        var result = name.replacingOccurrences(of: "([A-Z\\d]+)([A-Z][a-z])", with: "$1_$2", options: .regularExpression)
        result = result.replacingOccurrences(of: "([a-z\\d])([A-Z])", with: "$1_$2", options: .regularExpression)
        return result.replacingOccurrences(of: "-", with: "_")
    }

    private static func upperFirst(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return text }
        return String(first).uppercased() + String(text.unicodeScalars.dropFirst())
    }

    private static func escaped(_ name: String) -> String {
        reservedWords.contains(name) ? "`\(name)`" : name
    }

    /// StencilSwiftKit's `reservedKeywords`.
    private static let reservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any", "catch", "false", "is",
        "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "_", "associativity",
        "convenience", "dynamic", "didSet", "final", "get", "infix", "indirect", "lazy", "left", "mutating", "none",
        "nonmutating", "optional", "override", "postfix", "precedence", "prefix", "Protocol", "required", "right",
        "set", "Type", "unowned", "weak", "willSet",
    ]

    /// The Swift book's identifier-head characters (as StencilSwiftKit lists them).
    private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        headRanges.contains { $0.contains(scalar.value) }
    }

    /// Head characters, digits and combining marks.
    private static func isIdentifierTail(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierHead(scalar) || tailRanges.contains { $0.contains(scalar.value) }
    }

    private static let headRanges: [ClosedRange<UInt32>] = [
        0x61...0x7A, 0x41...0x5A, 0x5F...0x5F, 0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5,
        0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F,
        0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0xEFFFD,
    ]
    private static let tailRanges: [ClosedRange<UInt32>] = [
        0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}
