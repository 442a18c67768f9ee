import Foundation

/// Expands SwiftData's macros in place into what they mean in a render. `@Model final class
/// Item {` becomes `@Observable final class Item: PersistentModel {` (the toolchain ships the
/// Observation macro; `PersistentModel` is the `SwiftData` module's, whose extensions give the class
/// its identity and context). In the class body the property attributes that only tell the store how
/// to keep a value — `@Attribute(…)`, `@Relationship(…)`, `#Unique<…>(…)`, `#Index<…>(…)` — are
/// blanked, and `@Transient` (not stored, not observed) becomes `@ObservationIgnored`. A bare `@Query`
/// becomes `@Query()`: Apple's SDK expands it with a macro, and the compiler cannot infer the
/// property wrapper's model type from the property's type without an argument list (it can with
/// one). `@ModelActor actor Store {` becomes `actor Store: ModelActor {` followed, on the same line,
/// by the members the macro adds: `modelExecutor`, `modelContainer` and `init(modelContainer:)`,
/// which gives the actor a context of its own. A textual rewrite like `EntryRewriter`: no macro plugin is needed, and no line is added or
/// removed, so diagnostics keep the user's line numbers.
enum SwiftDataRewriter {
    /// Attributes blanked with their argument list, if any.
    static let storageAttributes = ["@Attribute", "@Relationship"]
    /// Freestanding macros blanked with their generic and argument lists.
    static let storageMacros = ["#Unique", "#Index"]

    static func rewrite(_ code: String) -> (text: String, changed: Bool) {
        let scanner = SwiftSourceScanner(code)
        var edits: [(range: Range<Int>, text: [UInt8])] = []
        var index = 0
        while let start = scanner.nextToken("@Model", from: index) {
            index = start + 1
            guard let header = TypeHeader(after: start + "@Model".utf8.count, keyword: "class", in: scanner),
                  let close = scanner.matchingBrace(from: header.bodyStart) else { continue }
            edits.append((start..<start + "@Model".utf8.count, Array("@Observable".utf8)))
            edits.append((header.conformanceInsertion..<header.conformanceInsertion,
                          Array((header.hasInheritance ? ", PersistentModel" : ": PersistentModel").utf8)))
            edits += storageEdits(in: header.bodyStart..<close, scanner: scanner)
            index = header.bodyStart
        }
        index = 0
        while let start = scanner.nextToken("@ModelActor", from: index) {
            index = start + 1
            guard let header = TypeHeader(after: start + "@ModelActor".utf8.count, keyword: "actor", in: scanner) else { continue }
            edits.append((start..<start + "@ModelActor".utf8.count, []))
            edits.append((header.conformanceInsertion..<header.conformanceInsertion,
                          Array((header.hasInheritance ? ", ModelActor" : ": ModelActor").utf8)))
            edits.append((header.bodyStart + 1..<header.bodyStart + 1, Array(modelActorMembers.utf8)))
        }
        index = 0
        while let start = scanner.nextToken("@Query", from: index) {
            let end = start + "@Query".utf8.count
            if end == scanner.bytes.count || (scanner.bytes[end] != UInt8(ascii: "(") && scanner.bytes[end] != UInt8(ascii: "<")) {
                edits.append((end..<end, Array("()".utf8)))
            }
            index = end
        }
        guard !edits.isEmpty else { return (code, false) }
        var bytes = scanner.bytes
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }).reversed() {
            bytes.replaceSubrange(edit.range, with: edit.text)
        }
        return (String(decoding: bytes, as: UTF8.self), true)
    }

    /// What `@ModelActor` adds to the actor, on one line after its `{`.
    static let modelActorMembers = " nonisolated let modelExecutor: any ModelExecutor; nonisolated let modelContainer: ModelContainer; "
        + "init(modelContainer: ModelContainer) { self.modelExecutor = DefaultSerialModelExecutor(modelContext: ModelContext(modelContainer)); "
        + "self.modelContainer = modelContainer };"

    /// The edits of the storage attributes and macros in a model's body.
    private static func storageEdits(in body: Range<Int>, scanner: SwiftSourceScanner) -> [(range: Range<Int>, text: [UInt8])] {
        var edits: [(range: Range<Int>, text: [UInt8])] = []
        for token in storageAttributes + storageMacros {
            var index = body.lowerBound
            while let start = scanner.nextToken(token, from: index), start < body.upperBound {
                var end = start + token.utf8.count
                if token.hasPrefix("#"), let generics = scanner.skippingSpaces(from: end), scanner.bytes[generics] == UInt8(ascii: "<"),
                   let closing = scanner.matching(from: generics, open: "<", close: ">") {
                    end = closing + 1
                }
                if let arguments = scanner.skippingSpaces(from: end), scanner.bytes[arguments] == UInt8(ascii: "("),
                   let closing = scanner.matching(from: arguments, open: "(", close: ")") {
                    end = closing + 1
                }
                edits.append((start..<end, scanner.bytes[start..<end].map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }))
                index = end
            }
        }
        var index = body.lowerBound
        while let start = scanner.nextToken("@Transient", from: index), start < body.upperBound {
            edits.append((start..<start + "@Transient".utf8.count, Array("@ObservationIgnored".utf8)))
            index = start + 1
        }
        return edits
    }

    /// `[modifiers] class Name[<…>][: Inheritance] [where …] {` (or `actor …`) after the attribute.
    private struct TypeHeader {
        /// Where the conformance is inserted: after the inheritance list, or after the name.
        let conformanceInsertion: Int
        let hasInheritance: Bool
        /// The `{` of the class body.
        let bodyStart: Int

        init?(after start: Int, keyword: String, in scanner: SwiftSourceScanner) {
            guard let bodyStart = scanner.nextCode(UInt8(ascii: "{"), from: start),
                  let keywordStart = scanner.nextToken(keyword, from: start), keywordStart < bodyStart,
                  var cursor = scanner.skippingSpaces(from: keywordStart + keyword.utf8.count) else { return nil }
            while cursor < bodyStart, SwiftSourceScanner.isIdentifierByte(scanner.bytes[cursor]) { cursor += 1 }
            if let generics = scanner.skippingSpaces(from: cursor), scanner.bytes[generics] == UInt8(ascii: "<"),
               let closing = scanner.matching(from: generics, open: "<", close: ">") {
                cursor = closing + 1
            }
            self.bodyStart = bodyStart
            guard let colon = scanner.skippingSpaces(from: cursor), scanner.bytes[colon] == UInt8(ascii: ":") else {
                conformanceInsertion = cursor
                hasInheritance = false
                return
            }
            hasInheritance = true
            let listEnd = scanner.nextToken("where", from: colon).map { min($0, bodyStart) } ?? bodyStart
            var last = listEnd - 1
            while last > colon, scanner.kinds[last] != .code || scanner.bytes[last] == UInt8(ascii: " ")
                    || scanner.bytes[last] == UInt8(ascii: "\n") || scanner.bytes[last] == UInt8(ascii: "\t") {
                last -= 1
            }
            conformanceInsertion = last + 1
        }
    }
}
