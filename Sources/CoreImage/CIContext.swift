import Foundation
import MockupRaster
import SwiftUI

/// Renders Core Image images into bitmaps, on the CPU.
public final class CIContext: @unchecked Sendable {
    public init(options: [CIContextOption: Any]? = nil) {}
    public convenience init() { self.init(options: nil) }

    /// The part `rect` of `image` as a bitmap; nil when `rect` is empty, infinite or larger than a bitmap may be.
    public func createCGImage(_ image: CIImage, from rect: CGRect) -> CGImage? {
        image.pixels(in: rect).map(CGImage.init(pixels:))
    }

    public func createCGImage(_ image: CIImage, from rect: CGRect, format: CIFormat, colorSpace: CGColorSpace?) -> CGImage? {
        createCGImage(image, from: rect)
    }

    /// Writes the part `bounds` of `image` into `data`, `rowBytes` bytes per row, top row first, as
    /// premultiplied 8-bit RGBA (`.RGBA8`) or BGRA (`.BGRA8`). Other formats leave `data` as it is.
    public func render(_ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect,
                       format: CIFormat, colorSpace: CGColorSpace?) {
        guard format == .RGBA8 || format == .BGRA8, let pixels = image.pixels(in: bounds),
              rowBytes >= pixels.width * 4 else { return }
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let pixel = pixels[x, y], offset = y * rowBytes + x * 4
                let (first, third) = format == .RGBA8 ? (pixel.red, pixel.blue) : (pixel.blue, pixel.red)
                bytes[offset] = first; bytes[offset + 1] = pixel.green; bytes[offset + 2] = third; bytes[offset + 3] = pixel.alpha
            }
        }
    }

    /// The image's extent encoded as PNG; nil for an infinite or empty image.
    public func pngRepresentation(of image: CIImage, format: CIFormat, colorSpace: CGColorSpace,
                                  options: [CIImageRepresentationOption: Any] = [:]) -> Data? {
        guard let pixels = image.pixels(in: image.extent), let bytes = try? PNGEncoder.encode(pixels) else { return nil }
        return Data(bytes)
    }

    /// The image's extent encoded as JPEG; nil for an infinite or empty image.
    public func jpegRepresentation(of image: CIImage, colorSpace: CGColorSpace,
                                   options: [CIImageRepresentationOption: Any] = [:]) -> Data? {
        guard let pixels = image.pixels(in: image.extent), let bytes = try? JPEGEncoder.encode(pixels, quality: 0.9)
        else { return nil }
        return Data(bytes)
    }
}

/// Pixel formats for `CIContext.render`.
public struct CIFormat: Hashable, Sendable {
    let name: String
    public static let RGBA8 = CIFormat(name: "RGBA8")
    public static let BGRA8 = CIFormat(name: "BGRA8")
    public static let ARGB8 = CIFormat(name: "ARGB8")
    public static let RGBAf = CIFormat(name: "RGBAf")
    public static let RGBAh = CIFormat(name: "RGBAh")
    public static let R8 = CIFormat(name: "R8")
}

/// Options of a `CIContext` (accepted; a context here always renders the same way).
public struct CIContextOption: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
    public static let outputColorSpace = CIContextOption(rawValue: "output_color_space")
    public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
    public static let highQualityDownsample = CIContextOption(rawValue: "kCIContextHighQualityDownsample")
    public static let priorityRequestLow = CIContextOption(rawValue: "kCIContextPriorityRequestLow")
}

/// Options of `CIContext.pngRepresentation` and `jpegRepresentation`.
public struct CIImageRepresentationOption: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// Core Foundation's null, as option dictionaries take it (`[.workingColorSpace: kCFNull as Any]`).
public let kCFNull = NSNull()
