import Foundation
import SwiftUI

/// What a processor is given: a decoded image or the downloaded data.
public enum ImageProcessItem: Sendable {
    case image(KFCrossPlatformImage)
    case data(Data)
}

/// Turns a downloaded image into the one shown and cached. A render downloads nothing, so Kingfisher's
/// processors are held with their settings; called directly, the built-in ones hand back the image
/// as `DefaultImageProcessor` does, without their drawing.
public protocol ImageProcessor: Sendable {
    /// Names the processing, in cache keys.
    var identifier: String { get }
    /// The processed image, or nil when it cannot be made.
    func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage?
}

extension ImageProcessor {
    /// This processor, then `another`.
    public func append(another: any ImageProcessor) -> any ImageProcessor {
        GeneralProcessor(identifier: identifier + "|>" + another.identifier) { item, options in
            process(item: item, options: options).flatMap { another.process(item: .image($0), options: options) }
        }
    }

    /// The item's image: the one given, or the data decoded.
    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        switch item {
        case .image(let image): image
        case .data(let data): KFCrossPlatformImage(data: data, scale: options.scaleFactor)
        }
    }
}

infix operator |>: AdditionPrecedence

/// `left`, then `right`.
public func |> (left: any ImageProcessor, right: any ImageProcessor) -> any ImageProcessor {
    left.append(another: right)
}

private struct GeneralProcessor: ImageProcessor, @unchecked Sendable {
    let identifier: String
    let work: (ImageProcessItem, KingfisherParsedOptionsInfo) -> KFCrossPlatformImage?
    func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? { work(item, options) }
}

/// Decodes the data as it is.
public struct DefaultImageProcessor: ImageProcessor {
    public static let `default` = DefaultImageProcessor()
    public let identifier = ""
    public init() {}
}

/// Which corners round.
public struct RectCorner: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    public static let topRight = RectCorner(rawValue: 1 << 1)
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    public static let all: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A corner radius: in points or as a fraction of the image's width or height.
public enum Radius: Sendable {
    case widthFraction(CGFloat)
    case heightFraction(CGFloat)
    case point(CGFloat)

    /// The radius in points for an image of `size`.
    public func compute(with size: CGSize) -> CGFloat {
        switch self {
        case .point(let point): point
        case .widthFraction(let fraction): size.width * fraction
        case .heightFraction(let fraction): size.height * fraction
        }
    }
}

/// Rounds the image's corners.
public struct RoundCornerImageProcessor: ImageProcessor {
    public let identifier: String
    public let radius: Radius
    public let roundingCorners: RectCorner
    public let targetSize: CGSize?
    public let backgroundColor: KFCrossPlatformColor?
    public init(cornerRadius: CGFloat, targetSize: CGSize? = nil, roundingCorners corners: RectCorner = .all,
                backgroundColor: KFCrossPlatformColor? = nil) {
        self.init(radius: .point(cornerRadius), targetSize: targetSize, roundingCorners: corners, backgroundColor: backgroundColor)
    }
    public init(radius: Radius, targetSize: CGSize? = nil, roundingCorners corners: RectCorner = .all,
                backgroundColor: KFCrossPlatformColor? = nil) {
        self.radius = radius
        self.targetSize = targetSize
        self.roundingCorners = corners
        self.backgroundColor = backgroundColor
        identifier = "com.onevcat.Kingfisher.RoundCornerImageProcessor(\(radius)\(targetSize.map { "_\($0)" } ?? "")\(corners.rawValue))"
    }
}

/// A border drawn around the image.
public struct Border: Sendable {
    public var color: KFCrossPlatformColor
    public var lineWidth: CGFloat
    public var radius: Radius
    public var roundingCorners: RectCorner
    public init(color: KFCrossPlatformColor = .black, lineWidth: CGFloat = 4, radius: Radius = .point(0),
                roundingCorners: RectCorner = .all) {
        self.color = color
        self.lineWidth = lineWidth
        self.radius = radius
        self.roundingCorners = roundingCorners
    }
}

/// Draws a border around the image.
public struct BorderImageProcessor: ImageProcessor {
    public var identifier: String { "com.onevcat.Kingfisher.BorderImageProcessor(\(border))" }
    public let border: Border
    public init(border: Border) { self.border = border }
}

/// How an image is resized into a size.
public enum ContentMode: Sendable {
    case none
    case aspectFit
    case aspectFill
}

/// Resizes the image to a reference size.
public struct ResizingImageProcessor: ImageProcessor {
    public let identifier: String
    public let referenceSize: CGSize
    public let targetContentMode: ContentMode
    public init(referenceSize: CGSize, mode: ContentMode = .none) {
        self.referenceSize = referenceSize
        targetContentMode = mode
        identifier = "com.onevcat.Kingfisher.ResizingImageProcessor(\(referenceSize), \(mode))"
    }
}

/// Blurs the image.
public struct BlurImageProcessor: ImageProcessor {
    public let identifier: String
    public let blurRadius: CGFloat
    public init(blurRadius: CGFloat) {
        self.blurRadius = blurRadius
        identifier = "com.onevcat.Kingfisher.BlurImageProcessor(\(blurRadius))"
    }
}

/// Lays a colour over the image.
public struct OverlayImageProcessor: ImageProcessor {
    public let identifier: String
    public let overlay: KFCrossPlatformColor
    public let fraction: CGFloat
    public init(overlay: KFCrossPlatformColor, fraction: CGFloat = 0.5) {
        self.overlay = overlay
        self.fraction = fraction
        identifier = "com.onevcat.Kingfisher.OverlayImageProcessor(\(overlay)_\(fraction))"
    }
}

/// Tints the image.
public struct TintImageProcessor: ImageProcessor {
    public let identifier: String
    public let tint: KFCrossPlatformColor
    public init(tint: KFCrossPlatformColor) {
        self.tint = tint
        identifier = "com.onevcat.Kingfisher.TintImageProcessor(\(tint))"
    }
}

/// Adjusts brightness, contrast, saturation and exposure.
public struct ColorControlsProcessor: ImageProcessor {
    public let identifier: String
    public let brightness: CGFloat
    public let contrast: CGFloat
    public let saturation: CGFloat
    public let inputEV: CGFloat
    public init(brightness: CGFloat, contrast: CGFloat, saturation: CGFloat, inputEV: CGFloat) {
        self.brightness = brightness
        self.contrast = contrast
        self.saturation = saturation
        self.inputEV = inputEV
        identifier = "com.onevcat.Kingfisher.ColorControlsProcessor(\(brightness)_\(contrast)_\(saturation)_\(inputEV))"
    }
}

/// Makes the image greyscale.
public struct BlackWhiteProcessor: ImageProcessor {
    public let identifier = "com.onevcat.Kingfisher.BlackWhiteProcessor"
    public init() {}
}

/// Crops the image to a size around an anchor.
public struct CroppingImageProcessor: ImageProcessor {
    public let identifier: String
    public let size: CGSize
    public let anchor: CGPoint
    public init(size: CGSize, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5)) {
        self.size = size
        self.anchor = anchor
        identifier = "com.onevcat.Kingfisher.CroppingImageProcessor(\(size)_\(anchor))"
    }
}

/// Decodes the image at a smaller size.
public struct DownsamplingImageProcessor: ImageProcessor {
    public let identifier: String
    public let size: CGSize
    public init(size: CGSize) {
        self.size = size
        identifier = "com.onevcat.Kingfisher.DownsamplingImageProcessor(\(size))"
    }
}
