/// SF Pro's published numbers, applied where Inter stands in for the system font so that text has
/// SF Pro's line height and (near enough) its widths. Sources: docs/TEXT.md §1.
public enum SFProMetrics {
    /// Design units per em of SF Pro.
    public static let unitsPerEm = 2048.0
    /// hhea ascender, descender (positive magnitude), line gap and OS/2 cap height, in design units.
    public static let ascender = 1950.0, descender = 494.0, lineGap = 0.0, capHeight = 1443.0
    /// OS/2 x height of SF Pro Text, in design units.
    public static let xHeight = 1078.0

    /// Apple's tracking table for SF Pro on iOS: point size → tracking in 1/1000 em. Sizes between
    /// two rows take the smaller row's value, as the HIG table lists every size in a run of equal values.
    public static let trackingTable: [(pointSize: Double, thousandthsOfEm: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (31, 13), (33, 12), (35, 11), (36, 10), (41, 9), (44, 8),
        (49, 7), (52, 6), (58, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
    ]

    /// The tracking iOS applies to the system font at `pointSize`, in points (added after every glyph).
    /// Below the table's first size the first row applies; from 80 pt on, none.
    public static func tracking(pointSize: Double) -> Double {
        guard pointSize.isFinite, pointSize > 0 else { return 0 }
        let row = trackingTable.last { $0.pointSize <= pointSize.rounded(.down) } ?? trackingTable[0]
        return row.thousandthsOfEm / 1000 * pointSize
    }
}
