import Foundation
import MockupRaster
import MockupUI

/// A Core Graphics bitmap: 8-bit RGBA pixels, premultiplied, in sRGB. What `UIImage(cgImage:)`,
/// `Image(decorative:scale:)` and Core Image's `CIContext.createCGImage` exchange.
public final class CGImage: Hashable, @unchecked Sendable {
    /// The pixels, rows top to bottom.
    package let pixels: PixelImage

    package init(pixels: PixelImage, utType: CFString? = nil) { self.pixels = pixels; self.utType = utType }

    /// The type identifier of the file the image was decoded from (`public.png`, `public.jpeg`);
    /// nil for a drawn or computed image.
    public let utType: CFString?

    public var width: Int { pixels.width }
    public var height: Int { pixels.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { pixels.width * 4 }
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    /// Whether the image is a mask (never: every `CGImage` here has colour).
    public var isMask: Bool { false }

    /// The part of the image inside `rect` (pixels, origin top left), or nil when they do not overlap.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !bounds.isNull, bounds.width >= 1, bounds.height >= 1 else { return nil }
        let crop = IntRect(x: Int(bounds.minX), y: Int(bounds.minY), width: Int(bounds.width), height: Int(bounds.height))
        return (try? pixels.cropped(to: crop)).map { CGImage(pixels: $0) }
    }

    /// The same pixels turned as `orientation` says (how `UIImage` and `Image` apply an orientation).
    package func oriented(_ orientation: CGImagePropertyOrientation) -> CGImage {
        guard orientation != .up else { return self }
        let w = width, h = height
        let swapsSides = [.left, .leftMirrored, .right, .rightMirrored].contains(orientation)
        let outWidth = swapsSides ? h : w, outHeight = swapsSides ? w : h
        var out = [UInt32](repeating: 0, count: w * h)
        for y in 0..<outHeight {
            for x in 0..<outWidth {
                // The source pixel shown at (x, y): EXIF orientations name how the stored pixels are turned.
                let (sx, sy): (Int, Int)
                switch orientation {
                case .up: (sx, sy) = (x, y)
                case .upMirrored: (sx, sy) = (w - 1 - x, y)
                case .down: (sx, sy) = (w - 1 - x, h - 1 - y)
                case .downMirrored: (sx, sy) = (x, h - 1 - y)
                case .left: (sx, sy) = (w - 1 - y, x)
                case .leftMirrored: (sx, sy) = (w - 1 - y, h - 1 - x)
                case .right: (sx, sy) = (y, h - 1 - x)
                case .rightMirrored: (sx, sy) = (y, x)
                }
                out[y * outWidth + x] = pixels.pixels[sy * w + sx]
            }
        }
        return (try? PixelImage(width: outWidth, height: outHeight, pixels: out)).map { CGImage(pixels: $0) } ?? self
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Where a bitmap keeps its alpha (Core Graphics' `CGImageAlphaInfo`).
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

extension UIImage {
    /// The bitmap at 1 pixel per point.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// The bitmap at `scale` pixels per point, turned as `orientation` says.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(pixels: cgImage.oriented(orientation.propertyOrientation).pixels, scale: scale > 0 ? scale : 1)
    }

    /// The image's pixels as a bitmap; nil for a named image or symbol, which a render reads only
    /// when it draws it.
    public var cgImage: CGImage? { pixelsAndScale.map { CGImage(pixels: $0.pixels, utType: fileTypeIdentifier) } }

    /// The orientation of an image's pixels (UIKit's `UIImage.Orientation`); images here are stored upright.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored

        var propertyOrientation: CGImagePropertyOrientation {
            switch self {
            case .up: .up
            case .down: .down
            case .left: .left
            case .right: .right
            case .upMirrored: .upMirrored
            case .downMirrored: .downMirrored
            case .leftMirrored: .leftMirrored
            case .rightMirrored: .rightMirrored
            }
        }
    }

    /// Always `.up`: a turned bitmap is turned when the image is made.
    public var imageOrientation: Orientation { .up }
}

extension Image {
    /// The orientation of an image's pixels (SwiftUI's `Image.Orientation`).
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored

        var propertyOrientation: CGImagePropertyOrientation {
            switch self {
            case .up: .up
            case .upMirrored: .upMirrored
            case .down: .down
            case .downMirrored: .downMirrored
            case .left: .left
            case .leftMirrored: .leftMirrored
            case .right: .right
            case .rightMirrored: .rightMirrored
            }
        }
    }

    /// A bitmap at `scale` pixels per point, with `label` for accessibility.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        self.init(decorative: cgImage, scale: scale, orientation: orientation)
    }

    /// A bitmap at `scale` pixels per point that accessibility skips.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        let pixels = cgImage.oriented(orientation.propertyOrientation).pixels
        self.init(_decoded: DecodedBitmap(pixels: pixels, scale: Double(scale > 0 ? scale : 1)))
    }
}
