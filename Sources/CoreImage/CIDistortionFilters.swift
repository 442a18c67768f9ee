import Foundation
import MockupRaster

/// Filters whose every pixel is the input's colour at another point of the plane: the twirl, and the
/// pixellate and crystallize effects, whose cells each take the colour of one point.
extension CIFilterKernel {
    static let distortions: [String: CIFilterKernel] = {
        var kernels: [String: CIFilterKernel] = [:]
        let twirlDefaults: [String: Any] = [kCIInputCenterKey: CIVector(x: 150, y: 150), kCIInputRadiusKey: 300.0,
                                            kCIInputAngleKey: 3.14]
        kernels["CITwirlDistortion"] = CIFilterKernel(defaults: twirlDefaults) { (inputs: CIFilterInputs) -> CIImage? in
            // Turned by the angle (radians, counter-clockwise on Core Image's y-up plane) at the centre, by less
            // farther out, not at all from the radius on; the linear falloff is Mockup's (Apple's is not published).
            guard let image = inputs.image(kCIInputImageKey) else { return nil }
            let center = inputs.point(kCIInputCenterKey) ?? CGPoint(x: 150, y: 150)
            let radius = max(0, inputs.number(kCIInputRadiusKey) ?? 300), angle = inputs.number(kCIInputAngleKey) ?? 3.14
            return warp(image, reach: 2 * radius, bilinear: true) { point in
                let dx = Double(point.x - center.x), dy = Double(point.y - center.y), d = (dx * dx + dy * dy).squareRoot()
                guard d < radius else { return point }
                let turn = -angle * (1 - d / radius), cosine = cos(turn), sine = sin(turn)
                return CGPoint(x: Double(center.x) + dx * cosine - dy * sine, y: Double(center.y) + dx * sine + dy * cosine)
            }
        }
        let cellDefaults: [String: Any] = [kCIInputCenterKey: CIVector(x: 150, y: 150), kCIInputScaleKey: 8.0]
        kernels["CIPixellate"] = CIFilterKernel(defaults: cellDefaults) { (inputs: CIFilterInputs) -> CIImage? in
            // Squares `scale` wide whose corners fall on the center, each the colour at its middle.
            guard let image = inputs.image(kCIInputImageKey) else { return nil }
            let center = inputs.point(kCIInputCenterKey) ?? CGPoint(x: 150, y: 150), side = max(1, inputs.number(kCIInputScaleKey) ?? 8)
            func middle(_ v: CGFloat, _ origin: CGFloat) -> CGFloat {
                origin + CGFloat((floor(Double(v - origin) / side) + 0.5) * side)
            }
            return warp(image, reach: side, bilinear: false) { point in
                CGPoint(x: middle(point.x, center.x), y: middle(point.y, center.y))
            }
        }
        let crystalDefaults: [String: Any] = [kCIInputCenterKey: CIVector(x: 150, y: 150), kCIInputRadiusKey: 20.0]
        kernels["CICrystallize"] = CIFilterKernel(defaults: crystalDefaults) { (inputs: CIFilterInputs) -> CIImage? in
            guard let image = inputs.image(kCIInputImageKey) else { return nil }
            let center = inputs.point(kCIInputCenterKey) ?? CGPoint(x: 150, y: 150)
            let seeds = CrystalSeeds(center: center, spacing: 2 * max(1, inputs.number(kCIInputRadiusKey) ?? 20))
            return warp(image, reach: 1.5 * seeds.spacing, bilinear: false, seeds.nearest)
        }
        return kernels
    }()

    /// `image` with the pixel centred at each point `p` of its extent coloured as the input at `source(p)`, at
    /// most `reach` from `p`. A source point outside the extent reads the nearest edge pixel; `bilinear` reads
    /// between pixels, else the pixel the point falls in.
    static func warp(_ image: CIImage, reach: Double, bilinear: Bool, _ source: @escaping (CGPoint) -> CGPoint) -> CIImage {
        resampled(image, margin: reach + 1) { input, area, point in
            // Clamped to the centres of the area's edge pixels (the extent's, where the point is beyond it), then
            // measured in the input's pixel grid: x from its left, y down from its top, pixel centres at whole numbers.
            let target = source(point)
            let x = min(max(Double(target.x - area.minX) - 0.5, 0), Double(input.width - 1))
            let y = min(max(Double(area.maxY - target.y) - 0.5, 0), Double(input.height - 1))
            guard !bilinear else { return input.interpolated(x, y) }
            // The pixel the point falls in, a plane pixel holding its bottom and left sides (rows count down).
            return input.pixels[Int((y - 0.5).rounded(.up)) * input.width + Int((x + 0.5).rounded(.down))]
        }
    }
}

/// CICrystallize's cell centres: one in each square of a grid `spacing` wide aligned on `center`, at a place
/// a hash of the square's indices picks, so every run gives the same crystals. Apple's seeds are not
/// published; `spacing` is twice the filter's radius, making a crystal about a radius from centre to edge.
struct CrystalSeeds {
    let center: CGPoint
    let spacing: Double

    /// The seed of the grid square (`i`, `j`), within its middle 80 % so no two seeds coincide.
    func seed(_ i: Int, _ j: Int) -> CGPoint {
        func unit(_ salt: UInt64) -> Double {
            // SplitMix64's finaliser over the indices and a salt per coordinate.
            var h = UInt64(bitPattern: Int64(i)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(j)) &* 0xC2B2_AE3D_27D4_EB4F
            h ^= salt
            h = (h ^ (h >> 31)) &* 0xBF58_476D_1CE4_E5B9
            h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((h ^ (h >> 31)) >> 11) / Double(1 << 53)
        }
        return CGPoint(x: Double(center.x) + (Double(i) + 0.1 + 0.8 * unit(1)) * spacing,
                       y: Double(center.y) + (Double(j) + 0.1 + 0.8 * unit(2)) * spacing)
    }

    /// The seed nearest `point`: it lies in the point's square or within two squares of it, since the point's
    /// own seed is nearer than √2 squares and any seed three squares away farther than two.
    func nearest(_ point: CGPoint) -> CGPoint {
        let i = Int(floor(Double(point.x - center.x) / spacing)), j = Int(floor(Double(point.y - center.y) / spacing))
        var best = seed(i, j), bestDistance = Double.infinity
        for di in -2...2 {
            for dj in -2...2 {
                let candidate = seed(i + di, j + dj)
                let distance = Double((candidate.x - point.x) * (candidate.x - point.x) + (candidate.y - point.y) * (candidate.y - point.y))
                if distance < bestDistance { best = candidate; bestDistance = distance }
            }
        }
        return best
    }
}

extension PixelImage {
    /// The premultiplied colour between pixels at (`x`, `y`), pixel centres at whole numbers, mixed bilinearly.
    func interpolated(_ x: Double, _ y: Double) -> UInt32 {
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down)), fx = x - Double(x0), fy = y - Double(y0)
        let x1 = Swift.min(x0 + 1, width - 1), y1 = Swift.min(y0 + 1, height - 1)
        let corners = [pixels[y0 * width + x0], pixels[y0 * width + x1], pixels[y1 * width + x0], pixels[y1 * width + x1]]
        let weights = [(1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy]
        var mixed: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            let channel = zip(corners, weights).reduce(0.0) { $0 + Double(($1.0 >> UInt32(shift)) & 0xFF) * $1.1 }
            mixed |= UInt32(channel.rounded()) << UInt32(shift)
        }
        return mixed
    }
}
