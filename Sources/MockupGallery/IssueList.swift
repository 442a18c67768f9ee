/// Lint findings as HTML: a one-line badge beside a token, and a brand's lint section with the
/// guide's errors and warnings apart from Mockup's notes on how it reads and draws the guide.
enum IssueList {
    /// `✕ error · message` under a swatch or type row.
    static func inline(_ issue: GuideIssue) -> String {
        let mark = issue.kind == .error ? "✕" : issue.kind == .warning ? "⚠" : "ℹ"
        return "<div class=\"lint lint-\(issue.kind.rawValue)\">\(mark) \(HTML.escape(issue.message))</div>"
    }

    /// The lint section: guide errors and warnings, then renderer notes, each with its count.
    static func section(_ issues: [GuideIssue], guideName: String) -> String {
        let guide = issues.filter { $0.kind != .note }.sorted { $0.kind < $1.kind }
        let notes = issues.filter { $0.kind == .note }
        let errors = guide.filter { $0.kind == .error }.count
        var html = "<h2 id=\"lint\">Guide lint</h2><p class=\"section-note\">Reproduce with "
            + "<code>mockup lint \(HTML.escape(guideName))</code> (exit status 1 on errors).</p>"
        if guide.isEmpty {
            html += "<p class=\"clean\">✓ No guide errors: every colour matches its hex comment, no token is declared twice "
                + "or left unused, and text colours reach 4.5:1 on their canvas.</p>"
        } else {
            html += "<h3>Guide: \(errors) error\(errors == 1 ? "" : "s"), \(guide.count - errors) warning"
                + "\(guide.count - errors == 1 ? "" : "s")</h3><ul class=\"issues\">\(guide.map(item).joined())</ul>"
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
