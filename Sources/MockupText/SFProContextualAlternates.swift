import CHarfBuzz

/// Inter's contextual alternates (`calt`) that SF Pro does not have: an `x` between numbers
/// (`3x3`, `2 x 3`) becomes a multiplication sign, and runs of `-`, `<`, `>`, `=` (`->`, `<=>`,
/// `-->`) become arrows. Where Inter stands in for SF Pro, `calt` is switched off over exactly those
/// characters, so "1920x1080" and "a -> b" read as typed; Inter's other alternates stay (a colon
/// between digits is raised, as SF Pro raises it in "9:41"). By its own name Inter keeps them all.
enum SFProContextualAlternates {
    /// `calt` off over each such character of `scalars` (the indices are HarfBuzz clusters).
    static func suppressions(in scalars: [UInt32], range: Range<Int>) -> [hb_feature_t] {
        var ranges: [Range<Int>] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let scalar = scalars[index]
            if arrowParts.contains(scalar) {
                var end = index + 1
                while end < range.upperBound, arrowParts.contains(scalars[end]) { end += 1 }
                if end - index >= 2 { ranges.append(index..<end) }
                index = end
                continue
            }
            if scalar == 0x78, isDigit(beside: index, step: -1, in: scalars, range), isDigit(beside: index, step: 1, in: scalars, range) {
                ranges.append(index..<index + 1)
            }
            index += 1
        }
        return ranges.map { hb_feature_t(tag: calt, value: 0, start: UInt32($0.lowerBound), end: UInt32($0.upperBound)) }
    }

    private static let calt = OpenTypeTag.value("calt")
    /// `-`, `<`, `=`, `>`.
    private static let arrowParts: Set<UInt32> = [0x2D, 0x3C, 0x3D, 0x3E]

    /// Whether the first character other than a space from `index` in direction `step` is a digit.
    private static func isDigit(beside index: Int, step: Int, in scalars: [UInt32], _ range: Range<Int>) -> Bool {
        var at = index + step
        while range.contains(at), scalars[at] == 0x20 { at += step }
        return range.contains(at) && (0x30...0x39).contains(scalars[at])
    }
}
