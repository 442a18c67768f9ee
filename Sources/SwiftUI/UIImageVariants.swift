import Foundation
import MockupUI

/// The variants UIKit code makes of an image: tinted, resizable, flipped, offset, animated.
extension UIImage {
    /// How the middle of a resizable image fills its size (UIKit's `UIImage.ResizingMode`).
    public enum ResizingMode: Int, Sendable {
        case tile, stretch
    }

    /// The image drawn in `color` where it is a template or a symbol; a bitmap in its own colours
    /// keeps them, as on iOS.
    public func withTintColor(_ color: UIColor) -> UIImage { with(tintColor: color) }

    /// The image drawn in `color` with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        with(renderingMode: renderingMode, tintColor: color)
    }

    /// The image with `capInsets` kept unstretched, its middle tiled.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The image with `capInsets` kept unstretched, its middle filled as `resizingMode` says (held for
    /// UIKit code that reads them; a SwiftUI `Image` resizes as its own `resizable(capInsets:resizingMode:)` says).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        with(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// Whether the image is an SF Symbol (`UIImage(systemName:)`).
    public var isSymbolImage: Bool {
        if case .systemName = source { return true }
        return false
    }

    /// The frames of an animated image; nil for a still one (every image here).
    public var images: [UIImage]? { nil }
    /// The length of an animated image's loop; 0 for a still one.
    public var duration: TimeInterval { 0 }

    /// An animated image; a still shows its first frame.
    public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? { images.first }

    /// The same image with insets around its content for Auto Layout alignment (held; a view's frame
    /// is laid out by SwiftUI here).
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }
    /// The same image with a baseline for text layout (held; SwiftUI aligns images by their bottom).
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage { self }
    public func imageWithoutBaseline() -> UIImage { self }

    /// The image as drawn in a right-to-left layout: unchanged, as renders are laid out left to right.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
    public var flipsForRightToLeftLayoutDirection: Bool { false }

    /// The image mirrored left to right: its pixels turned when it has them; a named image or symbol
    /// is returned as it is (its pixels are only read when it draws).
    public func withHorizontallyFlippedOrientation() -> UIImage {
        guard let cgImage, let pixels = pixelsAndScale else { return self }
        return UIImage(cgImage: cgImage, scale: pixels.scale, orientation: .upMirrored)
    }

    /// An SF Symbol with a variable value (iOS 16); the value is not kept, so the symbol draws whole.
    public convenience init?(systemName name: String, variableValue: Double, configuration: Configuration? = nil) {
        self.init(systemName: name)
    }

    /// The asset `name` with a configuration (iOS 13; the configuration's traits are the render's).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name)
    }

    /// Traits an image is looked up with (UIKit's `UIImage.Configuration`, of which a symbol
    /// configuration is the kind view code passes).
    public typealias Configuration = SymbolConfiguration
}
