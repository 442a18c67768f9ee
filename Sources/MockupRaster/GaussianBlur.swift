import Foundation

/// Gaussian blur approximated by three box blurs per axis (docs/RENDERING.md §6), with W3C/Kutskir
/// box sizes, running sums and a row-oriented vertical pass. Edges are decal: pixels outside the
/// buffer count as transparent, so callers pad buffers by `GaussianBlur.extent(sigma:)` to keep
/// the whole blurred result.
///
/// Work happens on planes of 8.8 fixed-point samples (`UInt16`, 0...65280), so the six passes round
/// only once at the end.
public enum GaussianBlur {
    /// The odd box widths of three box blurs whose combined variance best matches σ² (Kutskir's
    /// `boxesForGauss`); σ ≤ 0 gives widths of 1 (no blur).
    public static func boxWidths(sigma: Double) -> [Int] {
        guard sigma > 0, sigma.isFinite else { return [1, 1, 1] }
        let n = 3.0
        var lower = Int((12 * sigma * sigma / n + 1).squareRoot())
        if lower % 2 == 0 { lower -= 1 }
        let wl = Double(lower)
        let m = ((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded()
        return (0..<3).map { Double($0) < m ? lower : lower + 2 }
    }

    /// How far the blur spreads beyond the source, in pixels (the sum of the box radii).
    public static func extent(sigma: Double) -> Int {
        boxWidths(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 }
    }

    /// Blurs an A8 buffer in place (`stride` bytes per row).
    public static func blurA8(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard width > 0, height > 0 else { return }
        let plane = SamplePlane(width: width, height: height)
        defer { plane.deallocate() }
        for y in 0..<height {
            let row = pixels + y * stride, out = plane.row(y)
            for x in 0..<width { out[x] = UInt16(row[x]) << 8 }
        }
        plane.blur(sigma: sigma)
        for y in 0..<height {
            let row = pixels + y * stride, source = plane.row(y)
            for x in 0..<width { row[x] = UInt8(truncatingIfNeeded: (UInt32(source[x]) &+ 128) >> 8) }
        }
    }

    /// `mask` blurred with standard deviation `sigma`, grown by `extent(sigma:)` on every side so
    /// nothing is cut off (a glyph or shape mask turned into a soft shadow mask).
    public static func blur(_ mask: CoverageMask, sigma: Double) -> CoverageMask {
        let pad = extent(sigma: sigma)
        var result = CoverageMask(bounds: IntRect(x: mask.x - pad, y: mask.y - pad, width: mask.width + 2 * pad,
                                                  height: mask.height + 2 * pad))
        guard result.width > 0, result.height > 0 else { return result }
        for row in 0..<mask.height {
            result.pixels.replaceSubrange((row + pad) * result.width + pad ..< (row + pad) * result.width + pad + mask.width,
                                          with: mask.pixels[row * mask.width ..< (row + 1) * mask.width])
        }
        let (w, h) = (result.width, result.height)
        result.pixels.withUnsafeMutableBufferPointer { blurA8($0.baseAddress!, width: w, height: h, stride: w, sigma: sigma) }
        return result
    }

    /// `image` blurred with standard deviation `sigma` pixels, same size, premultiplied channels
    /// blurred independently (no dark fringes). For σ ≥ 16 it runs at ¼ resolution (½ for σ ≥ 8)
    /// and is scaled back up bilinearly.
    public static func blur(_ image: PixelImage, sigma: Double) -> PixelImage {
        guard sigma > 0, sigma.isFinite else { return image }
        var result = image
        let factor = reductionFactor(sigma: sigma)
        let lowW = (image.width + factor - 1) / factor, lowH = (image.height + factor - 1) / factor
        let planes = (0..<4).map { _ in SamplePlane(width: lowW, height: lowH) }
        defer { planes.forEach { $0.deallocate() } }
        image.pixels.withUnsafeBufferPointer { source in
            for (channel, plane) in planes.enumerated() {
                plane.downsample(from: source.baseAddress!, width: image.width, height: image.height,
                                 factor: factor, shift: UInt32(channel * 8))
                plane.blur(sigma: reducedSigma(sigma, factor: factor))
            }
        }
        result.pixels.withUnsafeMutableBufferPointer { out in
            let upsamplers = planes.map { BilinearUpsampler(plane: $0, factor: factor, width: image.width) }
            defer { upsamplers.forEach { $0.deallocate() } }
            for y in 0..<image.height {
                for u in upsamplers { u.prepareRow(y) }
                let row = out.baseAddress! + y * image.width
                for x in 0..<image.width {
                    let a = UInt32(upsamplers[3].sample(x))
                    let r = min(UInt32(upsamplers[0].sample(x)), a), g = min(UInt32(upsamplers[1].sample(x)), a)
                    let b = min(UInt32(upsamplers[2].sample(x)), a)
                    row[x] = r | g << 8 | b << 16 | a << 24
                }
            }
        }
        return result
    }

    /// The resolution divisor used for a blur of `sigma` pixels: 4 for σ ≥ 16, 2 for σ ≥ 8, else 1.
    static func reductionFactor(sigma: Double) -> Int { sigma >= 16 ? 4 : (sigma >= 8 ? 2 : 1) }

    /// σ at 1/`factor` resolution, minus the variance the area-average downsample already added.
    static func reducedSigma(_ sigma: Double, factor: Int) -> Double {
        guard factor > 1 else { return sigma }
        let s = sigma / Double(factor)
        return (s * s - 1.0 / 12).squareRoot()
    }
}

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
        for y in 0..<min(height - offset, (sh + factor - 1) / factor) {
            let out = row(y + offset) + offset
            for x in 0..<min(width - offset, (sw + factor - 1) / factor) {
                var sum: UInt32 = 0
                for sy in (y * factor)..<min(sh, (y + 1) * factor) {
                    let line = source + sy &* sw
                    for sx in (x * factor)..<min(sw, (x + 1) * factor) { sum &+= (line[sx] >> shift) & 0xFF }
                }
                out[x] = UInt16(truncatingIfNeeded: ((sum << 8) &+ area / 2) / area)
            }
        }
    }

