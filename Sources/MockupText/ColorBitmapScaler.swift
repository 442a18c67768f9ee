/// Area (box) resampling of premultiplied BGRA bitmaps to premultiplied RGBA, used to bring the
/// emoji font's single 109 ppem strike to the target pixel size. Each output pixel averages the
/// source area it covers, weighted by overlap, so downscaling does not alias.
enum ColorBitmapScaler {
    /// Source columns (or rows) overlapping each output column, with their overlap weights.
    private static func footprints(source: Int, output: Int, scale: Double) -> [[(index: Int, weight: Double)]] {
        (0..<output).map { out in
            let start = Double(out) / scale, end = min(Double(out + 1) / scale, Double(source))
            var taps: [(index: Int, weight: Double)] = []
            var position = start
            while position < end - 1e-12 {
                let index = Int(position)
                let next = min(Double(index + 1), end)
                taps.append((index, next - position))
                position = next
            }
            let total = taps.reduce(0) { $0 + $1.weight }
            return total > 0 ? taps.map { ($0.index, $0.weight / total) } : []
        }
    }

    /// `bgra` (rows of `pitch` bytes) scaled by `scale` into tightly packed premultiplied RGBA.
    static func scale(bgra: UnsafeBufferPointer<UInt8>, width: Int, height: Int, pitch: Int,
                      scale: Double) -> (pixels: [UInt8], width: Int, height: Int) {
        let outWidth = max(1, Int((Double(width) * scale).rounded(.up)))
        let outHeight = max(1, Int((Double(height) * scale).rounded(.up)))
        let columns = footprints(source: width, output: outWidth, scale: scale)
        let rows = footprints(source: height, output: outHeight, scale: scale)
        // Horizontal pass into Double rows (RGBA order), then vertical pass.
        var horizontal = [Double](repeating: 0, count: outWidth * height * 4)
        for y in 0..<height {
            let row = y * pitch
            for (x, taps) in columns.enumerated() {
                var b = 0.0, g = 0.0, r = 0.0, a = 0.0
                for tap in taps {
                    let p = row + tap.index * 4
                    b += Double(bgra[p]) * tap.weight; g += Double(bgra[p + 1]) * tap.weight
                    r += Double(bgra[p + 2]) * tap.weight; a += Double(bgra[p + 3]) * tap.weight
                }
                let o = (y * outWidth + x) * 4
                horizontal[o] = r; horizontal[o + 1] = g; horizontal[o + 2] = b; horizontal[o + 3] = a
            }
        }
        var pixels = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        for (y, taps) in rows.enumerated() {
            for x in 0..<outWidth {
                for channel in 0..<4 {
                    var sum = 0.0
                    for tap in taps { sum += horizontal[(tap.index * outWidth + x) * 4 + channel] * tap.weight }
                    pixels[(y * outWidth + x) * 4 + channel] = UInt8(min(255, max(0, sum.rounded())))
                }
            }
        }
        return (pixels, outWidth, outHeight)
    }
}
