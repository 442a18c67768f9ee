/// A block of premultiplied pixels being drawn into, placed at `bounds` in device space.
struct Surface {
    let pixels: UnsafeMutablePointer<UInt32>
    let bounds: IntRect

    /// The address of device pixel (x, y), which must lie inside `bounds`.
    @inline(__always) func address(x: Int, y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + ((y &- bounds.y) &* bounds.width &+ (x &- bounds.x))
    }
}

/// Composites shaded colours source-over into a `Surface`, weighted by the rasterizer's coverage,
/// a constant opacity and an optional anti-aliased clip mask.
struct PaintSink<Shader: PixelShader>: CoverageSink {
    let shader: Shader
    let target: Surface
    let clip: ClipMask?
    /// 0...255, multiplied into every coverage value.
    let opacity: UInt32
    /// Scratch rows at least as wide as the widest span.
    let colors: UnsafeMutablePointer<UInt32>
    let weights: UnsafeMutablePointer<UInt8>

    mutating func solidSpan(y: Int, x: Int, length: Int, coverage: UInt8) {
        let k = opacity == 255 ? UInt32(coverage) : div255(UInt32(coverage) &* opacity)
        guard k > 0 else { return }
        if let mask = clip?.coverageRow(y: y, x: x) {
            for i in 0..<length { weights[i] = UInt8(truncatingIfNeeded: div255(k &* UInt32(mask[i]))) }
            blend(y: y, x: x, count: length, weights: weights)
        } else {
            blend(y: y, x: x, count: length, constant: k)
        }
    }

    mutating func span(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let n = coverage.count
        guard n > 0 else { return }
        let mask = clip?.coverageRow(y: y, x: x)
        if mask == nil, opacity == 255 {
            blend(y: y, x: x, count: n, weights: coverage.baseAddress!)
            return
        }
        for i in 0..<n {
            var k = UInt32(coverage[i])
            if opacity != 255 { k = div255(k &* opacity) }
            if let mask { k = div255(k &* UInt32(mask[i])) }
            weights[i] = UInt8(truncatingIfNeeded: k)
        }
        blend(y: y, x: x, count: n, weights: weights)
    }

    /// Blends `count` pixels that all have weight `k` (1...255).
    @inline(__always) private func blend(y: Int, x: Int, count: Int, constant k: UInt32) {
        let dst = target.address(x: x, y: y)
        if let color = shader.solidColor {
            if k == 255, color >> 24 == 255 { dst.update(repeating: color, count: count); return }
            let source = k == 255 ? color : scalePixel(color, k)
            if source == 0 { return }
            for i in 0..<count { dst[i] = sourceOver(source, dst[i]) }
            return
        }
        if k == 255, shader.isOpaque { shader.shade(x: x, y: y, count: count, into: dst); return }
        shader.shade(x: x, y: y, count: count, into: colors)
        if k == 255 {
            for i in 0..<count { dst[i] = sourceOver(colors[i], dst[i]) }
        } else {
            for i in 0..<count { dst[i] = sourceOver(colors[i], dst[i], coverage: k) }
        }
    }

    /// Blends `count` pixels, each with its own weight.
    @inline(__always) private func blend(y: Int, x: Int, count: Int, weights w: UnsafePointer<UInt8>) {
        let dst = target.address(x: x, y: y)
        if let color = shader.solidColor {
            let opaque = color >> 24 == 255
            for i in 0..<count {
                let k = UInt32(w[i])
                if k == 255, opaque { dst[i] = color } else if k > 0 { dst[i] = sourceOver(color, dst[i], coverage: k) }
            }
            return
        }
        shader.shade(x: x, y: y, count: count, into: colors)
        for i in 0..<count {
            let k = UInt32(w[i])
            if k == 255 { dst[i] = sourceOver(colors[i], dst[i]) } else if k > 0 { dst[i] = sourceOver(colors[i], dst[i], coverage: k) }
        }
    }
}
