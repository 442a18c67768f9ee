import Foundation
import MockupRaster

/// A shape style that fills with an image repeated as a pattern, SwiftUI's `ImagePaint`: the part
/// of `image` in `sourceRect` (its unit square) is tiled at `scale` × the image's size in points,
/// from the top-left of the filled shape's bounds. Only bitmap asset images tile; a symbol or drawn
/// image paints nothing, with a note.
public struct ImagePaint: ShapeStyle {
    /// The image to tile.
    public var image: Image
    /// The part of the image that tiles, in its unit square.
    public var sourceRect: CGRect
    /// The tile's size relative to the image's size.
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image; self.sourceRect = sourceRect; self.scale = scale
    }

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        guard let asset = image.bitmapAsset(in: environment)?.asset else { return .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0)) }
        return .image(ImagePattern(asset: asset,
                                   sourceRect: Rect(x: sourceRect.minX, y: sourceRect.minY, width: sourceRect.width, height: sourceRect.height),
                                   scale: scale))
    }

    public var _renderNote: String? {
        switch image.source {
        case .bitmap, .decoded: return nil
        case .symbol, .drawing, .rendered: break
        }
        return "ImagePaint of a symbol or drawn image (only bitmap assets tile)"
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// `ImagePaint(image:sourceRect:scale:)` as a style (`.fill(.image(Image("brick")))`).
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                             scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
