/// The signed-area accumulation core for one fill: depositing lines into the cell buffer of a band
/// and turning each row's running sum into coverage spans.
///
/// Cell coordinates: column 0 is the fill's leftmost pixel; each row has `width + 2` cells because a
/// line on the right edge deposits into the two cells after its pixel.
struct BandGeometry {
    let width: Int
    let stride: Int
    let blocksPerRow: Int
    let evenOdd: Bool
    /// Device position of cell column 0 and of row 0.
    let originX: Int
    let originY: Int

    init(width: Int, evenOdd: Bool, originX: Int, originY: Int) {
        self.width = width
        stride = width + 2
        blocksPerRow = (stride + (1 << Rasterizer.blockShift) - 1) >> Rasterizer.blockShift
        self.evenOdd = evenOdd
        self.originX = originX
        self.originY = originY
    }

    /// Deposits the signed area of the line (x0, y0) → (x1, y1) into rows `bandTop ..< bandBottom`
    /// (font-rs `draw_line`). Downward lines add, upward lines subtract. x must lie in 0...width.
    @inline(__always)
    func addLine(_ ax: Float, _ ay: Float, _ bx: Float, _ by: Float, bandTop: Int, bandBottom: Int,
                 scratch: CoverageScratch) {
        var x0 = ax, y0 = ay, x1 = bx, y1 = by, direction: Float = 1
        if y0 > y1 { swap(&x0, &x1); swap(&y0, &y1); direction = -1 }
        guard y1 > y0 else { return }   // horizontal: no signed area
        // A near-horizontal line (height below Float's resolution) would give an infinite slope.
        let slope = (x1 - x0) / (y1 - y0), dxdy = slope.isFinite ? slope : 0
        let firstRow = max(Int(y0), bandTop), endRow = min(Int(y1.rounded(.up)), bandBottom)
        guard firstRow < endRow else { return }
        let maxX = Float(width)
        var x = min(max(x0 + (max(Float(firstRow), y0) - y0) * dxdy, 0), maxX)
        let cells = scratch.cells, touched = scratch.touched
        for y in firstRow..<endRow {
            let dy = min(Float(y &+ 1), y1) - max(Float(y), y0)
            let xNext = min(max(x + dxdy * dy, 0), maxX)
            let d = dy * direction
            let lo = min(x, xNext), hi = max(x, xNext)
            let loFloor = lo.rounded(.down), hiCeil = hi.rounded(.up)
            let i0 = Int(loFloor), i1 = Int(hiCeil)
            let row = cells + (y &- bandTop) &* stride
            let lastCell: Int
            if i1 <= i0 &+ 1 {
                // Within one pixel column: split by the mean x.
                let xmf = 0.5 * (x + xNext) - loFloor
                row[i0] += d - d * xmf
                row[i0 &+ 1] += d * xmf
                lastCell = i0 &+ 1
            } else {
                // Across columns: a ramp, with partial triangles at both ends.
                let s = 1 / (hi - lo)
                let x0f = lo - loFloor
                let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                let x1f = hi - hiCeil + 1
                let am = 0.5 * s * x1f * x1f
                row[i0] += d * a0
                if i1 == i0 &+ 2 {
                    row[i0 &+ 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - x0f)
                    row[i0 &+ 1] += d * (a1 - a0)
                    var xi = i0 &+ 2
                    while xi < i1 &- 1 { row[xi] += d * s; xi &+= 1 }
                    let a2 = a1 + Float(i1 &- i0 &- 3) * s
                    row[i1 &- 1] += d * (1 - a2 - am)
                }
                row[i1] += d * am
                lastCell = i1
            }
            let flags = touched + (y &- bandTop) &* blocksPerRow
            var block = i0 >> Rasterizer.blockShift
            let lastBlock = lastCell >> Rasterizer.blockShift
            while block <= lastBlock { flags[block] = 1; block &+= 1 }
            x = xNext
        }
    }

    /// Runs the prefix sum over one row, clears what it read, and sends the coverage to `sink`.
    @inline(__always)
    func accumulateRow<S: CoverageSink>(_ y: Int, bandTop: Int, scratch: CoverageScratch, into sink: inout S) {
        let cells = scratch.cells + (y &- bandTop) &* stride
        let flags = scratch.touched + (y &- bandTop) &* blocksPerRow
        let coverage = scratch.rowCoverage
        let deviceY = originY &+ y
        var acc: Float = 0
        var block = 0
        while block < blocksPerRow {
            var end = block
            let start = block << Rasterizer.blockShift
            if flags[block] == 0 {
                while end < blocksPerRow && flags[end] == 0 { end &+= 1 }
                let stop = min(end << Rasterizer.blockShift, width)
                let value = coverageByte(acc)
                if start < stop && value != 0 {
                    sink.solidSpan(y: deviceY, x: originX &+ start, length: stop &- start, coverage: value)
                }
            } else {
                while end < blocksPerRow && flags[end] != 0 { flags[end] = 0; end &+= 1 }
                let stop = min(end << Rasterizer.blockShift, stride)
                let visibleStop = min(stop, width)
                var i = start
                while i < visibleStop {
                    acc += cells[i]; cells[i] = 0
                    coverage[i &- start] = coverageByte(acc)
                    i &+= 1
                }
                while i < stop { acc += cells[i]; cells[i] = 0; i &+= 1 }
                if start < visibleStop {
                    emitRuns(coverage, count: visibleStop &- start, y: deviceY, x: originX &+ start, into: &sink)
                }
            }
            block = end
        }
    }

    /// Sends per-pixel coverage, skipping zero runs and turning long full runs into solid spans.
    @inline(__always)
    private func emitRuns<S: CoverageSink>(_ coverage: UnsafeMutablePointer<UInt8>, count: Int, y: Int, x: Int,
                                           into sink: inout S) {
        var i = 0
        while i < count {
            while i < count && coverage[i] == 0 { i &+= 1 }
            var spanStart = i
            while i < count && coverage[i] != 0 {
                guard coverage[i] == 255 else { i &+= 1; continue }
                var j = i
                while j < count && coverage[j] == 255 { j &+= 1 }
                if j &- i >= Rasterizer.minSolidRun {
                    if i > spanStart {
                        sink.span(y: y, x: x &+ spanStart,
                                  coverage: UnsafeBufferPointer(start: coverage + spanStart, count: i &- spanStart))
                    }
                    sink.solidSpan(y: y, x: x &+ i, length: j &- i, coverage: 255)
                    spanStart = j
                }
                i = j
            }
            if i > spanStart {
                sink.span(y: y, x: x &+ spanStart,
                          coverage: UnsafeBufferPointer(start: coverage + spanStart, count: i &- spanStart))
            }
        }
    }

    /// Coverage 0...255 from a winding-weighted area sum: nonzero `min(1, |a|)`, even-odd a triangle
    /// wave of `|a|`. Rounds to nearest, so exactly half a pixel gives 128.
    @inline(__always)
    private func coverageByte(_ acc: Float) -> UInt8 {
        var a = abs(acc)
        if evenOdd {
            a -= 2 * (a * 0.5).rounded(.down)
            if a > 1 { a = 2 - a }
        } else if a > 1 {
            a = 1
        }
        return UInt8(truncatingIfNeeded: truncatedIndex(a * 255 + 0.5))   // a is in 0...1 here
    }
}
