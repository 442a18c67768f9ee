import Foundation
import MockupGallery
import MockupGuide
import MockupText

/// `mockup lint GUIDE|FOLDER… [--json]`: the gallery's guide lint without the gallery, for a
/// design-system repository's CI. Prints `guide:line: error|warning|note: token: message [rule]`
/// per finding (or `lint.json` with `--json`) and exits 1 when any guide has an error.
enum LintCommand {
    static func run(_ words: [String]) throws {
        let options = try CommandLineOptions(words, valueOptions: [], switchOptions: ["--json"])
        guard !options.positional.isEmpty else {
            throw CommandError.usage("lint needs a guide (.md) or a folder of guides, e.g. mockup lint ios-acme-swiftui.md")
        }
        let fonts = try FontLibrary.shared()
        var guides: [LintReport.Guide] = []
        for input in try GuideInput.load(paths: options.positional) {
            guard case .guide(let document) = input.content else {
                throw CommandError.usage("\(input.path): lint reads guides (.md), not Swift files")
            }
            guides.append(LintReport.Guide(guide: input.path, brand: input.slug,
                                           issues: GuideTokens(document: document, fonts: fonts).issues))
        }
        let report = LintReport(guides: guides)
        if options.has("--json") {
            FileHandle.standardOutput.write(Data(report.json))
        } else {
            for guide in guides {
                for issue in guide.issues {
                    print("\(guide.guide):\(issue.line.map(String.init) ?? "-"): \(issue.kind.rawValue): \(issue.subject): "
                          + "\(issue.message) [\(issue.rule)]")
                }
            }
            print("\(guides.count) guide\(guides.count == 1 ? "" : "s"): \(report.count(.error)) errors, "
                  + "\(report.count(.warning)) warnings, \(report.count(.note)) notes")
        }
        let errors = report.count(.error)
        if errors > 0 { throw CommandError("lint: \(errors) guide errors (listed above); fix them or the tokens' comments") }
    }
}
