/// How a run of text is drawn: font plus the spacing modifiers SwiftUI applies to `Text`.
public struct TextStyle: Hashable, Sendable {
    public var font: FontDescriptor
    /// `.tracking(t)`: points added after every grapheme cluster except a line's last (LAYOUT-SPEC §8.5).
    public var tracking: Double
    /// `.kerning(k)`: points added after every grapheme cluster, the last included.
    public var kerning: Double
    /// `.monospacedDigit()`: OpenType `tnum`, emulated where the font lacks it.
    public var monospacedDigit: Bool
    /// `.lineSpacing(s)`: points added between lines (not after the last). A paragraph's setting: of
    /// several runs, the first run's applies.
    public var lineSpacing: Double
    /// `.baselineOffset(o)`: points the run is raised above the baseline (negative lowers it).
    public var baselineOffset: Double
    /// The BCP 47 language the run is typeset for (`.typesettingLanguage`, an attributed run's
    /// `languageIdentifier`): HarfBuzz's buffer language, which picks a face's `locl` forms (Japanese,
    /// Korean or Traditional Chinese ideographs in Noto Sans CJK). nil: the process default.
    public var language: String?

    public init(font: FontDescriptor = .body, tracking: Double = 0, kerning: Double = 0, monospacedDigit: Bool = false,
                lineSpacing: Double = 0, baselineOffset: Double = 0, language: String? = nil) {
        self.font = font; self.tracking = tracking; self.kerning = kerning; self.monospacedDigit = monospacedDigit
        self.lineSpacing = lineSpacing; self.baselineOffset = baselineOffset; self.language = language
    }
}

/// `.truncationMode`: where the ellipsis replaces what does not fit on the last shown line.
public enum TruncationMode: Hashable, Sendable { case head, middle, tail }

/// `.multilineTextAlignment`: where lines sit inside the text's width.
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }
