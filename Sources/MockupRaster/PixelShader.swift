import Foundation

/// Produces the premultiplied source colours of device pixels for a `PaintSink`.
protocol PixelShader {
    /// Set for a constant colour, so sinks can skip per-pixel shading.
    var solidColor: UInt32? { get }
    /// True when every produced pixel is opaque.
    var isOpaque: Bool { get }
    /// Writes the colours of pixels `x ..< x + count` of device row `y`, sampled at pixel centres.
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>)
}

/// A constant colour.
struct SolidShader: PixelShader {
    let color: UInt32
    var solidColor: UInt32? { color }
    var isOpaque: Bool { color >> 24 == 255 }
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        out.update(repeating: color, count: count)
    }
}

/// A gradient whose parameter t is an affine function of the device pixel centre, or the distance
/// from a centre (radial), looked up in a `GradientLUT`.
struct GradientShader: PixelShader {
    enum Geometry {
        /// t = dx·x + dy·y + t0 at pixel centres.
        case linear(dx: Double, dy: Double, t0: Double)
        /// u = inverse-mapped point; t = (|u − centre| − r0) · scale.
        case radial(inverse: Transform2D, center: Point, r0: Double, scale: Double)
        /// u = inverse-mapped point; a = its angle around the centre past `start`, in 0..<2π;
        /// t = t0 + a · scale within `sweep`, then 1 for the first half of the rest and 0 after.
        case conic(inverse: Transform2D, center: Point, start: Double, t0: Double, scale: Double, sweep: Double)
    }
    let table: UnsafePointer<UInt32>
    let geometry: Geometry
    let isOpaque: Bool
    var solidColor: UInt32? { nil }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let last = Float(GradientLUT.size - 1)
        @inline(__always) func lookup(_ t: Float) -> UInt32 {
            // NaN clamps to 0, so the index is in 0...last.
            table[truncatedIndex((t > 0 ? (t < 1 ? t : 1) : 0) * last + 0.5)]
        }
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        switch geometry {
        case let .linear(dx, dy, t0):
            let start = Float(dx * px + dy * py + t0), step = Float(dx)
            if step == 0 {
                out.update(repeating: lookup(start), count: count)
                return
            }
            for i in 0..<count { out[i] = lookup(start + Float(i) * step) }
        case let .radial(m, c, r0, scale):
            var ux = m.a * px + m.c * py + m.tx - c.x, uy = m.b * px + m.d * py + m.ty - c.y
            for i in 0..<count {
                out[i] = lookup(Float(((ux * ux + uy * uy).squareRoot() - r0) * scale))
                ux += m.a; uy += m.b
            }
        case let .conic(m, c, start, t0, scale, sweep):
            let turn = 2 * Double.pi, gapMiddle = sweep + (turn - sweep) / 2
            var ux = m.a * px + m.c * py + m.tx - c.x, uy = m.b * px + m.d * py + m.ty - c.y
            for i in 0..<count {
                var angle = (atan2(uy, ux) - start).truncatingRemainder(dividingBy: turn)
                if angle < 0 { angle += turn }
                let t = angle <= sweep ? t0 + angle * scale : (angle < gapMiddle ? 1 : 0)
                out[i] = lookup(Float(t))
                ux += m.a; uy += m.b
            }
        }
    }
}

/// An image sampled at inverse-mapped pixel centres: bilinearly and clamped to its edge pixels, or
/// as `sampling` says (nearest pixel, repeating).
struct ImageShader: PixelShader {
    let pixels: UnsafePointer<UInt32>
    let width, height: Int
    /// Device → image pixel space.
    let inverse: Transform2D
    let isOpaque: Bool
    var sampling = ImageSampling.bilinear
    var solidColor: UInt32? { nil }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        guard sampling == .bilinear else { return shadeSampled(x: x, y: y, count: count, into: out) }
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        // Sample coordinates relative to pixel centres, in 8-bit fixed point.
        var u = (inverse.a * px + inverse.c * py + inverse.tx - 0.5) * 256
        var v = (inverse.b * px + inverse.d * py + inverse.ty - 0.5) * 256
        let du = inverse.a * 256, dv = inverse.b * 256
        let maxU = Double(width - 1) * 256, maxV = Double(height - 1) * 256
        for i in 0..<count {
            let cu = u > 0 ? (u < maxU ? u : maxU) : 0, cv = v > 0 ? (v < maxV ? v : maxV) : 0
            let fu = Int(cu), fv = Int(cv)
            let x0 = fu >> 8, y0 = fv >> 8
            let wx = UInt32(fu & 255), wy = UInt32(fv & 255)
            let x1 = min(x0 &+ 1, width &- 1), y1 = min(y0 &+ 1, height &- 1)
            let top = pixels + y0 &* width, bottom = pixels + y1 &* width
            out[i] = ImageShader.lerp(ImageShader.lerp(top[x0], top[x1], wx), ImageShader.lerp(bottom[x0], bottom[x1], wx), wy)
            u += du; v += dv
        }
    }

    /// The general path: nearest or bilinear, clamped or repeating (`ImageSampling`).
    private func shadeSampled(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let nearest = sampling.filter == .nearest
        // Image-space coordinates of the sample; bilinear weights are relative to pixel centres.
        let shift = nearest ? 0 : 0.5
        var u = inverse.a * px + inverse.c * py + inverse.tx - shift
        var v = inverse.b * px + inverse.d * py + inverse.ty - shift
        let w = Double(width), h = Double(height)
        for i in 0..<count {
            var su = u, sv = v
            if sampling.tiles {
                su -= (su / w).rounded(.down) * w; sv -= (sv / h).rounded(.down) * h
            } else {
                su = su > 0 ? (su < w - 1 ? su : w - 1) : 0; sv = sv > 0 ? (sv < h - 1 ? sv : h - 1) : 0
            }
            // `su`, `sv` are finite and in 0..<w, 0..<h here (a NaN compares false and clamps to 0 above).
            let x0 = min(Int(su.isFinite ? su : 0), width &- 1), y0 = min(Int(sv.isFinite ? sv : 0), height &- 1)
            if nearest {
                out[i] = pixels[y0 &* width &+ x0]
            } else {
                let fu = su - Double(x0), fv = sv - Double(y0)   // in 0..<1; a NaN becomes 0
                let wx = UInt32((fu > 0 ? (fu < 0.999 ? fu : 0.999) : 0) * 256)
                let wy = UInt32((fv > 0 ? (fv < 0.999 ? fv : 0.999) : 0) * 256)
                let x1 = x0 &+ 1 < width ? x0 &+ 1 : (sampling.tiles ? 0 : x0)
                let y1 = y0 &+ 1 < height ? y0 &+ 1 : (sampling.tiles ? 0 : y0)
                let top = pixels + y0 &* width, bottom = pixels + y1 &* width
                out[i] = ImageShader.lerp(ImageShader.lerp(top[x0], top[x1], wx), ImageShader.lerp(bottom[x0], bottom[x1], wx), wy)
            }
            u += inverse.a; v += inverse.b
        }
    }

    /// `a + (b − a)·w/256` per channel (w in 0...255); keeps channels ≤ alpha.
    @inline(__always) static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        if w == 0 || a == b { return a }
        let iw = 256 &- w
        let rb = (((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ag = ((((a >> 8) & 0x00FF_00FF) &* iw &+ ((b >> 8) & 0x00FF_00FF) &* w &+ 0x0080_0080)) & 0xFF00_FF00
        return rb | ag
    }
}
