import Foundation
import Testing

/// Issue 15: `verify` reports every scene with reason and paths, `record` is all or nothing, both
/// refuse to guess a golden folder outside a checkout, stale temporaries are cleaned, and goldens
/// record the text libraries' versions.
@Suite struct CLIGoldenTests {
    static func artifacts(_ checkout: TemporaryCheckout) -> [String: String] {
        ["MOCKUP_ARTIFACTS_DIR": checkout.root.appendingPathComponent("artifacts").path]
    }

    @Test func verifyReportsEverySceneWhateverFails() throws {
        let checkout = try TemporaryCheckout(goldenBrands: ["monzo"])
        defer { checkout.remove() }
        for damaged in ["monzo/pill-button.png", "monzo/pot-coin.png"] {
            try Data("not a png".utf8).write(to: checkout.golden.appendingPathComponent(damaged))
        }
        // `monzo/p`: pill-button, pot-coin, pot-card, primary-button.
        let result = try MockupProcess.run(["verify", "monzo/p"], in: checkout.root, environment: Self.artifacts(checkout))
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        for damaged in ["pill-button", "pot-coin"] {
            let line = lines.first { $0.hasPrefix("FAIL monzo/\(damaged): ") }
            #expect(line?.contains(checkout.golden.appendingPathComponent("monzo/\(damaged).png").path) == true, "\(lines)")
            #expect(line?.contains("record it again") == true)
        }
        #expect(lines.contains("PASS monzo/pot-card"))
        #expect(lines.contains("PASS monzo/primary-button"))
        #expect(lines.last == "2 passed, 2 failed")
        #expect(result.stderr.contains("2 snapshots failed"))
    }

    @Test func verifyAndRecordOutsideACheckoutNeedGolden() throws {
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-nowhere-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        for command in ["verify", "record"] {
            let result = try MockupProcess.run([command, "monzo/pill-button"], in: elsewhere)
            #expect(result.status == 1)
            #expect(result.stderr.contains("not inside a Mockup checkout"), "\(result.stderr)")
            #expect(result.stderr.contains("--golden DIR"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)

        let checkout = try TemporaryCheckout(goldenBrands: ["monzo"])
        defer { checkout.remove() }
        let given = try MockupProcess.run(["verify", "monzo/pill-button", "--golden", checkout.golden.path], in: elsewhere)
        #expect(given.status == 0, "\(given.stdout)\(given.stderr)")
        #expect(given.stdout.contains("PASS monzo/pill-button"))
    }

    @Test func recordIsAllOrNothingWhenAFolderCannotBeWritten() throws {
        let checkout = try TemporaryCheckout(goldenBrands: ["monzo"])
        defer { checkout.remove() }
        // coinbase/ is a file, so coinbase/primary-button cannot be written; monzo/pill-button differs.
        try Data("in the way".utf8).write(to: checkout.golden.appendingPathComponent("coinbase"))
        let stale = Data("old golden".utf8)
        try stale.write(to: checkout.golden.appendingPathComponent("monzo/pill-button.png"))
        let result = try MockupProcess.run(["record", "*/p*-button"], in: checkout.root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("nothing recorded: cannot write into \(checkout.golden.path)/coinbase"), "\(result.stderr)")
        #expect(checkout.goldenBytes("monzo/pill-button.png") == stale)
        #expect(!FileManager.default.fileExists(atPath: checkout.golden.appendingPathComponent("crypto-com").path))
    }

    @Test func recordRemovesStaleTemporariesAndWritesVersions() throws {
        let checkout = try TemporaryCheckout(goldenBrands: ["monzo"])
        defer { checkout.remove() }
        let monzo = checkout.golden.appendingPathComponent("monzo")
        let stale = [".pill-button.png.mockup-tmp-2147483646-3", "pill-button.png.tmp-2147483646"]
        for name in stale { try Data([0]).write(to: monzo.appendingPathComponent(name)) }
        let golden = checkout.goldenBytes("monzo/pill-button.png")
        let result = try MockupProcess.run(["record", "monzo/pill-button"], in: checkout.root)
        #expect(result.status == 0, "\(result.stderr)")
        for name in stale {
            #expect(!FileManager.default.fileExists(atPath: monzo.appendingPathComponent(name).path))
            #expect(result.stdout.contains("removed \(monzo.appendingPathComponent(name).path)"))
        }
        #expect(checkout.goldenBytes("monzo/pill-button.png") == golden)
        let versions = String(decoding: checkout.goldenBytes("VERSIONS") ?? Data(), as: UTF8.self)
        #expect(versions.contains("\nharfbuzz "), "\(versions)")
        #expect(versions.contains("\nfreetype "))
    }

    @Test func verifySaysWhenAMismatchComesWithOtherLibraryVersions() throws {
        let checkout = try TemporaryCheckout(goldenBrands: ["monzo"])
        defer { checkout.remove() }
        try Data("freetype 0.0.1\nharfbuzz 0.0.1\n".utf8).write(to: checkout.golden.appendingPathComponent("VERSIONS"))
        try FileManager.default.removeItem(at: checkout.golden.appendingPathComponent("monzo/pill-button.png"))
        try FileManager.default.copyItem(at: checkout.golden.appendingPathComponent("monzo/pot-coin.png"),
                                         to: checkout.golden.appendingPathComponent("monzo/pill-button.png"))
        let result = try MockupProcess.run(["verify", "monzo/pill-button"], in: checkout.root, environment: Self.artifacts(checkout))
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL monzo/pill-button: differs from"))
        #expect(result.stdout.contains("NOTE the goldens were recorded with freetype 0.0.1, harfbuzz 0.0.1"), "\(result.stdout)")
    }
}
