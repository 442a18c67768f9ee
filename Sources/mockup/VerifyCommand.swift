import Foundation
import MockupRaster
import MockupSnapshot
import MockupText
import MockupUI

/// `mockup verify [PATTERN] [--jobs N] [--golden DIR] [--shard i/n] [--report DIR] [--junit FILE]
/// [--allow-warnings]`: compares every matching scene and scheme with its golden and prints one
/// PASS or FAIL line for each (reason, golden path, expected/actual/diff images), orphaned goldens,
/// and a summary line. Exits 1 when anything fails. A render with warnings fails unless
/// `--allow-warnings`. `--report DIR` writes `DIR/index.html` of every failure with its images in
/// `DIR/images/`; `--junit FILE` writes the run as JUnit XML.
enum VerifyCommand {
    /// The comparison of one render with its golden.
    private enum Verdict: Sendable {
        case match
        case missing(path: String)
        case differs(path: String, summary: String, artifacts: [String])
    }

    @MainActor
    static func run(_ words: [String]) throws {
        let selection = try GoldenSelection(words, command: "verify", valueOptions: ["--report", "--junit"])
        let store = GoldenStore(directory: selection.golden)
        let reportFolder = selection.options.value("--report").map { URL(fileURLWithPath: $0) }
        let junit = selection.options.value("--junit")
        if let reportFolder { try OutputFolder.prepare(reportFolder.path, for: "--report") }
        if let junit {
            let folder = (junit as NSString).deletingLastPathComponent
            try OutputFolder.prepare(folder.isEmpty ? "." : folder, for: "--junit")
        }
        let artifacts = reportFolder?.appendingPathComponent("images") ?? RepositoryPaths.artifactsDirectory(golden: store.directory)
        let fonts = try FontLibrary.shared()
        let pairs = SnapshotBatch.pairs(selection.scenes, scheme: nil)
        let outcomes = SnapshotBatch.render(pairs, scale: 3, width: nil, threads: selection.jobs, fonts: fonts) { job, rendered -> Verdict in
            let relative = job.scene.goldenPath(scheme: job.scheme)
            switch try store.verify(rendered.image, relativePath: relative) {
            case .match:
                return .match
            case .missing(let path):
                return .missing(path: path)
            case let .mismatch(path, difference, expected):
                let stem = (relative as NSString).deletingPathExtension
                let files = try GoldenStore.writeArtifacts(expected: expected, actual: rendered.image, stem: stem, to: artifacts)
                return .differs(path: path, summary: difference.summary, artifacts: files)
            }
        }
        for outcome in outcomes {
            for warning in outcome.warnings { Console.warning("\(outcome.label): \(warning)") }
        }
        var failed = 0, differing = 0, results: [VerifyResult] = []
        for outcome in outcomes {
            let reasons = self.reasons(outcome, allowWarnings: selection.allowWarnings)
            var images: (String, String, String)?
            if case .differs(_, _, let files)? = outcome.value, files.count == 3 { images = (files[0], files[1], files[2]) }
            results.append(VerifyResult(label: outcome.label, reasons: reasons, images: images))
            if reasons.isEmpty {
                print("PASS \(outcome.label)")
            } else {
                failed += 1
                if case .differs? = outcome.value { differing += 1 }
                print("FAIL \(outcome.label): " + reasons.joined(separator: "\n    "))
            }
        }
        let orphans = selection.pattern == nil
            ? store.orphans(expected: Set(pairs.map { $0.0.goldenPath(scheme: $0.1) })).filter { orphan in
                selection.shard?.contains(sceneName(ofGolden: orphan)) ?? true
            } : []
        for orphan in orphans {
            print("ORPHAN \(store.url(forRelativePath: orphan).path): no scene renders this golden; delete it or restore its scene")
        }
        if differing > 0, let note = versionNote(golden: selection.golden) { print(note) }
        print("\(outcomes.count - failed) passed, \(failed) failed" + (orphans.isEmpty ? "" : ", \(orphans.count) orphaned"))
        results += orphans.map { VerifyResult(label: $0, reasons: ["orphaned golden \(store.url(forRelativePath: $0).path): "
                                                                     + "no scene renders it"], images: nil) }
        let title = "mockup verify" + (selection.pattern.map { " \($0)" } ?? "") + (selection.shard.map { " (shard \($0.index)/\($0.count))" } ?? "")
        try writeReports(results, title: title, folder: reportFolder, junit: junit)
        if failed > 0 || !orphans.isEmpty {
            throw CommandError(failed == 0 ? "orphaned goldens (listed above)" : "\(failed) snapshot\(failed == 1 ? "" : "s") failed "
                               + "(listed above); if a change is intended, run 'mockup record' and review the new images")
        }
    }

    /// `--report`: `folder/index.html` (images already in `folder/images/`); `--junit`: the XML file.
    private static func writeReports(_ results: [VerifyResult], title: String, folder: URL?, junit: String?) throws {
        if let folder {
            let page = folder.appendingPathComponent("index.html")
            try AtomicFile.write(Array(VerifyReportPage.html(results.map { $0.relative(to: folder) }, title: title).utf8), to: page.path)
            print("report: \(page.path)")
        }
        if let junit {
            try AtomicFile.write(Array(JUnitReport.xml(results, suite: title).utf8), to: junit)
            print("junit: \(junit)")
        }
    }

    /// The scene a golden path belongs to: `monzo/card-hero.dark.png` → `monzo/card-hero`.
    private static func sceneName(ofGolden path: String) -> String {
        var name = (path as NSString).deletingPathExtension
        for scheme in [".light", ".dark"] where name.hasSuffix(scheme) { name = String(name.dropLast(scheme.count)) }
        return name
    }

    /// Why `outcome` fails (each with the paths involved), or nothing when it passes.
    private static func reasons(_ outcome: SnapshotOutcome<Verdict>, allowWarnings: Bool) -> [String] {
        var reasons: [String] = []
        switch outcome.result {
        case .failure(let error):
            reasons.append(error.description)
        case .success(.match):
            break
        case .success(.missing(let path)):
            reasons.append("no golden at \(path); run 'mockup record \(outcome.scene.name)' to create it")
        case let .success(.differs(path, summary, artifacts)):
            reasons.append("differs from \(path): \(summary)")
            reasons.append("expected, actual, diff: \(artifacts.joined(separator: " "))")
        }
        if !outcome.warnings.isEmpty && !allowWarnings {
            reasons.append("the render has \(outcome.warnings.count) warning\(outcome.warnings.count == 1 ? "" : "s") "
                           + "(listed above); fix them or pass --allow-warnings")
        }
        return reasons
    }

    /// A note when the goldens were recorded with other text libraries than this machine's.
    private static func versionNote(golden: URL) -> String? {
        let current = GoldenVersions.current
        guard let recorded = GoldenVersions.read(from: golden) else {
            return "NOTE \(golden.appendingPathComponent(GoldenVersions.fileName).path) is missing, so it is unknown whether "
                + "the goldens were recorded with this machine's text libraries (\(current.summary))"
        }
        guard recorded != current else { return nil }
        return "NOTE the goldens were recorded with \(recorded.summary) and this machine has \(current.summary): "
            + "text may shape or rasterize differently, so differences in text can come from the libraries, not from a change"
    }
}
