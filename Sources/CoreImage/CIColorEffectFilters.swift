import Foundation
import MockupRaster

/// Filters that change each pixel's colour on its own, on sRGB-encoded components.
extension CIFilterKernel {
    static let colorEffects: [String: CIFilterKernel] = {
        var kernels: [String: CIFilterKernel] = [:]
        kernels["CIColorInvert"] = pointwise([:]) { (_: CIFilterInputs) -> (RGB) -> RGB in
            { (rgb: RGB) -> RGB in (1 - rgb.r, 1 - rgb.g, 1 - rgb.b) }
        }
        let falseColorDefaults: [String: Any] = [kCIInputColor0Key: CIColor(red: 0.3, green: 0, blue: 0),
                                                 kCIInputColor1Key: CIColor(red: 1, green: 0.9, blue: 0.8)]
        kernels["CIFalseColor"] = CIFilterKernel(defaults: falseColorDefaults) { (inputs: CIFilterInputs) -> CIImage? in
            // The ramp includes alpha: a clear `color1` makes the light parts transparent.
            let dark = inputs.color(kCIInputColor0Key) ?? .black, light = inputs.color(kCIInputColor1Key) ?? .white
            return inputs.image(kCIInputImageKey).map { image in
                mapPixels(image) { r, g, b, a in
                    let k = luma((r, g, b)), rgb = mix(dark, light, k)
                    return (rgb.r, rgb.g, rgb.b, a * (Double(dark.alpha) + (Double(light.alpha) - Double(dark.alpha)) * k))
                }
            }
        }
        let monochromeDefaults: [String: Any] = ["inputColor": CIColor(red: 0.6, green: 0.45, blue: 0.3), kCIInputIntensityKey: 1.0]
        kernels["CIColorMonochrome"] = pointwise(monochromeDefaults) { (inputs: CIFilterInputs) -> (RGB) -> RGB in
            let tint = inputs.color(kCIInputColorKey) ?? .gray, k = inputs.number(kCIInputIntensityKey) ?? 1
            return { (rgb: RGB) -> RGB in
                let y = luma(rgb)
                return (rgb.r + (y * Double(tint.red) - rgb.r) * k, rgb.g + (y * Double(tint.green) - rgb.g) * k,
                        rgb.b + (y * Double(tint.blue) - rgb.b) * k)
            }
        }
        kernels["CISepiaTone"] = pointwise([kCIInputIntensityKey: 1.0]) { (inputs: CIFilterInputs) -> (RGB) -> RGB in
            let k = inputs.number(kCIInputIntensityKey) ?? 1
            return { (rgb: RGB) -> RGB in
                // The common sepia matrix, blended with the original by the intensity.
                let sepia = (0.393 * rgb.r + 0.769 * rgb.g + 0.189 * rgb.b, 0.349 * rgb.r + 0.686 * rgb.g + 0.168 * rgb.b,
                             0.272 * rgb.r + 0.534 * rgb.g + 0.131 * rgb.b)
                return (rgb.r + (sepia.0 - rgb.r) * k, rgb.g + (sepia.1 - rgb.g) * k, rgb.b + (sepia.2 - rgb.b) * k)
            }
        }
        let controlsDefaults: [String: Any] = [kCIInputSaturationKey: 1.0, kCIInputBrightnessKey: 0.0, kCIInputContrastKey: 1.0]
        kernels["CIColorControls"] = pointwise(controlsDefaults) { (inputs: CIFilterInputs) -> (RGB) -> RGB in
            let saturation = inputs.number(kCIInputSaturationKey) ?? 1, brightness = inputs.number(kCIInputBrightnessKey) ?? 0
            let contrast = inputs.number(kCIInputContrastKey) ?? 1
            return { (rgb: RGB) -> RGB in
                let y = luma(rgb)
                func adjust(_ c: Double) -> Double { ((y + (c - y) * saturation + brightness) - 0.5) * contrast + 0.5 }
                return (adjust(rgb.r), adjust(rgb.g), adjust(rgb.b))
            }
        }
        let matrixDefaults: [String: Any] = ["inputRVector": CIVector(x: 1, y: 0, z: 0, w: 0),
                                             "inputGVector": CIVector(x: 0, y: 1, z: 0, w: 0),
                                             "inputBVector": CIVector(x: 0, y: 0, z: 1, w: 0),
                                             "inputAVector": CIVector(x: 0, y: 0, z: 0, w: 1),
                                             kCIInputBiasVectorKey: CIVector(x: 0, y: 0, z: 0, w: 0)]
        kernels["CIColorMatrix"] = CIFilterKernel(defaults: matrixDefaults) { (inputs: CIFilterInputs) -> CIImage? in
            let rows = ["inputRVector", "inputGVector", "inputBVector", "inputAVector", kCIInputBiasVectorKey]
                .map { inputs.vector($0) ?? CIVector(x: 0, y: 0, z: 0, w: 0) }
            return inputs.image(kCIInputImageKey).map { image in
                mapPixels(image) { r, g, b, a in
                    func row(_ i: Int) -> Double {
                        let v = rows[i], bias = Double(rows[4].value(at: i))
                        return Double(v.x) * r + Double(v.y) * g + Double(v.z) * b + Double(v.w) * a + bias
                    }
                    return (row(0), row(1), row(2), row(3))
                }
            }
        }
        kernels["CIMaskToAlpha"] = CIFilterKernel(defaults: [:]) { (inputs: CIFilterInputs) -> CIImage? in
            inputs.image(kCIInputImageKey).map { image in
                mapPixels(image) { r, g, b, a in (1, 1, 1, luma((r, g, b)) * a) }
            }
        }
        kernels["CIVignette"] = CIFilterKernel(defaults: [kCIInputIntensityKey: 0.0, kCIInputRadiusKey: 1.0]) {
            (inputs: CIFilterInputs) -> CIImage? in
            // Mockup's curve (Apple's is not published): darkened by intensity × (radius × d)², capped at the
            // intensity, d the distance from the image's centre over half its diagonal; negative intensities brighten.
            guard let image = inputs.image(kCIInputImageKey) else { return nil }
            guard !image.extent.isInfinite else { return image }
            let k = inputs.number(kCIInputIntensityKey) ?? 0, radius = inputs.number(kCIInputRadiusKey) ?? 1
            let frame = image.extent, halfDiagonal = Double(hypot(frame.width, frame.height)) / 2
            return shaded(image) { point in
                let d = radius * Double(hypot(point.x - frame.midX, point.y - frame.midY)) / halfDiagonal
                return 1 - k * min(1, d * d)
            }
        }
        let effectDefaults: [String: Any] = [kCIInputCenterKey: CIVector(x: 150, y: 150), kCIInputRadiusKey: 150.0,
                                             kCIInputIntensityKey: 1.0, "inputFalloff": 0.5]
        kernels["CIVignetteEffect"] = CIFilterKernel(defaults: effectDefaults) { (inputs: CIFilterInputs) -> CIImage? in
            // Mockup's curve (Apple's is not published): untouched within radius × (1 − falloff) of the centre,
            // darkened by the full intensity from radius on, smoothstepped between.
            guard let image = inputs.image(kCIInputImageKey) else { return nil }
            let center = inputs.point(kCIInputCenterKey) ?? CGPoint(x: 150, y: 150), radius = max(0, inputs.number(kCIInputRadiusKey) ?? 150)
            let k = inputs.number(kCIInputIntensityKey) ?? 1, inner = radius * (1 - min(max(inputs.number("inputFalloff") ?? 0.5, 0), 1))
            return shaded(image) { point in
                let d = Double(hypot(point.x - center.x, point.y - center.y))
                let t = d >= radius ? 1 : d <= inner ? 0 : (d - inner) / (radius - inner)
                return 1 - k * t * t * (3 - 2 * t)
            }
        }
        return kernels
    }()

