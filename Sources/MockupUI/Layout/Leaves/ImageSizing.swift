import Foundation
import MockupRaster

/// Where bitmap `Image` sizes come from: the intrinsic size in points, or nil when the image has no
/// file that can be read (the engine then warns and draws a placeholder).
public protocol ImageSizing: Sendable {
    func imageSize(of asset: BitmapAsset) -> Size?
}

/// The size of pixels in memory, or of the asset's PNG or JPEG file from its header; the size in points is pixels /
/// the file's scale (a `@3x` file of 90 × 60 pixels is 30 × 20 points). A PDF or SVG is as large as its page or
/// document says.
public struct AssetImageSizes: ImageSizing {
    public init() {}

    public func imageSize(of asset: BitmapAsset) -> Size? {
        if let decoded = asset.decoded { return decoded.pointSize }
        guard let file = asset.file else { return nil }
        if file.isVector { return VectorImageFile.pointSize(atPath: file.path) }
        guard let pixels = ImageFileDecoder.pixelSize(atPath: file.path) else { return nil }
        return Size(Double(pixels.width) / file.scale, Double(pixels.height) / file.scale)
    }
}
