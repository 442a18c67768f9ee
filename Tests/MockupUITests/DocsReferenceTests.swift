import Foundation
import Testing

/// Every `LAYOUT-SPEC §n`, `RENDERING.md §n` and `TEXT.md §n` cited in the code names a section of the documents in
/// docs/, so a reader can check a test named after a worked example.
struct DocsReferenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The section numbers of a Markdown document's headings (`## 6.`, `### 6.6 GeometryReader` → 6, 6.6).
    static func sections(of document: String) throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent("docs/\(document)"), encoding: .utf8)
        let heading = try Regex(#"^#{2,4} ([0-9]+(?:\.[0-9]+)*)\.?\s"#).anchorsMatchLineEndings()
        return Set(text.matches(of: heading).compactMap { $0.output[1].substring.map(String.init) })
    }

    /// Citations `prefix §n` in Swift files under Sources/ and Tests/, as (file, section).
    static func citations(_ prefix: String) throws -> [(file: String, section: String)] {
        let pattern = try Regex(NSRegularExpression.escapedPattern(for: prefix) + #" §([0-9]+(?:\.[0-9]+)*)"#)
        var found: [(String, String)] = []
        for folder in ["Sources", "Tests"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let path as String in walker where path.hasSuffix(".swift") {
                let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
                for match in text.matches(of: pattern) {
                    found.append(("\(folder)/\(path)", String(match.output[1].substring ?? "")))
                }
            }
        }
        return found
    }

    @Test(arguments: [("LAYOUT-SPEC", "LAYOUT-SPEC.md"), ("RENDERING.md", "RENDERING.md"), ("TEXT.md", "TEXT.md")])
    func citedSectionsExist(prefix: String, document: String) throws {
        let sections = try Self.sections(of: document)
        #expect(sections.count > 10, "docs/\(document) has no numbered sections")
        let citations = try Self.citations(prefix)
        #expect(!citations.isEmpty, "no \(prefix) citations found: is the pattern right?")
        for (file, section) in citations {
            #expect(sections.contains(section), "\(file) cites \(prefix) §\(section), which docs/\(document) lacks")
        }
    }
}