    /// `image` with its colour (not its alpha) multiplied by `factor` of each pixel's centre on the plane.
    static func shaded(_ image: CIImage, by factor: @escaping (CGPoint) -> Double) -> CIImage {
        mapPixels(image, alongside: nil) { color, point, _ in
            let f = factor(point)
            return (color.r * f, color.g * f, color.b * f, color.a)
        }
    }

    typealias RGB = (r: Double, g: Double, b: Double)

    /// Rec. 709 luma of sRGB-encoded components.
    static func luma(_ rgb: RGB) -> Double { 0.2126 * rgb.r + 0.7152 * rgb.g + 0.0722 * rgb.b }

    static func mix(_ from: CIColor, _ to: CIColor, _ k: Double) -> RGB {
        (Double(from.red) + (Double(to.red) - Double(from.red)) * k, Double(from.green) + (Double(to.green) - Double(from.green)) * k,
         Double(from.blue) + (Double(to.blue) - Double(from.blue)) * k)
    }

    /// A filter that maps each pixel's colour (alpha kept) by the function its inputs make.
    static func pointwise(_ defaults: [String: Any], _ makeMap: @escaping (CIFilterInputs) -> (RGB) -> RGB) -> CIFilterKernel {
        CIFilterKernel(defaults: defaults) { inputs in
            let map = makeMap(inputs)
            return inputs.image(kCIInputImageKey).map { image in
                mapPixels(image) { r, g, b, a in let out = map((r, g, b)); return (out.r, out.g, out.b, a) }
            }
        }
    }

    typealias RGBA = (r: Double, g: Double, b: Double, a: Double)

    /// `image` with each pixel's unpremultiplied components (0...1) mapped by `map`, clamped to 0...1.
    static func mapPixels(_ image: CIImage,
                          _ map: @escaping (Double, Double, Double, Double) -> (Double, Double, Double, Double)) -> CIImage {
        mapPixels(image, alongside: nil) { color, _, _ in map(color.r, color.g, color.b, color.a) }
    }

    /// `image` with each pixel's unpremultiplied components (0...1) mapped by `map`, clamped to 0...1. `map`
    /// is also told the pixel's centre on the plane and the components of `other` there (clear without one).
    static func mapPixels(_ image: CIImage, alongside other: CIImage?,
                          _ map: @escaping (_ color: RGBA, _ point: CGPoint, _ other: RGBA) -> RGBA) -> CIImage {
        CIImage(extent: image.extent) { canvas, region in
            guard var pixels = image.pixels(in: region) else { return }
            let others = other?.pixels(in: region)
            for index in pixels.pixels.indices {
                let point = CGPoint(x: region.minX + CGFloat(index % pixels.width) + 0.5,
                                    y: region.maxY - CGFloat(index / pixels.width) - 0.5)
                let out = map(components(pixels.pixels[index]), point, others.map { components($0.pixels[index]) } ?? (0, 0, 0, 0))
                func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
                pixels.pixels[index] = PremultipliedColor(SRGBColor(red: clamp(out.r), green: clamp(out.g), blue: clamp(out.b),
                                                                    alpha: clamp(out.a))).rawValue
            }
            canvas.drawImage(pixels, transform: .identity, sampling: ImageSampling(filter: .nearest))
        }
    }

    /// A packed premultiplied pixel's unpremultiplied components, 0...1.
    static func components(_ pixel: UInt32) -> RGBA {
        let (r, g, b, a) = PremultipliedColor(rawValue: pixel).unpremultiplied
        return (Double(r) / 255, Double(g) / 255, Double(b) / 255, Double(a) / 255)
    }
}
