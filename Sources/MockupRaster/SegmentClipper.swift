/// Collects a flattened outline as closed line segments clipped to a pixel rectangle, for the
/// coverage accumulator.
///
/// Rows are independent, so parts above or below the clip are dropped. Parts left of it are clamped
/// onto its left edge (they still change the winding of the pixels to their right) and parts right
/// of it onto the right edge (where they change nothing visible). Output coordinates are relative to
/// the clip origin, as `Float` quadruples (x0, y0, x1, y1), so they are always small and finite.
struct SegmentClipper: PolylineSink {
    let clip: IntRect
    var segments: [Float]
    private var start = Point.zero, last = Point.zero
    /// Bounds of the stored segments, relative to the clip origin.
    private(set) var minX = Float.infinity, minY = Float.infinity
    private(set) var maxX = -Float.infinity, maxY = -Float.infinity

    init(clip: IntRect, reusing storage: [Float]) {
        self.clip = clip
        segments = storage
        segments.removeAll(keepingCapacity: true)
    }

    mutating func begin(at p: Point) { start = p; last = p }
    mutating func line(to p: Point) { add(last, p); last = p }
    mutating func end(closed: Bool) { add(last, start); last = start }

    private mutating func add(_ a: Point, _ b: Point) {
        let top = Double(clip.y), bottom = Double(clip.maxY)
        guard a.y != b.y, max(a.y, b.y) > top, min(a.y, b.y) < bottom else { return }
        var p = a, q = b
        if p.y > q.y { swap(&p, &q) }
        if p.y < top { p = Point(p.x + (q.x - p.x) * (top - p.y) / (q.y - p.y), top) }
        if q.y > bottom { q = Point(p.x + (q.x - p.x) * (bottom - p.y) / (q.y - p.y), bottom) }
        if a.y > b.y { swap(&p, &q) }   // keep the original direction (it carries the winding sign)
        let left = Double(clip.x), right = Double(clip.maxX)
        // Split at the clip's vertical edges so the visible part stays exact.
        var cutA = Double.infinity, cutB = Double.infinity
        if (p.x - left) * (q.x - left) < 0 { cutA = (left - p.x) / (q.x - p.x) }
        if (p.x - right) * (q.x - right) < 0 { cutB = (right - p.x) / (q.x - p.x) }
        if cutA > cutB { swap(&cutA, &cutB) }
        var from = p
        if cutA < 1 { from = storeUntil(cutA, from: from, p, q, left: left, right: right) }
        if cutB < 1 { from = storeUntil(cutB, from: from, p, q, left: left, right: right) }
        store(from, q, left: left, right: right)
    }

    /// Stores `from` → the point at parameter `t` of p → q, and returns that point.
    private mutating func storeUntil(_ t: Double, from: Point, _ p: Point, _ q: Point,
                                     left: Double, right: Double) -> Point {
        let to = Point(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t)
        store(from, to, left: left, right: right)
        return to
    }

    private mutating func store(_ a: Point, _ b: Point, left: Double, right: Double) {
        let x0 = Float(min(max(a.x, left), right) - left), y0 = Float(a.y - Double(clip.y))
        let x1 = Float(min(max(b.x, left), right) - left), y1 = Float(b.y - Double(clip.y))
        guard y0 != y1 else { return }
        segments.append(x0); segments.append(y0); segments.append(x1); segments.append(y1)
        minX = min(minX, x0, x1); maxX = max(maxX, x0, x1)
        minY = min(minY, y0, y1); maxY = max(maxY, y0, y1)
    }
}
