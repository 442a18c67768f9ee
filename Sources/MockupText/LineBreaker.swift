/// Greedy line breaking over a shaped paragraph (LAYOUT-SPEC §8.3): break at the last opportunity
/// that fits, inside a word only when the word alone does not fit; spaces at a soft break hang.
struct LineBreaker {
    /// A run's `.tracking` (between clusters) and `.kerning` (after every cluster).
    struct Spacing: Hashable {
        let tracking: Double
        let kerning: Double
    }
    let paragraph: ShapedParagraph
    /// Indexed by the clusters' `run`.
    let spacing: [Spacing]
    /// The spacing of every run, when they all have the same.
    private let uniform: Spacing?
    /// prefix[i] = sum of advances of clusters 0..<i.
    private let prefix: [Double]
    /// spaced[i] = sum of advances, tracking and kerning of clusters 0..<i (runs of mixed spacing only).
    private let spaced: [Double]

    /// Slack when comparing with the available width, so a text re-proposed its own width never wraps.
    static let tolerance = 1e-6

    init(paragraph: ShapedParagraph, spacing: [Spacing]) {
        self.paragraph = paragraph
        self.spacing = spacing
        uniform = spacing.dropFirst().allSatisfy { $0 == spacing[0] } ? spacing.first : nil
        var sums = [0.0]
        sums.reserveCapacity(paragraph.clusters.count + 1)
        for cluster in paragraph.clusters { sums.append(sums.last! + cluster.advance) }
        prefix = sums
        if uniform == nil {
            var spacedSums = [0.0]
            spacedSums.reserveCapacity(paragraph.clusters.count + 1)
            for cluster in paragraph.clusters {
                let s = spacing[cluster.run]
                spacedSums.append(spacedSums.last! + cluster.advance + s.tracking + s.kerning)
            }
            spaced = spacedSums
        } else {
            spaced = []
        }
    }

    /// The spacing of cluster `index`'s run.
    func spacing(ofCluster index: Int) -> Spacing {
        paragraph.clusters.indices.contains(index) ? spacing[paragraph.clusters[index].run] : spacing[0]
    }

    /// Width of clusters `range` as drawn: advances + kerning after each + tracking between.
    /// `extraCount` more clusters `extra` wide follow in the last cluster's spacing (an ellipsis).
    func width(_ range: Range<Int>, extra: Double = 0, extraCount: Int = 0) -> Double {
        let count = range.count + extraCount
        guard count > 0 else { return 0 }
        if let uniform {
            return prefix[range.upperBound] - prefix[range.lowerBound] + extra
                + uniform.tracking * Double(count - 1) + uniform.kerning * Double(count)
        }
        let last = spacing(ofCluster: range.upperBound - 1)
        return spaced[range.upperBound] - spaced[range.lowerBound] + extra
            + Double(extraCount) * (last.tracking + last.kerning) - last.tracking
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

extension LineBreaker {
    /// `range` without the breaking spaces at its start.
    func trimmingLeadingSpaces(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start < range.upperBound && paragraph.clusters[start].isSpace { start += 1 }
        return start..<range.upperBound
    }

    /// The shortest suffix of `range` whose width, with `reserved` more, fits in `maxWidth`.
    func fittingSuffix(_ range: Range<Int>, maxWidth: Double, reserved: Double) -> Range<Int> {
        var start = range.upperBound
        while start > range.lowerBound
                && width((start - 1)..<range.upperBound) + reserved <= maxWidth + LineBreaker.tolerance {
            start -= 1
        }
        return start..<range.upperBound
    }

    /// The longest prefix of `range` whose width, with `reserved` more, fits in `maxWidth`.
    func fittingPrefix(_ range: Range<Int>, maxWidth: Double, reserved: Double) -> Range<Int> {
        var end = range.lowerBound
        while end < range.upperBound
                && width(range.lowerBound..<(end + 1)) + reserved <= maxWidth + LineBreaker.tolerance {
            end += 1
        }
        return range.lowerBound..<end
    }
}
