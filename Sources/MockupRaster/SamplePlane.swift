/// A plane of 8.8 fixed-point samples with a three-box Gaussian blur.
struct SamplePlane {
    let width, height: Int
    let samples: UnsafeMutablePointer<UInt16>

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        samples = .allocate(capacity: width * height)
        samples.initialize(repeating: 0, count: width * height)
    }

    func deallocate() { samples.deallocate() }

    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt16> { samples + y &* width }

    /// Sets samples to the average of `factor`×`factor` blocks of one 8-bit channel (at bit
    /// `shift`) of `source`, starting `offset` samples in from the top-left (the border stays 0);
    /// blocks past the source edge count the missing pixels as 0.
    func downsample(from source: UnsafePointer<UInt32>, width sw: Int, height sh: Int, factor: Int, shift: UInt32,
                    offset: Int = 0) {
        let area = UInt32(factor * factor)
        let rows = min(height - offset, (sh + factor - 1) / factor), columns = min(width - offset, (sw + factor - 1) / factor)
        // Per-pixel work in wrapping arithmetic only: every index stays inside the source by construction.
        for y in 0..<rows {
            let out = row(y + offset) + offset
            let top = y &* factor, bottom = min(sh, top &+ factor)
            for x in 0..<columns {
                let left = x &* factor, right = min(sw, left &+ factor)
                var sum: UInt32 = 0, sy = top
                while sy < bottom {
                    let line = source + sy &* sw
                    var sx = left
                    while sx < right { sum &+= (line[sx] >> shift) & 0xFF; sx &+= 1 }
                    sy &+= 1
                }
                out[x] = UInt16(truncatingIfNeeded: ((sum << 8) &+ area / 2) / area)
            }
        }
    }

    /// Three horizontal then three vertical box passes (decal edges); only the horizontal ones when
    /// `vertically` is false (a plane one sample tall standing for one axis of a separable blur).
    func blur(sigma: Double, vertically: Bool = true) {
        let radii = GaussianBlur.boxWidths(sigma: sigma).map { ($0 - 1) / 2 }.filter { $0 > 0 }
        guard !radii.isEmpty else { return }
        let count = width * height
        let scratch = UnsafeMutablePointer<UInt16>.allocate(capacity: max(count, 2 * width))
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { scratch.deallocate(); sums.deallocate() }
        // Horizontal: each row ping-pongs between two line buffers, then is copied back.
        let lines = [scratch, scratch + width]
        for y in 0..<height {
            var source = row(y)
            for (pass, r) in radii.enumerated() {
                SamplePlane.boxLine(source, lines[pass & 1], count: width, radius: r)
                source = lines[pass & 1]
            }
            row(y).update(from: source, count: width)
        }
        guard vertically else { return }
        // Vertical: row-oriented running column sums, plane → scratch → plane …
        var source = samples, target = scratch
        for r in radii {
            SamplePlane.boxColumns(source, target, width: width, height: height, radius: r, sums: sums)
            swap(&source, &target)
        }
        if source != samples { samples.update(from: source, count: count) }
    }

    /// One box pass of radius `r` along a line of `n` samples (zero outside).
    private static func boxLine(_ src: UnsafePointer<UInt16>, _ dst: UnsafeMutablePointer<UInt16>, count n: Int, radius r: Int) {
        let scale = reciprocal(2 * r + 1)
        var sum: UInt64 = 0
        for i in 0..<min(r, n) { sum &+= UInt64(src[i]) }
        for i in 0..<n {
            if i &+ r < n { sum &+= UInt64(src[i &+ r]) }
            dst[i] = UInt16(truncatingIfNeeded: (sum &* scale &+ (1 << 31)) >> 32)
            if i &- r >= 0 { sum &-= UInt64(src[i &- r]) }
        }
    }

    /// One vertical box pass of radius `r`, done row by row with a running sum per column.
    private static func boxColumns(_ src: UnsafePointer<UInt16>, _ dst: UnsafeMutablePointer<UInt16>, width: Int,
                                   height: Int, radius r: Int, sums: UnsafeMutablePointer<UInt32>) {
        let scale = reciprocal(2 * r + 1)
        sums.update(repeating: 0, count: width)
        for y in 0..<min(r, height) {
            let line = src + y &* width
            for x in 0..<width { sums[x] &+= UInt32(line[x]) }
        }
        for y in 0..<height {
            if y &+ r < height {
                let line = src + (y &+ r) &* width
                for x in 0..<width { sums[x] &+= UInt32(line[x]) }
            }
            let out = dst + y &* width
            for x in 0..<width { out[x] = UInt16(truncatingIfNeeded: (UInt64(sums[x]) &* scale &+ (1 << 31)) >> 32) }
            if y &- r >= 0 {
                let line = src + (y &- r) &* width
                for x in 0..<width { sums[x] &-= UInt32(line[x]) }
            }
        }
    }

    /// 2³² / n rounded, so `(sum · reciprocal(n) + 2³¹) >> 32` is `sum / n` rounded.
    private static func reciprocal(_ n: Int) -> UInt64 { ((1 << 32) + UInt64(n / 2)) / UInt64(n) }
}

/// Writes rasterizer coverage into an 8.8 `SamplePlane` whose pixel (0, 0) is at device `origin`.
struct PlaneSink: CoverageSink {
    let plane: SamplePlane
    let originX, originY: Int

    mutating func span(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let row = plane.row(y &- originY) + (x &- originX)
        for i in 0..<coverage.count { row[i] = UInt16(coverage[i]) << 8 }
    }

    mutating func solidSpan(y: Int, x: Int, length: Int, coverage: UInt8) {
        (plane.row(y &- originY) + (x &- originX)).update(repeating: UInt16(coverage) << 8, count: length)
    }
}