    /// Three horizontal then three vertical box passes (decal edges).
    func blur(sigma: Double) {
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

/// Scales a `SamplePlane` up by an integer factor to 8-bit samples, separably: each output row
/// first interpolates one low-resolution row vertically, then columns use precomputed weights.
/// The plane's top-left corner sits at (`originX`, `originY`) in output pixels; outside is 0.
struct BilinearUpsampler {
    private let plane: SamplePlane
    private let factor: Double
    private let originY: Double
    /// Per output column: the left source index + 1 (into `line`) and the right weight 0...256.
    private let index: UnsafeMutablePointer<Int32>
    private let weight: UnsafeMutablePointer<UInt32>
    /// One vertically interpolated row with a zero at each end.
    private let line: UnsafeMutablePointer<UInt32>
    /// A row of zeros standing in for rows outside the plane.
    private let zeros: UnsafeMutablePointer<UInt16>

    init(plane: SamplePlane, factor: Int, width: Int, originX: Double = 0, originY: Double = 0) {
        self.plane = plane
        self.factor = Double(factor)
        self.originY = originY
        index = .allocate(capacity: width)
        weight = .allocate(capacity: width)
        line = .allocate(capacity: plane.width + 3)
        line.initialize(repeating: 0, count: plane.width + 3)
        zeros = .allocate(capacity: plane.width)
        zeros.initialize(repeating: 0, count: plane.width)
        for x in 0..<width {
            let (i, w) = BilinearUpsampler.tap((Double(x) + 0.5 - originX) / Double(factor) - 0.5, count: plane.width)
            index[x] = Int32(i + 1)
            weight[x] = w
        }
    }

    func deallocate() { index.deallocate(); weight.deallocate(); line.deallocate(); zeros.deallocate() }

    /// The left tap in -1...count and its partner's weight in 0...256 for source position `u`.
    private static func tap(_ u: Double, count: Int) -> (Int, UInt32) {
        guard u > -1 else { return (-1, 0) }
        guard u < Double(count) else { return (count, 0) }
        let i = Int(u.rounded(.down))
        return (i, UInt32(((u - Double(i)) * 256).rounded()))
    }

    /// Interpolates the low-resolution rows around output row `y` into the line buffer.
    func prepareRow(_ y: Int) {
        let (i, w) = BilinearUpsampler.tap((Double(y) + 0.5 - originY) / factor - 0.5, count: plane.height)
        let top = i >= 0 && i < plane.height ? plane.row(i) : zeros
        let bottom = i + 1 >= 0 && i + 1 < plane.height ? plane.row(i + 1) : zeros
        let out = line + 1
        for x in 0..<plane.width {
            out[x] = (UInt32(top[x]) &* (256 &- w) &+ UInt32(bottom[x]) &* w &+ 128) >> 8
        }
    }

    /// The 8-bit sample at output column `x` of the prepared row.
    @inline(__always) func sample(_ x: Int) -> UInt8 {
        let i = Int(index[x]), w = weight[x]
        return UInt8(truncatingIfNeeded: (line[i] &* (256 &- w) &+ line[i &+ 1] &* w &+ 32768) >> 16)
    }
}
