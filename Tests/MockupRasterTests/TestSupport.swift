import MockupRaster

/// A clip rect large enough for every test shape.
let testClip = IntRect(x: -64, y: -64, width: 2048, height: 1024)

/// Rasterizes `path` into a coverage mask.
func rasterize(_ path: Path, transform: Transform2D = .identity, rule: FillRule = .nonZero,
               clip: IntRect = testClip) -> CoverageMask {
    var rasterizer = Rasterizer()
    return rasterizer.coverageMask(path, transform: transform, rule: rule, clip: clip).mask
}

/// The exact signed area of a path (positive = clockwise on a y-down screen), by Green's theorem on
/// a fine polygon of its curves (1,000 points per curve), independent of the rasterizer's flattener.
func referenceArea(_ path: Path) -> Double {
    var area = 0.0, start = Point.zero, current = Point.zero
    func edge(_ a: Point, _ b: Point) { area += (a.x * b.y - b.x * a.y) / 2 }
    for element in path.elements {
        switch element {
        case .move(let p): edge(current, start); start = p; current = p
        case .line(let p): edge(current, p); current = p
        case .quad(let c, let p):
            var previous = current
            for i in 1...1000 {
                let t = Double(i) / 1000, u = 1 - t
                let q = current * (u * u) + c * (2 * u * t) + p * (t * t)
                edge(previous, q); previous = q
            }
            current = p
        case .cubic(let c1, let c2, let p):
            var previous = current
            for i in 1...1000 {
                let t = Double(i) / 1000, u = 1 - t
                let q = current * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t)
                edge(previous, q); previous = q
            }
            current = p
        case .close: edge(current, start); current = start
        }
    }
    edge(current, start)
    return area
}

/// Relative difference |a − b| / |b|.
func relativeError(_ a: Double, _ b: Double) -> Double { abs(a - b) / abs(b) }

/// Records what a fill sends, to check span kinds and that no pixel is written twice.
struct RecordingSink: CoverageSink {
    var solidPixels = 0
    var spanPixels = 0
    var writes: [Int: Int] = [:]   // key y * 100_000 + x → times written

    mutating func span(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        spanPixels += coverage.count
        for i in 0..<coverage.count { writes[y * 100_000 + x + i, default: 0] += 1 }
    }

    mutating func solidSpan(y: Int, x: Int, length: Int, coverage: UInt8) {
        solidPixels += length
        for i in 0..<length { writes[y * 100_000 + x + i, default: 0] += 1 }
    }
}

/// Coverage of `inside` estimated by sampling an n×n grid in each pixel of `bounds`, 0...255.
func supersampled(bounds: IntRect, samples n: Int = 16, inside: (Double, Double) -> Bool) -> CoverageMask {
    var mask = CoverageMask(bounds: bounds)
    for py in bounds.y..<bounds.maxY {
        for px in bounds.x..<bounds.maxX {
            var hits = 0
            for sy in 0..<n {
                for sx in 0..<n where inside(Double(px) + (Double(sx) + 0.5) / Double(n),
                                             Double(py) + (Double(sy) + 0.5) / Double(n)) {
                    hits += 1
                }
            }
            mask.pixels[(py - bounds.y) * bounds.width + (px - bounds.x)] =
                UInt8((Double(hits) * 255 / Double(n * n)).rounded())
        }
    }
    return mask
}

/// The largest per-pixel difference between two masks over the union of their bounds.
func maxDifference(_ a: CoverageMask, _ b: CoverageMask) -> Int {
    let x0 = min(a.x, b.x), y0 = min(a.y, b.y)
    let x1 = max(a.x + a.width, b.x + b.width), y1 = max(a.y + a.height, b.y + b.height)
    var worst = 0
    for y in y0..<y1 { for x in x0..<x1 { worst = max(worst, abs(Int(a[x, y]) - Int(b[x, y]))) } }
    return worst
}
