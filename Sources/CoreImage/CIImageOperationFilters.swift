import Foundation
import MockupRaster
import SwiftUI

/// Filters that move, combine, blur or measure images, and the constant-colour generator.
extension CIFilterKernel {
    static let imageOperations: [String: CIFilterKernel] = {
        var kernels: [String: CIFilterKernel] = [:]
        kernels["CISourceOverCompositing"] = CIFilterKernel(defaults: [:]) { (inputs: CIFilterInputs) -> CIImage? in
            guard let image = inputs.image(kCIInputImageKey), let background = inputs.image(kCIInputBackgroundImageKey)
            else { return nil }
            return image.composited(over: background)
        }
        let transformDefaults: [String: Any] = [kCIInputTransformKey: CGAffineTransform.identity]
        kernels["CIAffineTransform"] = CIFilterKernel(defaults: transformDefaults) { (inputs: CIFilterInputs) -> CIImage? in
            inputs.image(kCIInputImageKey)?.transformed(by: inputs.transform(kCIInputTransformKey) ?? .identity)
        }
        let scaleDefaults: [String: Any] = [kCIInputScaleKey: 1.0, kCIInputAspectRatioKey: 1.0]
        kernels["CILanczosScaleTransform"] = CIFilterKernel(defaults: scaleDefaults) { (inputs: CIFilterInputs) -> CIImage? in
            let scale = inputs.number(kCIInputScaleKey) ?? 1, aspect = inputs.number(kCIInputAspectRatioKey) ?? 1
            return inputs.image(kCIInputImageKey)?.samplingLinear()
                .transformed(by: CGAffineTransform(scaleX: CGFloat(scale * aspect), y: CGFloat(scale)))
        }
        // Core Image's default crop rectangle: the whole plane.
        let everything = CIVector(x: -8.98847e+307, y: -8.98847e+307, z: 1.79769e+308, w: 1.79769e+308)
        kernels["CICrop"] = CIFilterKernel(defaults: ["inputRectangle": everything]) { (inputs: CIFilterInputs) -> CIImage? in
            inputs.image(kCIInputImageKey)?.cropped(to: inputs.vector("inputRectangle")?.cgRectValue ?? .infinite)
        }
        kernels["CIConstantColorGenerator"] = CIFilterKernel(defaults: [kCIInputColorKey: CIColor.black]) {
            (inputs: CIFilterInputs) -> CIImage? in
            CIImage(color: inputs.color(kCIInputColorKey) ?? .black)
        }
        kernels["CIGaussianBlur"] = CIFilterKernel(defaults: [kCIInputRadiusKey: 10.0]) { (inputs: CIFilterInputs) -> CIImage? in
            guard let image = inputs.image(kCIInputImageKey) else { return nil }
            return gaussianBlur(image, sigma: max(0, inputs.number(kCIInputRadiusKey) ?? 10))
        }
        kernels["CIAreaAverage"] = CIFilterKernel(defaults: [:]) { (inputs: CIFilterInputs) -> CIImage? in
            guard let image = inputs.image(kCIInputImageKey) else { return nil }
            return areaAverage(image, over: inputs.vector(kCIInputExtentKey)?.cgRectValue ?? image.extent)
        }
        return kernels
    }()

    /// `image` blurred by a Gaussian of standard deviation `sigma` pixels; the extent grows by 3σ.
    static func gaussianBlur(_ image: CIImage, sigma: Double) -> CIImage {
        guard sigma > 0 else { return image }
        let spread = CGFloat(GaussianBlur.extent(sigma: sigma))
        let grown = image.extent.isInfinite ? image.extent : image.extent.insetBy(dx: -ceil(3 * sigma), dy: -ceil(3 * sigma))
        return CIImage(extent: grown) { canvas, region in
            // Blurred on a scratch canvas grown by the blur's reach, so pixels just outside the region count.
            guard let pixels = image.pixels(in: region.insetBy(dx: -spread, dy: -spread)),
                  let scratch = try? RasterCanvas(width: pixels.width, height: pixels.height) else { return }
            scratch.withLayer(blur: sigma) {
                scratch.drawImage(pixels, transform: .identity, sampling: ImageSampling(filter: .nearest))
            }
            canvas.drawImage(scratch.image, transform: .translation(-Double(spread), -Double(spread)),
                             sampling: ImageSampling(filter: .nearest))
        }
    }

    /// A 1×1 image at `rect`'s origin: the mean of `image`'s premultiplied pixels over `rect`.
    static func areaAverage(_ image: CIImage, over rect: CGRect) -> CIImage? {
        guard let pixels = image.pixels(in: rect), !pixels.pixels.isEmpty else { return nil }
        var sums = [0, 0, 0, 0]
        for pixel in pixels.pixels {
            let color = PremultipliedColor(rawValue: pixel)
            sums[0] += Int(color.red); sums[1] += Int(color.green); sums[2] += Int(color.blue); sums[3] += Int(color.alpha)
        }
        let count = pixels.pixels.count
        let mean = sums.map { UInt8(($0 + count / 2) / count) }
        let average = PremultipliedColor(red: mean[0], green: mean[1], blue: mean[2], alpha: mean[3])
        guard let one = try? PixelImage(width: 1, height: 1, pixels: [average.rawValue]) else { return nil }
        return CIImage(pixels: one, origin: rect.integral.origin)
    }
}
