/// Where a face puts underlines and strikethroughs, in points: stroke centres below the baseline
/// (y down, so a strikethrough's is negative) and thicknesses. From the requested face's `post` and
/// OS/2 tables (docs/TEXT.md §7).
public struct TextDecorationMetrics: Hashable, Sendable {
    public let underlineCenter: Double, underlineThickness: Double
    public let strikethroughCenter: Double, strikethroughThickness: Double

    init(underlineCenter: Double, underlineThickness: Double, strikethroughCenter: Double,
         strikethroughThickness: Double) {
        self.underlineCenter = underlineCenter; self.underlineThickness = underlineThickness
        self.strikethroughCenter = strikethroughCenter; self.strikethroughThickness = strikethroughThickness
    }

    init(file: FontFile, pointSize: Double) {
        let unit = pointSize / file.unitsPerEm
        self.init(underlineCenter: -file.underlinePosition * unit, underlineThickness: file.underlineThickness * unit,
                  strikethroughCenter: -(file.strikeoutPosition - file.strikeoutSize / 2) * unit,
                  strikethroughThickness: file.strikeoutSize * unit)
    }
}
