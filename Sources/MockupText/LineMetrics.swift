/// The vertical metrics a text is laid out with, in points: the requested face's hhea values, or
/// SF Pro's where Inter stands in for the system font; a text style's line height sets the gap, and
/// `Font.leading` moves it.
struct LineMetrics {
    let ascent: Double, descent: Double, lineGap: Double, capHeight: Double

    /// One line's height: ascent + descent + line gap, as UIFont's `lineHeight`.
    var lineHeight: Double { ascent + descent + lineGap }

    init(font: ResolvedFont, file: FontFile, pointSize: Double, lineHeight: Double?, lineSpacingAdjustment: Double = 0) {
        let (unitsPerEm, ascender, descender, gap, cap) = font.standsInForSystemFont
            ? (SFProMetrics.unitsPerEm, SFProMetrics.ascender, SFProMetrics.descender, SFProMetrics.lineGap,
               SFProMetrics.capHeight)
            : (file.unitsPerEm, file.ascender, file.descender, file.lineGap, file.capHeight)
        let unit = pointSize / unitsPerEm
        ascent = ascender * unit; descent = descender * unit; capHeight = cap * unit
        // A text style's leading replaces the face's gap (it may be a little below ascent + descent).
        if let lineHeight, lineHeight.isFinite, pointSize > 0 {
            lineGap = lineHeight - ascent - descent + lineSpacingAdjustment
        } else {
            lineGap = gap * unit + lineSpacingAdjustment
        }
    }
}
