/// Splits polylines into dashes by arc length (Core Graphics semantics: the pattern restarts on
/// every subpath, shifted by the phase; a closed subpath is dashed along its closing segment too).
enum Dasher {
    /// The dashes of `polylines`, or the polylines unchanged when the pattern is empty or invalid
    /// (any negative or non-finite length, or a zero total), as Core Graphics ignores such patterns,
    /// or too fine (more than `RasterLimits.maxDashes` dashes: drawn solid).
    static func dash(_ polylines: [Polyline], pattern: [Double], phase: Double) -> [Polyline] {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), phase.isFinite else {
            return polylines
        }
        let lengths = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let total = lengths.reduce(0, +)
        guard total > 0 else { return polylines }
        let length = polylines.reduce(0.0) { sum, polyline in
            zip(polyline.points, polyline.points.dropFirst() + (polyline.isClosed ? Array(polyline.points.prefix(1)) : []))
                .reduce(sum) { $0 + distance($1.0, $1.1) }
        }
        guard !(length / total * Double(lengths.count) > Double(RasterLimits.maxDashes)) else { return polylines }
        var dashes: [Polyline] = []
        for polyline in polylines {
            var points = polyline.points
            if polyline.isClosed, let first = points.first { points.append(first) }
            guard points.count > 1 else { continue }
            // Position in the pattern at the start of this subpath.
            var offset = phase.truncatingRemainder(dividingBy: total)
            if offset < 0 { offset += total }
            var index = 0
            while offset >= lengths[index] { offset -= lengths[index]; index = (index + 1) % lengths.count }
            var remaining = lengths[index] - offset
            var isOn = index % 2 == 0
            var current: [Point] = isOn ? [points[0]] : []
            for i in 1..<points.count {
                var from = points[i - 1]
                let to = points[i]
                var segment = distance(from, to)
                while segment > remaining {
                    let split = from + (to - from) * (remaining / segment)
                    if isOn {
                        current.append(split)
                        dashes.append(Polyline(points: current, isClosed: false))
                        current = []
                    } else {
                        current = [split]
                    }
                    segment -= remaining
                    from = split
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                    isOn.toggle()
                }
                remaining -= segment
                if isOn { current.append(to) }
            }
            if isOn && current.count > 1 { dashes.append(Polyline(points: current, isClosed: false)) }
        }
        return dashes
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
}
