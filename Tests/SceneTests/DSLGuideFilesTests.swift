import Foundation
import Testing

/// The guide files are exactly the seeds' code blocks of sections 1–4 and 7 (§5 Motion snippets
/// are fragments), in order, joined by a newline, so pasted guide code compiles unchanged.
@Suite struct DSLGuideFilesTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `swift` blocks of the given `## N.` sections, each with its lines newline-terminated.
    static func swiftBlocks(ofMarkdown markdown: String, sections: Set<Int>) -> [String] {
        var blocks: [String] = []
        var section: Int?
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if let lines = current {
                if line == "```" {
                    blocks.append(lines.map { $0 + "\n" }.joined())
                    current = nil
                } else {
                    current = lines + [line]
                }
                continue
            }
            if line.hasPrefix("## "), let number = Int(line.dropFirst(3).prefix { $0.isNumber }) {
                section = number
            }
            if line == "```swift", let section, sections.contains(section) { current = [] }
        }
        return blocks
    }

    @Test(arguments: [("ios-coinbase-swiftui.md", "Coinbase"), ("ios-crypto-com-swiftui.md", "CryptoCom"),
                      ("ios-monzo-swiftui.md", "Monzo"), ("ios-match-swiftui.md", "Match")])
    func guideFileIsTheSeedsCodeByteForByte(seed: String, brand: String) throws {
        let markdown = try String(contentsOf: Self.repository.appendingPathComponent("seeds/\(seed)"), encoding: .utf8)
        let blocks = Self.swiftBlocks(ofMarkdown: markdown, sections: [1, 2, 3, 4, 7])
        #expect(blocks.count >= 8)
        #expect(blocks.first?.hasPrefix("import SwiftUI\n") == true)
        let guide = try Data(contentsOf: Self.repository.appendingPathComponent("Scenes/\(brand)/\(brand)Guide.swift"))
        #expect(guide == Data(blocks.joined(separator: "\n").utf8))
    }

    @Test func extractionKeepsOnlyTheRequestedSections() {
        let markdown = """
        ## 1. A
        ```swift
        let a = 1
        ```
        ## 5. Motion
        ```swift
        .animation(.snappy)
        ```
        ## 7. Dark
        ```swift
        let b = 2

        let c = 3
        ```
        """
        #expect(Self.swiftBlocks(ofMarkdown: markdown, sections: [1, 7]) == ["let a = 1\n", "let b = 2\n\nlet c = 3\n"])
    }
}
