import Foundation
import MockupRaster

/// A colour token as a swatch card: chip, name, hex, how the guide writes it, and its WCAG
/// contrast in its own scheme: on that scheme's canvas, and (for a fill) with the guide's text
/// colour that reads best on it.
struct ColorSwatch {
    let token: ColorToken
    let pair: ContrastPair
    /// The text colours of the guide's pairs (light and dark).
    let textColors: [ColorToken]
    let issues: [GuideIssue]

    var html: String {
        let chipColor = ColorMath.hex(token.color)
        let alpha = token.color.alpha < 1 ? " · \(Int((token.color.alpha * 100).rounded())) %" : ""
        var rows: [String] = []
        let canvasColor = pair.canvasColor
        if pair.canvas?.name != token.name {
            rows.append(contrastRow(label: "on \(pair.scheme.rawValue) canvas", title: "\(token.name) on \(pair.canvasName)",
                                    ratio: ContrastRatio.ratio(token.color, on: canvasColor)))
        }
        // A fill (not a text colour) carries text: the guide's text colour that reads best on it
        // (a navy fill takes the dark scheme's light text).
        let shown = ContrastRatio.composite(token.color, over: canvasColor)
        let inks = textColors.filter { $0.name != token.name }
            .map { (token: $0, ratio: ContrastRatio.ratio(ContrastRatio.composite($0.color, over: canvasColor), on: shown)) }
        if !TokenName(token.name).isText, let best = inks.max(by: { $0.ratio < $1.ratio }) {
            rows.append(contrastRow(label: "text on it", title: "\(best.token.name) on \(token.name)", ratio: best.ratio))
        }
        let lint = IssueList.inline(issues)
        return """
        <div class="swatch" id="color-\(HTML.escape(token.name))"><div class="swatch-chip">\
        <span style="background:\(chipColor);opacity:\(Self.decimal(token.color.alpha))"></span></div>\
        <div class="swatch-body"><div class="swatch-name">\(HTML.escape(token.name))</div>\
        <div class="swatch-meta"><span>\(chipColor)\(alpha)</span>\(origin.map { "<span>\(HTML.escape($0))</span>" } ?? "")\
        <span class="faint">line \(token.line)</span></div>\
        \(rows.isEmpty ? "" : "<div class=\"contrast\">\(rows.joined())</div>")\(lint)</div></div>
        """
    }

    /// How the guide derives the value, when it is not a plain literal.
    private var origin: String? {
        switch token.origin {
        case .literal: return nil
        case .alias(let name): return "= \(name)"
        case .opacity(let name, let opacity): return "\(name).opacity(\(Self.decimal(opacity)))"
        }
    }

    private func contrastRow(label: String, title: String, ratio: Double) -> String {
        let rating = ContrastRatio.Rating(ratio: ratio)
        let className = rating.rawValue.lowercased().replacingOccurrences(of: " ", with: "-")
        return "<span title=\"\(HTML.escape(title))\">\(HTML.escape(label))</span><b>\(String(format: "%.2f", ratio)):1</b>"
            + "<span class=\"badge \(className)\">\(rating.rawValue)</span>"
    }

    private static func decimal(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
