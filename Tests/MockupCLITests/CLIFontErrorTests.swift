import Foundation
import Testing

/// Issue 15: a missing, empty, random, unreadable or truncated font fails the render naming the
/// file (it used to exit 0 with an image without text), and `record` writes nothing from it.
@Suite struct CLIFontErrorTests {
    static let inter = "Inter/Inter[opsz,wght].ttf"

    static func damaged(_ damage: String) -> Data? {
        let original = TemporaryFonts.original(inter)
        switch damage {
        case "missing": return nil
        case "empty": return Data()
        case "random": return Data((0..<50_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) })
        default: return original.prefix(original.count / 2)   // truncated to half
        }
    }

    @Test(arguments: ["missing", "empty", "random", "truncated"])
    func damagedFontFailsTheRenderNamingTheFile(_ damage: String) throws {
        let fonts = try TemporaryFonts()
        defer { fonts.remove() }
        try fonts.replace(Self.inter, with: Self.damaged(damage))
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-font-\(UUID().uuidString).png")
        let result = try MockupProcess.run(["render", "monzo/pill-button", "-o", out.path], environment: fonts.environment)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Inter[opsz,wght].ttf"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func missingEmojiFontFailsOnlyTheRendersThatNeedIt() throws {
        let fonts = try TemporaryFonts()
        defer { fonts.remove() }
        try fonts.replace("NotoColorEmoji/NotoColorEmoji.ttf", with: nil)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-emoji-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try MockupProcess.run(["render", "monzo/pill-button", "monzo/transaction-row-expense", "-o", out.path],
                                           environment: fonts.environment)
        #expect(result.status == 1)
        #expect(result.stderr.contains("monzo/transaction-row-expense: Font file"))
        #expect(result.stderr.contains("NotoColorEmoji.ttf"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("monzo/pill-button.png").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("monzo/transaction-row-expense.png").path))
    }

    @Test func recordWritesNothingFromABrokenRender() throws {
        let checkout = try TemporaryCheckout(goldenBrands: ["monzo"])
        defer { checkout.remove() }
        let fonts = try TemporaryFonts()
        defer { fonts.remove() }
        try fonts.replace(Self.inter, with: Self.damaged("truncated"))
        let before = try FileManager.default.contentsOfDirectory(atPath: checkout.golden.appendingPathComponent("monzo").path)
            .sorted().map { ($0, checkout.goldenBytes("monzo/\($0)")) }
        let result = try MockupProcess.run(["record", "monzo"], in: checkout.root, environment: fonts.environment)
        #expect(result.status == 1)
        #expect(result.stderr.contains("nothing recorded"))
        let after = try FileManager.default.contentsOfDirectory(atPath: checkout.golden.appendingPathComponent("monzo").path)
            .sorted().map { ($0, checkout.goldenBytes("monzo/\($0)")) }
        #expect(before.map(\.0) == after.map(\.0))
        #expect(zip(before, after).allSatisfy { $0.1 == $1.1 })
        #expect(!FileManager.default.fileExists(atPath: checkout.golden.appendingPathComponent("VERSIONS").path))
    }
}
