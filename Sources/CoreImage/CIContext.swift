import Foundation
import MockupRaster
import SwiftUI

/// Renders Core Image images into bitmaps, on the CPU.
public final class CIContext: @unchecked Sendable {
    public init(options: [CIContextOption: Any]? = nil) {}
    public convenience init() { self.init(options: nil) }

    /// The part `rect` of `image` as a bitmap; nil when `rect` is empty, infinite or larger than a bitmap may be.
    public func createCGImage(_ image: CIImage, from rect: CGRect) -> CGImage? {
        image.pixels(in: rect).map { CGImage(pixels: $0) }
    }

    public func createCGImage(_ image: CIImage, from rect: CGRect, format: CIFormat, colorSpace: CGColorSpace?) -> CGImage? {
        createCGImage(image, from: rect)
    }

    /// Writes the part `bounds` of `image` into `data`, `rowBytes` bytes per row, top row first, in
    /// an 8-bit premultiplied format (`.RGBA8`, `.BGRA8`, `.ARGB8`, `.R8`, `.A8`). Float formats leave
    /// `data` as it is.
    public func render(_ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect,
                       format: CIFormat, colorSpace: CGColorSpace?) {
        guard let layout = format.layout, let pixels = image.pixels(in: bounds), rowBytes >= pixels.width * layout.bytesPerPixel
        else { return }
        layout.write(pixels, to: data.assumingMemoryBound(to: UInt8.self), bytesPerRow: rowBytes)
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
    public static let A8 = CIFormat(name: "A8")

    /// The 8-bit premultiplied layouts `render(_:toBitmap:…)` writes; nil for float formats.
    var layout: BitmapLayout? {
        switch self {
        case .RGBA8: return .rgbaPremultiplied
        case .BGRA8: return BitmapLayout(channels: [.blue, .green, .red, .alpha], premultiplied: true)
        case .ARGB8: return BitmapLayout(channels: [.alpha, .red, .green, .blue], premultiplied: true)
        case .R8: return BitmapLayout(channels: [.red], premultiplied: true)
        case .A8: return BitmapLayout(channels: [.alpha], premultiplied: true)
        default: return nil
        }
    }
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
