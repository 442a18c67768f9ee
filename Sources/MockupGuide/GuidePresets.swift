/// The static values a guide declares of its own types, which make the best samples because the
/// guide's author chose them: `extension RDFlair { static let nsfw = RDFlair(…) }`,
/// `static let samples: [Pin] = […]`, `static var preview: Pin { … }`, `static let oc = Self(…)`.
struct GuidePresets {
    /// Each type as written (`RDFlair`, `[Pin]`) with the expressions that reach its values
    /// (`RDFlair.nsfw`, `MockData.pins`), in declaration order. Private ones (declared so, or in a
    /// private extension or type), which a render cannot reach, ones outside a type, and loading
    /// stand-ins (`isLoadingStandIn`) are left out.
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
            let owner = Self.owner(at: offset, in: scanner)
            guard !scanner.codeAndStrings(lineStart..<offset).contains("private"), owner?.isPrivate != true else {
                unreachable.insert(String(match.1))
                continue
            }
            reachable.insert(String(match.1))
            guard let owner else { continue }
            var type = String(match.2 ?? match.3 ?? "")
            if type == "Self" { type = owner.name }
            guard !type.isEmpty, !type.hasSuffix(".init"), !Self.isLoadingStandIn(String(match.1)) else { continue }
            byType[type, default: []].append(owner.name + "." + match.1)
        }
        self.byType = byType
        unreachableNames = unreachable.subtracting(reachable)
    }

    /// Whether a static value is named for what a screen shows while it loads (`placeholder`,
    /// `skeletonRow`: `#####` bars a redaction draws over), not for content a mockup should show.
    static func isLoadingStandIn(_ name: String) -> Bool {
        ComponentPlan.nameWords(name).contains { ["placeholder", "skeleton", "loading", "redacted", "shimmer"].contains($0) }
    }

    /// The type or extension whose body holds `offset` (`Outer.Inner` for a nested type), and whether
    /// it or a type around it is private or file-private (a `private extension`); nil at the top level.
    private static func owner(at offset: Int, in scanner: SwiftSourceScanner) -> (name: String, isPrivate: Bool)? {
        var names: [String] = []
        var isPrivate = false
        var position = offset
        while let open = scanner.enclosingBrace(before: position) {
            let headerStart = scanner.bytes[..<open].lastIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ";") }
                .map { $0 + 1 } ?? 0
            let header = scanner.codeAndStrings(headerStart..<open)
            guard let match = header.firstMatch(of: #/\b(?:extension|struct|enum|class|actor)\s+([\w.]+)/#) else { return nil }
            if header[..<match.range.lowerBound].contains(#/\b(?:private|fileprivate)\b/#) { isPrivate = true }
            // `extension ShapeStyle where Self == Brand`: its statics are Brand's.
            let constrained = header.firstMatch(of: #/where\s+Self\s*==\s*([\w.]+)/#)
            names.insert(String(constrained?.1 ?? match.1), at: 0)
            if header.contains("extension") { break }
            position = open
        }
        return names.isEmpty ? nil : (names.joined(separator: "."), isPrivate)
    }
}
