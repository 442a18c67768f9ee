import CoreVideo
import Foundation
import MockupRaster
import SwiftUI

/// Core Image's image: a recipe for pixels on Core Image's plane, whose origin is at the bottom left
/// and whose y axis points up. Pixels are made when a context renders a finite part of it
/// (`CIContext.createCGImage`, `UIImage(ciImage:)`), so an image may be infinite (`CIImage(color:)`).
///
/// Colours are computed on sRGB-encoded components, as a context made with
/// `[.workingColorSpace: kCFNull]` does; an iPhone's default context works in linear light, which
/// makes blurs and averages of bright and dark pixels slightly lighter there.
public final class CIImage: @unchecked Sendable {
    /// The part of the plane the image covers (`CGRect.infinite` for a colour).
    public let extent: CGRect
    /// Draws the image's part inside `region` (plane coordinates) into `canvas`, whose pixels cover `region`.
    let paint: (_ canvas: RasterCanvas, _ region: CGRect) -> Void
    /// The bitmap the image was made from, as `CIImage.cgImage` returns it.
    let sourceCGImage: CGImage?
    /// How `transformed(by:)` reads the image between pixels: nil is Core Image's default.
    let samplingFilter: ImageSampling.Filter?

    init(extent: CGRect, sourceCGImage: CGImage? = nil, samplingFilter: ImageSampling.Filter? = nil,
         paint: @escaping (RasterCanvas, CGRect) -> Void) {
        self.extent = extent; self.sourceCGImage = sourceCGImage; self.samplingFilter = samplingFilter; self.paint = paint
    }

    /// An image of `pixels` whose bottom-left corner is at `origin`.
    convenience init(pixels: PixelImage, origin: CGPoint = .zero, sourceCGImage: CGImage? = nil) {
        let extent = CGRect(x: origin.x, y: origin.y, width: CGFloat(pixels.width), height: CGFloat(pixels.height))
        self.init(extent: extent, sourceCGImage: sourceCGImage) { canvas, region in
            canvas.drawImage(pixels, transform: .translation(extent.minX - region.minX, region.maxY - extent.maxY),
                             sampling: ImageSampling(filter: .nearest))
        }
    }

    /// The bitmap, with its bottom-left corner at the origin.
    public convenience init(cgImage: CGImage) { self.init(pixels: cgImage.pixels, sourceCGImage: cgImage) }
    public convenience init(cgImage: CGImage, options: [CIImageOption: Any]? = nil) { self.init(cgImage: cgImage) }

    /// The pixels of a decoded or rendered `UIImage`; nil for a named image or symbol, whose pixels a
    /// render only reads when it draws it.
    public convenience init?(image: UIImage) {
        guard let cgImage = image.cgImage else { return nil }
        self.init(cgImage: cgImage)
    }
    public convenience init?(image: UIImage, options: [CIImageOption: Any]? = nil) { self.init(image: image) }

    /// The PNG, JPEG or WebP image in `data`; nil when it is neither.
    public convenience init?(data: Data) {
        guard let cgImage = UIImage(data: data)?.cgImage else { return nil }
        self.init(cgImage: cgImage)
    }
    public convenience init?(data: Data, options: [CIImageOption: Any]? = nil) { self.init(data: data) }

