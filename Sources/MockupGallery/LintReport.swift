import Foundation

/// The lint findings of several guides as `lint.json`: per guide its counts and findings (kind,
/// rule, line, subject, message, ΔE and severity for colour mismatches), and totals.
public struct LintReport: Sendable {
    /// One guide's findings.
    public struct Guide: Sendable {
        /// `ios-acme-swiftui.md` or the path given.
        public let guide: String
        public let brand: String
        public let issues: [GuideIssue]
        public init(guide: String, brand: String, issues: [GuideIssue]) {
            self.guide = guide; self.brand = brand; self.issues = issues
        }
    }

    /// The report's name in the gallery folder.
    public static let fileName = "lint.json"

    public let guides: [Guide]

    public init(guides: [Guide]) { self.guides = guides }

    /// Findings of `kind` over every guide.
    public func count(_ kind: GuideIssue.Kind) -> Int { guides.reduce(0) { $0 + $1.issues.filter { $0.kind == kind }.count } }

    /// The report as pretty-printed JSON with sorted keys (the same findings give the same bytes).
    public var json: [UInt8] {
        let document = Document(
            summary: Counts(guides.flatMap(\.issues), guides: guides.count),
            guides: guides.map { guide in
                GuideEntry(guide: guide.guide, brand: guide.brand, counts: Counts(guide.issues, guides: nil),
                           issues: guide.issues.map(Finding.init))
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, integers and finite doubles cannot fail.
        return Array((try? encoder.encode(document)) ?? Data()) + [UInt8(ascii: "\n")]
    }

    private struct Document: Encodable { let summary: Counts; let guides: [GuideEntry] }

    private struct Counts: Encodable {
        let guides: Int?, errors: Int, warnings: Int, notes: Int
        init(_ issues: [GuideIssue], guides: Int?) {
            self.guides = guides
            errors = issues.filter { $0.kind == .error }.count
            warnings = issues.filter { $0.kind == .warning }.count
            notes = issues.filter { $0.kind == .note }.count
        }
    }

    private struct GuideEntry: Encodable { let guide: String, brand: String, counts: Counts, issues: [Finding] }

    private struct Finding: Encodable {
        let kind: String, rule: String, line: Int?, subject: String, message: String
        let deltaE: Double?, severity: String?
        init(_ issue: GuideIssue) {
            kind = issue.kind.rawValue; rule = issue.rule; line = issue.line; subject = issue.subject; message = issue.message
            deltaE = issue.difference.map { ($0.deltaE * 100).rounded() / 100 }
            severity = issue.difference?.severity.rawValue
        }
    }
}
