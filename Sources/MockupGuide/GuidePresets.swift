/// The static values a guide declares of its own types, which make the best samples because the
/// guide's author chose them: `extension RDFlair { static let nsfw = RDFlair(…) }`,
/// `static let samples: [Pin] = […]`, `static var preview: Pin { … }`, `static let oc = Self(…)`.
struct GuidePresets {
    /// Each type as written (`RDFlair`, `[Pin]`) with the expressions that reach its values
    /// (`RDFlair.nsfw`, `MockData.pins`), in declaration order. Private ones (declared so, or in a
    /// private extension or type), which a render cannot reach, and ones outside a type are left out.
    let byType: [String: [String]]
    /// The names of the private static values (declared so, or in a private extension or type) that
    /// no reachable static value shares: a call's `.fightClub` naming one cannot be repeated.
    let unreachableNames: Set<String>

    init(source: String) {
        let scanner = SwiftSourceScanner(source)
        let declaration = #/\bstatic\s+(?:let|var)\s+(\w+)\s*(?::\s*([\w.\[\]]+)\s*[={]|=\s*([\w.]+)\s*\()/#
        var byType: [String: [String]] = [:]
        var reachable: Set<String> = [], unreachable: Set<String> = []
        for match in source.matches(of: declaration) {
            let offset = source.utf8.distance(from: source.startIndex, to: match.range.lowerBound)
            guard scanner.kinds[offset] == .code else { continue }
            let lineStart = scanner.bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            guard !scanner.codeAndStrings(lineStart..<offset).contains("private"), !Self.isInPrivateScope(offset, scanner: scanner) else {
                unreachable.insert(String(match.1))
                continue
            }
            reachable.insert(String(match.1))
            guard let owner = Self.owner(at: offset, in: scanner) else { continue }
            var type = String(match.2 ?? match.3 ?? "")
            if type == "Self" { type = owner }
            guard !type.isEmpty, !type.hasSuffix(".init") else { continue }
            byType[type, default: []].append(owner + "." + match.1)
        }
        self.byType = byType
        unreachableNames = unreachable.subtracting(reachable)
    }

    /// Whether a type or extension around `offset` is private or file-private.
    private static func isInPrivateScope(_ offset: Int, scanner: SwiftSourceScanner) -> Bool {
        var position = offset
        while let open = scanner.enclosingBrace(before: position) {
            let headerStart = scanner.bytes[..<open].lastIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ";") }
                .map { $0 + 1 } ?? 0
            let header = scanner.codeAndStrings(headerStart..<open)
            if let keyword = header.firstMatch(of: #/\b(?:extension|struct|enum|class|actor)\s/#),
               header[..<keyword.range.lowerBound].contains(#/\b(?:private|fileprivate)\b/#) {
                return true
            }
            position = open
        }
        return false
    }

    /// The type or extension whose body holds `offset` (`Outer.Inner` for a nested type), nil at the top level.
    private static func owner(at offset: Int, in scanner: SwiftSourceScanner) -> String? {
        var names: [String] = []
        var position = offset
        while let open = scanner.enclosingBrace(before: position) {
            let headerStart = scanner.bytes[..<open].lastIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ";") }
                .map { $0 + 1 } ?? 0
            let header = scanner.codeAndStrings(headerStart..<open)
            guard let match = header.firstMatch(of: #/\b(?:extension|struct|enum|class|actor)\s+([\w.]+)/#) else { return nil }
            // `extension ShapeStyle where Self == Brand`: its statics are Brand's.
            let constrained = header.firstMatch(of: #/where\s+Self\s*==\s*([\w.]+)/#)
            names.insert(String(constrained?.1 ?? match.1), at: 0)
            if header.contains("extension") { break }
            position = open
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }
}
