/// Lint findings as HTML: a one-line badge beside a token, and a brand's lint section with the
/// guide's errors, then its warnings and Mockup's notes on how it reads and draws the guide.
enum IssueList {
    /// A token's findings under its swatch or type row: errors and warnings one a line, `unused`
    /// as a faint word (the lint section lists it), notes left to the lint section.
    static func inline(_ issues: [GuideIssue]) -> String {
        issues.filter { $0.kind != .note && $0.rule != "unused-token" }.map(line).joined()
            + (issues.contains { $0.rule == "unused-token" } ? "<div class=\"lint lint-note\">unused in the guide's code</div>" : "")
    }

    private static func line(_ issue: GuideIssue) -> String {
        let mark = issue.kind == .error ? "✕" : issue.kind == .warning ? "⚠" : "ℹ"
        return "<div class=\"lint lint-\(issue.kind.rawValue)\">\(mark) \(HTML.escape(issue.message))</div>"
    }

    /// The lint section: guide errors, then warnings and renderer notes folded, each with its count.
    static func section(_ issues: [GuideIssue], guideName: String) -> String {
        let errors = issues.filter { $0.kind == .error }
        let warnings = issues.filter { $0.kind == .warning }
        let notes = issues.filter { $0.kind == .note }
        var html = "<h2 id=\"lint\">Guide lint</h2><p class=\"section-note\">Reproduce with "
            + "<code>mockup lint \(HTML.escape(guideName))</code> (exit status 1 on errors).</p>"
        if errors.isEmpty {
            html += "<p class=\"clean\">✓ No guide errors: every colour matches its hex comment, no token is declared twice "
                + "with another value, and the canvas's text colours reach 4.5:1.</p>"
        } else {
            html += "<h3>Guide: \(errors.count) error\(errors.count == 1 ? "" : "s")</h3><ul class=\"issues\">\(errors.map(item).joined())</ul>"
        }
        if !warnings.isEmpty {
            let rules = Dictionary(grouping: warnings, by: \.rule).map { "\($0.value.count) \($0.key)" }.sorted().joined(separator: ", ")
            html += "<details class=\"notes\"><summary>Guide warnings: \(warnings.count) (\(HTML.escape(rules)))</summary>"
                + "<ul class=\"issues\">\(warnings.map(item).joined())</ul></details>"
        }
        if !notes.isEmpty {
            html += "<details class=\"notes\"><summary>Renderer notes: \(notes.count) (fonts Mockup does not bundle, "
                + "tokens it cannot read; not errors in the guide)</summary><ul class=\"issues\">\(notes.map(item).joined())</ul></details>"
        }
        return html
    }

    private static func item(_ issue: GuideIssue) -> String {
        let severity = issue.difference.map { " <span class=\"badge sev-\($0.severity.rawValue)\">\($0.severity.rawValue)</span>" } ?? ""
        return "<li class=\"lint-\(issue.kind.rawValue)\"><span class=\"badge kind-\(issue.kind.rawValue)\">\(issue.kind.rawValue)</span>"
            + "\(severity) \(issue.line.map { "line \($0) · " } ?? "")<code>\(HTML.escape(issue.subject))</code>: "
            + "\(HTML.escape(issue.message)) <span class=\"faint\">[\(HTML.escape(issue.rule))]</span></li>"
    }
}
