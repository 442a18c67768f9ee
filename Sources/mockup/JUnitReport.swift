import MockupGallery

/// `mockup verify --junit FILE`: the run as JUnit XML, one test case per snapshot (class = brand,
/// name = scene and scheme) with a `<failure>` carrying the reasons, for CI test reporters.
enum JUnitReport {
    static func xml(_ results: [VerifyResult], suite: String) -> String {
        let failures = results.filter { !$0.passed }.count
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\">",
                     "  <testsuite name=\"\(HTML.escape(suite))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">"]
        for result in results {
            let brand = result.label.split(separator: "/").first.map(String.init) ?? result.label
            let open = "    <testcase classname=\"\(HTML.escape(brand))\" name=\"\(HTML.escape(result.label))\""
            if result.passed {
                lines.append(open + "/>")
            } else {
                lines.append(open + ">")
                lines.append("      <failure message=\"\(HTML.escape(result.reasons[0]))\">"
                             + HTML.escape(result.reasons.joined(separator: "\n")) + "</failure>")
                lines.append("    </testcase>")
            }
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
