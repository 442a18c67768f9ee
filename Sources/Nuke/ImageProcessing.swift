import Foundation
import SwiftUI

/// Turns a loaded image into the one shown. A render loads no image, so Nuke's processors are
/// held with their settings; called directly, the built-in ones hand back the image undrawn.
public protocol ImageProcessing: Sendable {
    func process(_ image: PlatformImage) -> PlatformImage?
    var identifier: String { get }
}

extension ImageProcessing {
    public var hashableIdentifier: AnyHashable { identifier }
    public func process(_ image: PlatformImage) -> PlatformImage? { image }
}

/// Units and content modes processors size in.
public enum ImageProcessingOptions {
    public enum Unit: String, Sendable { case points, pixels }
    public enum ContentMode: String, Sendable { case aspectFill, aspectFit }
    /// A border drawn around a processed image.
    public struct Border: Hashable, Sendable {
        public let width: CGFloat
        public init(color: UIColor, width: CGFloat = 1, unit: Unit = .points) { self.width = width }
    }
}

/// Nuke's built-in processors.
public enum ImageProcessors {
    /// Scales the image to a size.
    public struct Resize: ImageProcessing, Hashable {
        public let size: CGSize
        public let contentMode: ImageProcessingOptions.ContentMode
        public init(size: CGSize, unit: ImageProcessingOptions.Unit = .points, contentMode: ImageProcessingOptions.ContentMode = .aspectFill,
                    crop: Bool = false, upscale: Bool = false) {
            self.size = size
            self.contentMode = contentMode
        }
        public init(width: CGFloat, unit: ImageProcessingOptions.Unit = .points, upscale: Bool = false) {
            self.init(size: CGSize(width: width, height: .greatestFiniteMagnitude), unit: unit, contentMode: .aspectFit)
        }
        public init(height: CGFloat, unit: ImageProcessingOptions.Unit = .points, upscale: Bool = false) {
            self.init(size: CGSize(width: .greatestFiniteMagnitude, height: height), unit: unit, contentMode: .aspectFit)
        }
        public var identifier: String { "com.github.kean/nuke/resize?s=\(size),cm=\(contentMode)" }
    }

    /// Crops the image to a circle.
    public struct Circle: ImageProcessing, Hashable {
        public init(border: ImageProcessingOptions.Border? = nil) {}
        public var identifier: String { "com.github.kean/nuke/circle" }
    }

    /// Rounds the image's corners.
    public struct RoundedCorners: ImageProcessing, Hashable {
        public let radius: CGFloat
        public init(radius: CGFloat, unit: ImageProcessingOptions.Unit = .points, border: ImageProcessingOptions.Border? = nil) {
            self.radius = radius
        }
        public var identifier: String { "com.github.kean/nuke/rounded_corners?radius=\(radius)" }
    }

    /// Blurs the image.
    public struct GaussianBlur: ImageProcessing, Hashable {
        public let radius: Int
        public init(radius: Int = 8) { self.radius = radius }
        public var identifier: String { "com.github.kean/nuke/gaussian_blur?radius=\(radius)" }
    }

    /// Applies a Core Image filter by name.
    public struct CoreImageFilter: ImageProcessing, @unchecked Sendable {
        public let name: String
        public let parameters: [String: Any]
        public init(name: String, parameters: [String: Any] = [:], identifier: String) {
            self.name = name
            self.parameters = parameters
            self.identifier = identifier
        }
        public init(name: String) { self.init(name: name, identifier: "com.github.kean/nuke/core_image?name=\(name)") }
        public let identifier: String
    }

    /// Runs several processors in turn.
    public struct Composition: ImageProcessing {
        let processors: [any ImageProcessing]
        public init(_ processors: [any ImageProcessing]) { self.processors = processors }
        public func process(_ image: PlatformImage) -> PlatformImage? {
            processors.reduce(image as PlatformImage?) { image, processor in image.flatMap(processor.process) }
        }
        public var identifier: String { processors.map(\.identifier).joined() }
    }

    /// A processor made from a closure.
    public struct Anonymous: ImageProcessing, @unchecked Sendable {
        public let identifier: String
        let closure: (PlatformImage) -> PlatformImage?
        public init(id: String, _ closure: @Sendable @escaping (PlatformImage) -> PlatformImage?) {
            identifier = id
            self.closure = closure
        }
        public func process(_ image: PlatformImage) -> PlatformImage? { closure(image) }
    }
}

extension ImageProcessing where Self == ImageProcessors.Resize {
    public static func resize(size: CGSize, unit: ImageProcessingOptions.Unit = .points,
                              contentMode: ImageProcessingOptions.ContentMode = .aspectFill, crop: Bool = false, upscale: Bool = false) -> Self {
        ImageProcessors.Resize(size: size, unit: unit, contentMode: contentMode, crop: crop, upscale: upscale)
    }
    public static func resize(width: CGFloat, unit: ImageProcessingOptions.Unit = .points, upscale: Bool = false) -> Self {
        ImageProcessors.Resize(width: width, unit: unit, upscale: upscale)
    }
    public static func resize(height: CGFloat, unit: ImageProcessingOptions.Unit = .points, upscale: Bool = false) -> Self {
        ImageProcessors.Resize(height: height, unit: unit, upscale: upscale)
    }
}

extension ImageProcessing where Self == ImageProcessors.Circle {
    public static func circle(border: ImageProcessingOptions.Border? = nil) -> Self { ImageProcessors.Circle(border: border) }
}

extension ImageProcessing where Self == ImageProcessors.RoundedCorners {
    public static func roundedCorners(radius: CGFloat, unit: ImageProcessingOptions.Unit = .points,
                                      border: ImageProcessingOptions.Border? = nil) -> Self {
        ImageProcessors.RoundedCorners(radius: radius, unit: unit, border: border)
    }
}

extension ImageProcessing where Self == ImageProcessors.GaussianBlur {
    public static func gaussianBlur(radius: Int = 8) -> Self { ImageProcessors.GaussianBlur(radius: radius) }
}
