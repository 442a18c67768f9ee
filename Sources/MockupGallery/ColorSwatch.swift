import Foundation
import MockupRaster

/// A colour token as a swatch card: chip, name, hex, how the guide writes it, and its WCAG
/// contrast against the brand canvas and primary text colours.
struct ColorSwatch {
    let token: ColorToken
    let canvas: ColorToken?
    let textPrimary: ColorToken?
    let issues: [GuideIssue]

    var html: String {
        let chipColor = ColorMath.hex(token.color)
        let alpha = token.color.alpha < 1 ? " · \(Int((token.color.alpha * 100).rounded())) %" : ""
        var rows: [String] = []
        // Contrast is measured with the token shown on the canvas (translucent tokens composited).
        let canvasColor = canvas.map { ContrastRatio.composite($0.color, over: .white) }
        if let canvas, let canvasColor, canvas.name != token.name {
            rows.append(contrastRow(label: "vs canvas", title: "\(token.name) on \(canvas.name)",
                                    ratio: ContrastRatio.ratio(token.color, on: canvasColor)))
        }
        if let textPrimary, let canvasColor, textPrimary.name != token.name {
            let shown = ContrastRatio.composite(token.color, over: canvasColor)
            let ink = ContrastRatio.composite(textPrimary.color, over: canvasColor)
            rows.append(contrastRow(label: "vs text", title: "\(textPrimary.name) on \(token.name)",
                                    ratio: ContrastRatio.ratio(ink, on: shown)))
        }
        let lint = issues.map { "<div class=\"lint\">⚠ \(HTML.escape($0.message))</div>" }.joined()
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
