import Foundation
import MockupRaster

// ImageIO's image sources, which UIKit brings on iOS: Apple's first Landmarks tutorial loads its
// photos with `CGImageSourceCreateWithURL` and `CGImageSourceCreateImageAtIndex`, and the
// downsampling recipe of WWDC 2018's "Image and Graphics Best Practices" makes thumbnails with
// `CGImageSourceCreateThumbnailAtIndex`. Sources read PNG, JPEG and WebP, one image each (iOS also
// reads HEIC, GIF, TIFF and others, which Mockup does not decode).

/// An image file's bytes, decoded when an image or its properties are asked for.
public final class CGImageSource: @unchecked Sendable {
    let bytes: [UInt8]
    let format: ImageFileDecoder.Format?
    init(bytes: [UInt8]) { self.bytes = bytes; format = ImageFileDecoder.Format(signature: bytes) }

    /// The decoded image, nil when the bytes are not an image Mockup reads.
    fileprivate func decoded() -> CGImage? {
        guard let format, let pixels = try? ImageFileDecoder.decode(bytes) else { return nil }
        return CGImage(pixels: pixels, utType: format.uniformTypeIdentifier as CFString)
    }
}

/// The source of the file at `url`; nil when it cannot be read.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let data = try? Data(contentsOf: url as URL) else { return nil }
    return CGImageSource(bytes: [UInt8](data))
}

/// The source of the file in `data`.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(bytes: [UInt8](data as Data))
}

/// The uniform type identifier of the source's format; nil when it is not one Mockup reads.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? { isrc.format?.uniformTypeIdentifier as CFString? }

/// How many images the source holds: 1 for a file Mockup reads, else 0.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.format == nil ? 0 : 1 }

/// The image at `index` (only 0), nil when there is none or it cannot be decoded.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    index == 0 ? isrc.decoded() : nil
}

/// The image at `index` scaled down so that its longer side is at most the options'
/// `kCGImageSourceThumbnailMaxPixelSize` (kept as it is without one), aspect ratio kept.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard let image = CGImageSourceCreateImageAtIndex(isrc, index, options) else { return nil }
    let limit = (options?[kCGImageSourceThumbnailMaxPixelSize] as? NSNumber)?.doubleValue ?? .infinity
    let longest = Double(max(image.width, image.height))
    guard longest > limit, limit >= 1 else { return image }
    let width = max(Int((Double(image.width) * limit / longest).rounded()), 1)
    let height = max(Int((Double(image.height) * limit / longest).rounded()), 1)
    guard let canvas = try? MockupRaster.Canvas(width: width, height: height) else { return image }
    canvas.drawImage(image.pixels, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    return CGImage(pixels: canvas.image, utType: image.utType)
}

/// The image's pixel size and orientation (up), keyed by `kCGImagePropertyPixelWidth`,
/// `kCGImagePropertyPixelHeight` and `kCGImagePropertyOrientation`; nil when it cannot be decoded.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
    guard let image = CGImageSourceCreateImageAtIndex(isrc, index, options) else { return nil }
    return [kCGImagePropertyPixelWidth: image.width, kCGImagePropertyPixelHeight: image.height,
            kCGImagePropertyOrientation: CGImagePropertyOrientation.up.rawValue] as NSDictionary
}

public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
public let kCGImagePropertyOrientation: CFString = "Orientation"
/// Thumbnail options (held except the maximum pixel size).
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
