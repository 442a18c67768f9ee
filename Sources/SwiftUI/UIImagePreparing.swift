import Foundation
import MockupRaster

// Thumbnails and images decoded ahead of display (iOS 15). Images here are decoded when made, so
// preparing for display copies the pixels; a thumbnail is the pixels resampled by the rasterizer.
// Images with no pixels of their own (an asset name or SF Symbol, resolved only when drawn) give
// nil, as UIKit does for an image not backed by a bitmap.
extension UIImage {
    /// A thumbnail of exactly `size`: the image stretched to `size` pixels at 1 pixel per point, so
    /// the thumbnail's `size` is the one asked for (Mockup's choice: UIKit documents neither the
    /// scale nor how the aspect ratio is kept). Nil for an image with no pixels or an empty size.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        let width = Int(size.width.rounded()), height = Int(size.height.rounded())
        guard let image = pixelsAndScale, width > 0, height > 0,
              let canvas = try? MockupRaster.Canvas(width: width, height: height) else { return nil }
        canvas.drawImage(image.pixels, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        return UIImage(pixels: canvas.image, scale: 1)
    }

    /// Makes the thumbnail of `size` and hands it to `completionHandler` on a background queue.
    @preconcurrency public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global().async { completionHandler(self.preparingThumbnail(of: size)) }
    }

    /// The thumbnail of `size`, made off the caller's actor.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { preparingThumbnail(of: size) }

    /// A copy of the image decoded for display: the same pixels at the same scale; nil for an image
    /// with no pixels.
    public func preparingForDisplay() -> UIImage? {
        pixelsAndScale.map { UIImage(pixels: $0.pixels, scale: $0.scale) }
    }

    /// Decodes the image for display and hands the copy to `completionHandler` on a background queue.
    @preconcurrency public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global().async { completionHandler(self.preparingForDisplay()) }
    }

    /// The image decoded for display, made off the caller's actor.
    public func byPreparingForDisplay() async -> UIImage? { preparingForDisplay() }
}
