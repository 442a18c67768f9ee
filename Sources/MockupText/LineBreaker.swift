/// Greedy line breaking over a shaped paragraph (LAYOUT-SPEC §8.3): break at the last opportunity
/// that fits, inside a word only when the word alone does not fit; spaces at a soft break hang.
struct LineBreaker {
    let paragraph: ShapedParagraph
    let tracking: Double
    let kerning: Double
    /// prefix[i] = sum of advances of clusters 0..<i.
    private let prefix: [Double]

    /// Slack when comparing with the available width, so a text re-proposed its own width never wraps.
    static let tolerance = 1e-6

    init(paragraph: ShapedParagraph, tracking: Double, kerning: Double) {
        self.paragraph = paragraph
        self.tracking = tracking
        self.kerning = kerning
        var sums = [0.0]
        sums.reserveCapacity(paragraph.clusters.count + 1)
        for cluster in paragraph.clusters { sums.append(sums.last! + cluster.advance) }
        prefix = sums
    }

    /// Width of clusters `range` as drawn: advances + kerning after each + tracking between.
    func width(_ range: Range<Int>, extra: Double = 0, extraCount: Int = 0) -> Double {
        let count = range.count + extraCount
        guard count > 0 else { return 0 }
        return prefix[range.upperBound] - prefix[range.lowerBound] + extra
            + tracking * Double(count - 1) + kerning * Double(count)
    }

    /// The characters of clusters `range` within `text` (the paragraph this breaker shaped).
    func span(_ range: Range<Int>, in text: Substring) -> Range<String.Index> {
        let clusters = paragraph.clusters
        guard !range.isEmpty else {
            let at = range.lowerBound < clusters.count ? clusters[range.lowerBound].range.lowerBound : text.endIndex
            return at..<at
        }
        return clusters[range.lowerBound].range.lowerBound..<clusters[range.upperBound - 1].range.upperBound
    }

    /// `range` without the breaking spaces at its end.
    func trimmingTrailingSpaces(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound && paragraph.clusters[end - 1].isSpace { end -= 1 }
        return range.lowerBound..<end
    }

    /// Cluster ranges of the lines, each with at least one cluster (one empty range for an empty paragraph).
    func lines(maxWidth: Double?) -> [Range<Int>] {
        let count = paragraph.clusters.count
        guard let maxWidth, count > 0 else { return [0..<count] }
        let limit = max(maxWidth, 0) + LineBreaker.tolerance
        var lines: [Range<Int>] = []
        var start = 0
        while start < count {
            var end = count
            var lastBreak: Int?
            var k = start
            while k < count {
                let cluster = paragraph.clusters[k]
                if !cluster.isSpace && width(start..<(k + 1)) > limit {
                    if let lastBreak { end = lastBreak } else { end = max(k, start + 1) }
                    break
                }
                if cluster.breakAfter { lastBreak = k + 1 }
                k += 1
            }
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    /// The longest prefix of `range` that fits in `maxWidth` together with an ellipsis of
    /// `ellipsisAdvance` (spaces before the ellipsis trimmed). Empty when even the ellipsis overflows.
    func truncatedPrefix(_ range: Range<Int>, maxWidth: Double?, ellipsisAdvance: Double) -> Range<Int> {
        guard let maxWidth else { return trimmingTrailingSpaces(range) }
        var end = range.upperBound
        while end > range.lowerBound {
            let candidate = trimmingTrailingSpaces(range.lowerBound..<end)
            if width(candidate, extra: ellipsisAdvance, extraCount: 1) <= maxWidth + LineBreaker.tolerance {
                return candidate
            }
            end = candidate.upperBound - 1
        }
        return range.lowerBound..<range.lowerBound
    }
}
