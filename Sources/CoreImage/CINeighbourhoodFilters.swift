import Foundation
import MockupRaster

/// Filters whose pixels depend on their neighbours: edge detection, and the sharpen, bloom and gloom
/// effects, which blend the image with a blurred copy of itself.
extension CIFilterKernel {
    static let neighbourhoodFilters: [String: CIFilterKernel] = {
        var kernels: [String: CIFilterKernel] = [:]
        kernels["CIEdges"] = CIFilterKernel(defaults: [kCIInputIntensityKey: 1.0]) { (inputs: CIFilterInputs) -> CIImage? in
            inputs.image(kCIInputImageKey).map { edges($0, intensity: inputs.number(kCIInputIntensityKey) ?? 1) }
        }
        // The classic unsharp mask: the image plus intensity × its difference from the blur.
        kernels["CIUnsharpMask"] = blurBlend(radius: 2.5, intensity: 0.5) { c, blurred, k in c + k * (c - blurred) }
        // Apple documents the looks, not the maths: Mockup screens the blur over the image ("a pleasant glow")
        // and multiplies the image by it ("dulls the highlights"), by the intensity. Each is the other inverted.
        kernels["CIBloom"] = blurBlend(radius: 10, intensity: 0.5) { c, blurred, k in c + k * blurred * (1 - c) }
        kernels["CIGloom"] = blurBlend(radius: 10, intensity: 0.5) { c, blurred, k in c - k * (1 - blurred) * c }
        return kernels
    }()

    /// A filter that mixes each colour component of its image with the same component of the image's Gaussian
    /// blur of σ `inputRadius` (edge pixels repeated beyond the image), by `blend(component, blurred, inputIntensity)`;
    /// alpha is kept.
    static func blurBlend(radius: Double, intensity: Double,
                          _ blend: @escaping (_ color: Double, _ blurred: Double, _ intensity: Double) -> Double) -> CIFilterKernel {
        CIFilterKernel(defaults: [kCIInputRadiusKey: radius, kCIInputIntensityKey: intensity]) { (inputs: CIFilterInputs) -> CIImage? in
            guard let image = inputs.image(kCIInputImageKey) else { return nil }
            let k = inputs.number(kCIInputIntensityKey) ?? intensity
            let blurred = gaussianBlur(image.clampedToExtent(), sigma: max(0, inputs.number(kCIInputRadiusKey) ?? radius))
            return mapPixels(image, alongside: blurred) { color, _, blur in
                (blend(color.r, blur.r, k), blend(color.g, blur.g, k), blend(color.b, blur.b, k), color.a)
            }
        }
    }

    /// Each colour component's Sobel gradient magnitude times `intensity`, a step from 0 to 1 counting 1, alpha
    /// kept (Apple's kernel is not published); pixels beyond the image's edge repeat it, so the edge is no edge.
    static func edges(_ image: CIImage, intensity: Double) -> CIImage {
        resampled(image, margin: 1) { input, area, point in
            let x = Int(point.x - area.minX), y = Int(area.maxY - point.y)
            func at(_ dx: Int, _ dy: Int) -> RGBA {
                components(input.pixels[min(max(y + dy, 0), input.height - 1) * input.width + min(max(x + dx, 0), input.width - 1)])
            }
            // Rows down, columns right; dy is down the bitmap.
            let (nw, n, ne, w, e, sw, s, se) = (at(-1, -1), at(0, -1), at(1, -1), at(-1, 0), at(1, 0), at(-1, 1), at(0, 1), at(1, 1))
            func magnitude(_ c: (RGBA) -> Double) -> Double {
                let gx = c(ne) + 2 * c(e) + c(se) - c(nw) - 2 * c(w) - c(sw), gy = c(sw) + 2 * c(s) + c(se) - c(nw) - 2 * c(n) - c(ne)
                return min(max(intensity * (gx * gx + gy * gy).squareRoot() / 4, 0), 1)
            }
            return PremultipliedColor(SRGBColor(red: magnitude { $0.r }, green: magnitude { $0.g }, blue: magnitude { $0.b },
                                                alpha: at(0, 0).a)).rawValue
        }
    }

    /// An image over `image`'s extent whose pixel centred at each point of the extent is `pixel(input, area, point)`:
    /// `input` holds `image`'s pixels over `area`, the part of the extent within `margin` of the pixels being drawn.
    static func resampled(_ image: CIImage, margin: Double,
                          _ pixel: @escaping (_ input: PixelImage, _ area: CGRect, _ point: CGPoint) -> UInt32) -> CIImage {
        let frame = image.extent
        return CIImage(extent: frame) { canvas, region in
            let grow = CGFloat(ceil(margin))
            let area = region.insetBy(dx: -grow, dy: -grow).intersection(frame).integral
            guard let input = image.pixels(in: area), var output = try? PixelImage(width: canvas.width, height: canvas.height)
            else { return }
            for row in 0..<output.height {
                for column in 0..<output.width {
                    let point = CGPoint(x: region.minX + CGFloat(column) + 0.5, y: region.maxY - CGFloat(row) - 0.5)
                    if frame.contains(point) { output.pixels[row * output.width + column] = pixel(input, area, point) }
                }
            }
            canvas.drawImage(output, transform: .identity, sampling: ImageSampling(filter: .nearest))
        }
    }
}
