import Foundation
import SwiftUI

/// Core Image's image. A render has no pixels to filter: filters produce no output.
public final class CIImage {
    /// The image's rectangle.
    public let extent: CGRect
    public init(image: UIImage) { extent = .zero }
    public init?(image: UIImage, options: [String: Any]? = nil) { extent = .zero }
    public init(color: CIColor) { extent = .infinite }
    init(extent: CGRect) { self.extent = extent }
}

/// A colour for Core Image.
public final class CIColor {
    public let red, green, blue, alpha: CGFloat
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
}

/// A four-component vector.
public final class CIVector {
    public let values: [CGFloat]
    public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { values = [x, y, z, w] }
    public init(x: CGFloat, y: CGFloat) { values = [x, y] }
    public init(cgRect rect: CGRect) { values = [rect.minX, rect.minY, rect.width, rect.height] }
}

/// An image filter by name; its output is always nil in a render (no pixel pipeline).
public final class CIFilter {
    public let name: String
    private var values: [String: Any] = [:]
    public init?(name: String) { self.name = name }
    public func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    public func value(forKey key: String) -> Any? { values[key] }
    public var outputImage: CIImage? { nil }
    public func setDefaults() {}
}

public let kCIInputImageKey = "inputImage"
public let kCIInputExtentKey = "inputExtent"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputColorKey = "inputColor"

/// Pixel formats for `CIContext.render`.
public struct CIFormat: Hashable, Sendable {
    let name: String
    public static let RGBA8 = CIFormat(name: "RGBA8")
    public static let BGRA8 = CIFormat(name: "BGRA8")
    public static let RGBAf = CIFormat(name: "RGBAf")
}

/// Options of a `CIContext`.
public struct CIContextOption: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
    public static let outputColorSpace = CIContextOption(rawValue: "output_color_space")
    public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
}

/// Renders Core Image images; with no pixels, bitmaps are left as they are.
public final class CIContext {
    public init(options: [CIContextOption: Any]? = nil) {}
    public func render(_ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect,
                       format: CIFormat, colorSpace: CGColorSpace?) {}
}

/// Core Foundation's null, as option dictionaries take it (`[.workingColorSpace: kCFNull as Any]`).
public let kCFNull = NSNull()
