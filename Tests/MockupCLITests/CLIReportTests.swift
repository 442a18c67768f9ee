import Foundation
import Testing

/// Issue 14: `verify --report DIR` writes one static HTML page of the failures with relative
/// images and a slider/onion-skin comparison, `--junit FILE` writes JUnit XML, and `--shard i/n`
/// splits verify, record and render --all into parts whose union is the whole.
@Suite struct CLIReportTests {
    /// `monzo/pill-button`'s golden replaced with `monzo/pot-coin`'s: the images differ.
    private func checkoutWithADifference() throws -> TemporaryCheckout {
        let checkout = try TemporaryCheckout(goldenBrands: ["monzo"])
        let golden = checkout.golden.appendingPathComponent("monzo/pill-button.png")
        try FileManager.default.removeItem(at: golden)
        try FileManager.default.copyItem(at: checkout.golden.appendingPathComponent("monzo/pot-coin.png"), to: golden)
        return checkout
    }

    @Test func reportAndJUnitListTheFailures() throws {
        let checkout = try checkoutWithADifference()
        defer { checkout.remove() }
        let report = checkout.root.appendingPathComponent("out/report"), junit = checkout.root.appendingPathComponent("out/junit.xml")
        let result = try MockupProcess.run(["verify", "monzo/p", "--report", report.path, "--junit", junit.path], in: checkout.root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("report: \(report.path)/index.html"), "\(result.stdout)")

        let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<p id=\"summary\">3 passed, 1 failed</p>"), "\(page)")
        #expect(page.contains("<h2>monzo/pill-button</h2>"))
        #expect(!page.contains("<h2>monzo/pot-coin</h2>"))   // passes: not on the page
        for kind in ["expected", "actual", "diff"] {
            #expect(page.contains("src=\"images/monzo/pill-button.\(kind).png\""), "\(kind)")
            #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("images/monzo/pill-button.\(kind).png").path))
        }
        #expect(page.contains("<input type=\"range\""))
        #expect(page.contains("onion skin"))
        #expect(!page.contains("src=\"/") && !page.contains("src=\"file:"))   // relative: the folder can move

        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites tests=\"4\" failures=\"1\" errors=\"0\">"), "\(xml)")
        #expect(xml.contains("<testcase classname=\"monzo\" name=\"monzo/pot-coin\"/>"))
        #expect(xml.contains("<testcase classname=\"monzo\" name=\"monzo/pill-button\">\n      <failure message=\"differs from "))
        #expect(xml.components(separatedBy: "<testcase ").count == 5)
    }

    @Test func aPassingRunHasAnEmptyReport() throws {
        let checkout = try TemporaryCheckout(goldenBrands: ["monzo"])
        defer { checkout.remove() }
        let report = checkout.root.appendingPathComponent("report")
        let result = try MockupProcess.run(["verify", "monzo/pill-button", "--report", report.path], in: checkout.root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("Every snapshot matches its golden."))
    }

    @Test func shardsOfVerifyPartitionTheScenes() throws {
        let checkout = try TemporaryCheckout(goldenBrands: ["monzo"])
        defer { checkout.remove() }
        func passed(_ extra: [String]) throws -> [String] {
            let result = try MockupProcess.run(["verify", "monzo"] + extra + ["--jobs", "2"], in: checkout.root)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            return result.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS ") }.map(String.init)
        }
        let whole = try passed([])
        let parts = try (1...3).map { try passed(["--shard", "\($0)/3"]) }
        #expect(parts.flatMap { $0 }.sorted() == whole.sorted())
        #expect(Set(parts.flatMap { $0 }).count == whole.count)   // no scene in two parts
        #expect(parts.allSatisfy { $0.count < whole.count })
        #expect(try passed(["--shard", "2/3"]) == parts[1])       // stable
    }

    @Test func shardsOfRecordAndRenderAllPartitionTheScenes() throws {
        let checkout = try TemporaryCheckout(assets: true)
        defer { checkout.remove() }
        var rendered: [[String]] = []
        for index in 1...2 {
            let folder = checkout.root.appendingPathComponent("out\(index)")
            let result = try MockupProcess.run(["render", "--all", "-o", folder.path, "--shard", "\(index)/2"], in: checkout.root)
            #expect(result.status == 0, "\(result.stderr)")
            rendered.append(result.stdout.split(separator: "\n").compactMap { line in
                line.hasPrefix("wrote ") ? line.split(separator: " ")[1].replacingOccurrences(of: folder.path + "/", with: "") : nil
            })
        }
        let recorded = try MockupProcess.run(["record", "--shard", "1/2"], in: checkout.root)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let goldens = (FileManager.default.enumerator(atPath: checkout.golden.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".png") }
        #expect(goldens.sorted() == rendered[0].sorted())
        let every = (FileManager.default.enumerator(atPath: MockupProcess.repository.appendingPathComponent("Golden").path)?
            .compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".png") }
        #expect((rendered[0] + rendered[1]).sorted() == every.sorted())
        #expect(Set(rendered[0]).isDisjoint(with: rendered[1]))
    }

    @Test func badShardsAreUsageErrors() throws {
        for bad in ["0/3", "4/3", "1/0", "a/b", "2", "1/3/4"] {
            let result = try MockupProcess.run(["verify", "monzo", "--shard", bad])
            #expect(result.status != 0)
            #expect(result.stderr.contains("--shard must be i/n with 1 ≤ i ≤ n ≤ 1000, like 1/4 (got '\(bad)')"), "\(result.stderr)")
        }
        let named = try MockupProcess.run(["render", "monzo/pill-button", "--shard", "1/2"])
        #expect(named.stderr.contains("--shard splits render --all"), "\(named.stderr)")
    }
}