    /// The PNG, JPEG or WebP file at `url`; nil when there is none.
    public convenience init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }
    public convenience init?(contentsOf url: URL, options: [CIImageOption: Any]? = nil) { self.init(contentsOf: url) }

    /// `color` over the whole plane: an infinite image.
    public convenience init(color: CIColor) {
        let fill = color.premultiplied
        self.init(extent: .infinite) { canvas, _ in canvas.fillAll(with: .solid(fill)) }
    }

    /// An image with nothing in it.
    public static func empty() -> CIImage { CIImage(extent: .null) { _, _ in } }

    /// A video frame's image: empty, as a render has no frames (no buffer is ever made).
    public convenience init(cvImageBuffer imageBuffer: CVImageBuffer, options: [CIImageOption: Any]? = nil) {
        self.init(extent: .null) { _, _ in }
    }

    /// A pixel buffer's image: empty, as a render has no frames (no buffer is ever made).
    public convenience init(cvPixelBuffer pixelBuffer: CVPixelBuffer, options: [CIImageOption: Any]? = nil) {
        self.init(extent: .null) { _, _ in }
    }

    public static var black: CIImage { CIImage(color: .black) }
    public static var white: CIImage { CIImage(color: .white) }
    public static var clear: CIImage { CIImage(color: .clear) }
    public static var red: CIImage { CIImage(color: .red) }
    public static var green: CIImage { CIImage(color: .green) }
    public static var blue: CIImage { CIImage(color: .blue) }
    public static var gray: CIImage { CIImage(color: .gray) }

    /// The bitmap the image was made from (`CIImage(cgImage:)`), else nil.
    public var cgImage: CGImage? { sourceCGImage }
    /// The image's metadata: none here.
    public var properties: [String: Any] { [:] }

    // MARK: Rendering

    /// The image's pixels over `region` (whole pixels of the plane), or nil when the region is
    /// empty, infinite or larger than a bitmap may be.
    func pixels(in region: CGRect) -> PixelImage? {
        let region = region.integral
        // Sides are checked before they become Ints: a huge finite rect (`CICrop`'s default) must not trap.
        let maxSide = CGFloat(PixelImage.maxSide)
        guard !region.isNull, !region.isInfinite, region.width >= 1, region.height >= 1,
              region.width <= maxSide, region.height <= maxSide,
              let canvas = try? RasterCanvas(width: Int(region.width), height: Int(region.height)) else { return nil }
        paint(canvas, region)
        return canvas.image
    }

    // MARK: Geometry

    /// The image moved, scaled, rotated or skewed by `transform` on the plane. Enlarging by a scale
    /// alone keeps hard pixel edges (the sharp barcodes of `transformed(by: .init(scaleX: 10, y: 10))`);
    /// any other transform reads between pixels bilinearly, unless `samplingNearest()` says otherwise.
    public func transformed(by transform: CGAffineTransform) -> CIImage {
        let map = Transform2D(a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
                              d: Double(transform.d), tx: Double(transform.tx), ty: Double(transform.ty))
        guard let inverse = map.inverted, !extent.isNull else { return .empty() }
        let enlargesOnly = transform.b == 0 && transform.c == 0 && abs(transform.a) >= 1 && abs(transform.d) >= 1
        let filter = samplingFilter ?? (enlargesOnly ? .nearest : .bilinear)
        let source = self, inverseTransform = CGAffineTransform(a: inverse.a, b: inverse.b, c: inverse.c,
                                                                d: inverse.d, tx: inverse.tx, ty: inverse.ty)
        // An infinite image (a colour, or something composited over one) stays infinite, moved all the same.
        let movedExtent = extent.isInfinite ? CGRect.infinite : extent.applying(transform)
        return CIImage(extent: movedExtent, samplingFilter: samplingFilter) { canvas, region in
            let sourceRegion = region.applying(inverseTransform).insetBy(dx: -1, dy: -1).intersection(source.extent).integral
            guard let pixels = source.pixels(in: sourceRegion) else { return }
            // Source pixel → source plane (y up) → transformed plane → this canvas (y down).
            let toPlane = Transform2D(a: 1, b: 0, c: 0, d: -1, tx: Double(sourceRegion.minX), ty: Double(sourceRegion.maxY))
            let toCanvas = Transform2D(a: 1, b: 0, c: 0, d: -1, tx: -Double(region.minX), ty: Double(region.maxY))
            canvas.drawImage(pixels, transform: toPlane.concatenating(map).concatenating(toCanvas),
                             sampling: ImageSampling(filter: filter))
        }
    }

    /// `transformed(by:)`; downsampling is always area-averaged here.
    public func transformed(by transform: CGAffineTransform, highQualityDownsample: Bool) -> CIImage {
        transformed(by: transform)
    }

    /// The image turned as an EXIF orientation says, back at the origin.
    public func oriented(_ orientation: CGImagePropertyOrientation) -> CIImage {
        guard !extent.isInfinite, !extent.isNull, let pixels = pixels(in: extent) else { return self }
        return CIImage(cgImage: CGImage(pixels: pixels).oriented(orientation))
    }

    /// The part of the image inside `rect`.
    public func cropped(to rect: CGRect) -> CIImage {
        let bounds = extent.intersection(rect)
        guard !bounds.isNull, !bounds.isEmpty else { return .empty() }
        let source = self
        return CIImage(extent: bounds, samplingFilter: samplingFilter) { canvas, region in
            let clip = bounds.offsetBy(dx: -region.minX, dy: 0)
            let top = Double(region.maxY - bounds.maxY)
            canvas.pushClip(MockupRaster.Path(rect: Rect(x: Double(clip.minX), y: top, width: Double(bounds.width),
                                                        height: Double(bounds.height))))
            source.paint(canvas, region)
            canvas.popClip()
        }
    }

    /// This image drawn over `background` (source-over).
    public func composited(over background: CIImage) -> CIImage {
        let top = self
        return CIImage(extent: extent.union(background.extent)) { canvas, region in
            background.paint(canvas, region)
            top.paint(canvas, region)
        }
    }

    /// The same image, read by nearest pixel when transformed.
    public func samplingNearest() -> CIImage {
        CIImage(extent: extent, sourceCGImage: sourceCGImage, samplingFilter: .nearest, paint: paint)
    }

    /// The same image, read bilinearly when transformed.
    public func samplingLinear() -> CIImage {
        CIImage(extent: extent, sourceCGImage: sourceCGImage, samplingFilter: .bilinear, paint: paint)
    }

    /// The image with its edge pixels repeated over the whole plane.
    public func clampedToExtent() -> CIImage {
        guard !extent.isInfinite, !extent.isNull, let pixels = pixels(in: extent) else { return self }
        let frame = extent.integral
        return CIImage(extent: .infinite) { canvas, region in
            canvas.fillAll(with: .image(pixels, transform: .translation(frame.minX - region.minX, region.maxY - frame.maxY),
                                        sampling: ImageSampling(filter: .nearest)))
        }
    }

    // MARK: Filters

    /// The output of the filter `name` with this image as its input image and `parameters` set.
    public func applyingFilter(_ name: String, parameters: [String: Any]) -> CIImage {
        guard let filter = CIFilter(name: name) else { return .empty() }
        filter.setValue(self, forKey: kCIInputImageKey)
        for (key, value) in parameters { filter.setValue(value, forKey: key) }
        return filter.outputImage ?? .empty()
    }

    public func applyingFilter(_ name: String) -> CIImage { applyingFilter(name, parameters: [:]) }

    /// The image blurred by a Gaussian of standard deviation `sigma` (`CIGaussianBlur`).
    public func applyingGaussianBlur(sigma: Double) -> CIImage {
        applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: sigma])
    }
}

/// Options for making a `CIImage` (accepted; a render reads images as they are).
public struct CIImageOption: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
    public static let properties = CIImageOption(rawValue: "kCIImageProperties")
}

extension UIImage {
    /// The pixels of a finite Core Image image at 1 pixel per point; an empty image for an infinite one.
    public convenience init(ciImage: CIImage) { self.init(ciImage: ciImage, scale: 1, orientation: .up) }

    /// The pixels of a finite Core Image image at `scale` pixels per point, turned as `orientation` says.
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: UIImage.Orientation) {
        guard let pixels = ciImage.pixels(in: ciImage.extent) else { self.init(); return }
        self.init(cgImage: CGImage(pixels: pixels), scale: scale, orientation: orientation)
    }
}

/// The raster's canvas (SwiftUI's `Canvas` is a view).
typealias RasterCanvas = MockupRaster.Canvas

extension RasterCanvas {
    /// Paints every pixel of the canvas: what an infinite image covers.
    func fillAll(with paint: PaintSource) {
        fill(MockupRaster.Path(rect: Rect(x: 0, y: 0, width: Double(width), height: Double(height))), with: paint)
    }
}
