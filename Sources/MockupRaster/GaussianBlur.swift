/// Gaussian blur approximated by three box blurs per axis (docs/RENDERING.md §6), with W3C/Kutskir
/// box sizes, running sums and a row-oriented vertical pass. Edges are decal unless an image blur
/// is told otherwise (`BlurEdges`): pixels outside the buffer count as transparent, so callers pad
/// buffers by `GaussianBlur.extent(sigma:)` to keep the whole blurred result.
///
/// Work happens on planes of 8.8 fixed-point samples (`UInt16`, 0...65280), so the six passes round
/// only once at the end.
public enum GaussianBlur {
    /// The odd box widths of three box blurs whose combined variance best matches σ² (Kutskir's
    /// `boxesForGauss`); σ ≤ 0 or NaN gives widths of 1 (no blur); σ is clamped to
    /// `RasterLimits.maxBlurSigma`.
    public static func boxWidths(sigma: Double) -> [Int] {
        guard sigma > 0, !sigma.isNaN else { return [1, 1, 1] }
        let sigma = min(sigma, RasterLimits.maxBlurSigma)
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
    /// blurred independently (no dark fringes), with `edges` saying what lies beyond the image.
    /// For σ ≥ 16 it runs at ¼ resolution (½ for σ ≥ 8) and is scaled back up bilinearly.
    public static func blur(_ image: PixelImage, sigma: Double, edges: BlurEdges = .transparent) -> PixelImage {
        guard sigma > 0, sigma.isFinite else { return image }
        var result = image
        let factor = reductionFactor(sigma: sigma), lowSigma = reducedSigma(sigma, factor: factor)
        let lowW = (image.width + factor - 1) / factor, lowH = (image.height + factor - 1) / factor
        let planes = (0..<4).map { _ in SamplePlane(width: lowW, height: lowH) }
        defer { planes.forEach { $0.deallocate() } }
        let weights = edges == .transparent ? nil : BlurEdgeWeights(width: lowW, height: lowH, imageWidth: image.width,
                                                                      imageHeight: image.height, factor: factor, sigma: lowSigma)
        image.pixels.withUnsafeBufferPointer { source in
            for (channel, plane) in planes.enumerated() {
                plane.downsample(from: source.baseAddress!, width: image.width, height: image.height,
                                 factor: factor, shift: UInt32(channel * 8))
                plane.blur(sigma: lowSigma)
                weights?.normalize(plane)
            }
        }
        result.pixels.withUnsafeMutableBufferPointer { out in
            let upsamplers = planes.map { BilinearUpsampler(plane: $0, factor: factor, width: image.width,
                                                            repeatsEdges: weights != nil) }
            defer { upsamplers.forEach { $0.deallocate() } }
            let (red, green, blue, alpha) = (upsamplers[0], upsamplers[1], upsamplers[2], upsamplers[3])
            for y in 0..<image.height {
                for u in upsamplers { u.prepareRow(y) }
                let row = out.baseAddress! + y &* image.width
                for x in 0..<image.width {
                    let a = UInt32(alpha.sample(x))
                    let r = min(UInt32(red.sample(x)), a), g = min(UInt32(green.sample(x)), a)
                    let b = min(UInt32(blue.sample(x)), a)
                    row[x] = r | g << 8 | b << 16 | a << 24
                }
            }
            if edges == .opaque { divideByAlpha(out) }
        }
        return result
    }

    /// Each pixel's colour divided by its alpha, and the alpha made 255; transparent pixels stay so.
    private static func divideByAlpha(_ pixels: UnsafeMutableBufferPointer<UInt32>) {
        for i in pixels.indices {
            let p = pixels[i], a = p >> 24
            guard a > 0, a < 255 else { continue }
            func channel(_ shift: UInt32) -> UInt32 { min(255, (((p >> shift) & 0xFF) * 255 + a / 2) / a) << shift }
            pixels[i] = channel(0) | channel(8) | channel(16) | 0xFF00_0000
        }
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
