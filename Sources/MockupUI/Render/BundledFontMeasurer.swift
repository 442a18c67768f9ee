import MockupRaster
import MockupText

/// `TextMeasuring` over the bundled fonts (MockupText): what real renders lay text out with.
public struct BundledFontMeasurer: TextMeasuring {
    public let library: FontLibrary

    public init(library: FontLibrary) { self.library = library }

    public func measure(_ text: ResolvedText, maxWidth: Double?, maxLines: Int?) -> TextMeasurement {
        let layout = textLayout(text, maxWidth: maxWidth, maxLines: maxLines)
        var measurement = TextMeasurement(width: layout.size.width, lineCount: max(layout.lines.count, 1),
                                          ascent: layout.ascent, descent: layout.descent, lineGap: layout.lineGap,
                                          capHeight: layout.capHeight, lineSpacing: text.lineSpacing)
        if !layout.hasUniformLines {
            measurement.varyingLines = .init(height: layout.size.height,
                                             lastBaselineFromFirst: layout.lastBaseline - layout.firstBaseline)
        }
        return measurement
    }

    public func measureSymbol(named name: String, font: FontDescriptor, scale: SymbolScale) -> SymbolMeasurement {
        do {
            let symbol = try library.symbol(named: name, font: font, scale: scale)
            return SymbolMeasurement(size: symbol.size, baselineOffset: symbol.baselineOffset)
        } catch {
            library.diagnostics.record(error: error)
            return SymbolMeasurement(size: Size(0, 0), baselineOffset: 0)
        }
    }

    /// The full layout of `text` (glyphs included), for drawing. A font that cannot be loaded lays
    /// out as empty text and its error is recorded in the library's diagnostics (`ViewRenderer`
    /// throws it after layout).
    public func textLayout(_ text: ResolvedText, maxWidth: Double?, maxLines: Int?) -> MockupText.TextLayout {
        do {
            return try checkedTextLayout(text, maxWidth: maxWidth, maxLines: maxLines)
        } catch {
            library.diagnostics.record(error: error)
            return MockupText.TextLayout.empty
        }
    }

    /// The full layout of `text`, throwing when its font cannot be loaded (for callers that report
    /// failures themselves, like the renderer).
    public func checkedTextLayout(_ text: ResolvedText, maxWidth: Double?, maxLines: Int?) throws -> MockupText.TextLayout {
        let runs = text.styledRuns.map { run in
            TextRun(run.content.textRunContent,
                    style: TextStyle(font: run.font, tracking: run.tracking, kerning: run.kerning,
                                     monospacedDigit: run.monospacedDigit, lineSpacing: text.lineSpacing,
                                     baselineOffset: run.baselineOffset, language: run.language))
        }
        return try TextLayoutEngine.layout(runs, maxWidth: maxWidth, maxLines: maxLines,
                                           alignment: text.alignment.textEngineAlignment,
                                           truncationMode: text.truncationMode, library: library)
    }
}

extension ResolvedTextRun.Content {
    var textRunContent: TextRun.Content {
        switch self {
        case .text(let string): return .text(string)
        case let .symbol(name, scale): return .symbol(name: name, scale: scale)
        }
    }
}

extension TextAlignment {
    var textEngineAlignment: MockupText.TextAlignment {
        switch self {
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        }
    }
}
