import Foundation
@testable import MockupText

/// One library over the repository's bundled fonts, shared by the tests.
let library: FontLibrary = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return FontLibrary(directory: root.appendingPathComponent("Fonts"))
}()

func style(_ name: String, _ size: Double, tracking: Double = 0, monospacedDigit: Bool = false) -> TextStyle {
    TextStyle(font: FontDescriptor(source: .named(name), size: size), tracking: tracking, monospacedDigit: monospacedDigit)
}

/// Total advance of `text` shaped in an explicit Inter instance (axes pinned).
func interWidth(_ text: String, size: Double, wght: Double, opsz: Double, tnum: Bool = false) throws -> Double {
    let font = ResolvedFont(family: "Inter", file: "Inter/Inter[opsz,wght].ttf", weight: wght, italic: false,
                            variations: ["wght": wght, "opsz": opsz], syntheticOblique: false, pointSize: size,
                            standsInForSystemFont: false)
    let shaper = try ParagraphShaper(library: library, style: style("Inter", size, monospacedDigit: tnum), font: font)
    return try shaper.shape(Substring(text)).clusters.reduce(0) { $0 + $1.advance }
}

/// The lines of a layout as strings.
func lineTexts(_ layout: TextLayout, _ text: String) -> [String] {
    layout.lines.map { line in
        switch line.truncation {
        case nil: return String(text[line.range])
        case .tail: return String(text[line.range]) + "…"
        case .head: return "…" + String(text[line.range])
        case .middle:
            guard let elided = line.elided else { return String(text[line.range]) + "…" }
            return String(text[line.range.lowerBound..<elided.lowerBound]) + "…" + String(text[elided.upperBound..<line.range.upperBound])
        }
    }
}
