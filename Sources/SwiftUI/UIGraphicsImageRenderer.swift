import Foundation
import MockupUI

/// How a `UIGraphicsImageRenderer` makes its images: the scale of the screen (3) and a
/// transparent canvas unless `opaque`, as UIKit's default format.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels per point.
    public var scale: CGFloat
    /// Whether the canvas starts white (opaque) instead of transparent.
    public var opaque = false
    /// The colour range; renders are always standard-range sRGB.
    public var preferredRange = Range.automatic

    /// A colour range of an image renderer's format.
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended, standard }

    @preconcurrency @MainActor public init() { scale = UIScreen.main.scale }
    init(scale: CGFloat, opaque: Bool) { self.scale = scale; self.opaque = opaque }

    /// The format for the main screen.
    @preconcurrency @MainActor public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format best for the device (the main screen's).
    @preconcurrency @MainActor public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context handed to an image renderer's drawing actions: its Core Graphics context, and
/// UIKit's shortcuts for filling, stroking and clipping rectangles with the current colours.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererContext {
    public let cgContext = CGContext()
    public let format: UIGraphicsImageRendererFormat
    private let size: CGSize

    init(format: UIGraphicsImageRendererFormat, size: CGSize) { self.format = format; self.size = size }

    /// The image drawn so far.
    public var currentImage: UIImage { cgContext.image(size: size, format: format) }

    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(Path(rect), evenOdd: false, blendMode: blendMode) }
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.stroke(Path(rect), blendMode: blendMode) }
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws UIKit and Core Graphics drawing into images (UIKit's `UIGraphicsImageRenderer`): the
/// actions run at once on a recording `CGContext` that is the current context meanwhile, and the
/// record is rendered by the engine at the format's scale — real pixels, as `ImageRenderer`'s.
/// Drawing another view's hierarchy or a layer into it is not drawn (a render note on the image).
@preconcurrency @MainActor
public final class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    private let size: CGSize
    /// Whether the renderer may make images (always, in a render).
    public var allowsImageOutput: Bool { true }

    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) { self.size = size; self.format = format }
    public convenience init(bounds: CGRect) { self.init(size: bounds.size) }
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat) { self.init(size: bounds.size, format: format) }

    /// The image `actions` draw.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        draw(actions).currentImage
    }

    /// The PNG bytes of the image `actions` draw.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        draw(actions).currentImage.pngData() ?? Data()
    }

    /// The JPEG bytes of the image `actions` draw, at `compressionQuality` (0 smallest, 1 best).
    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        draw(actions).currentImage.jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIGraphicsImageRendererContext {
        let context = UIGraphicsImageRendererContext(format: format, size: size)
        UIGraphicsPushContext(context.cgContext)
        actions(context)
        UIGraphicsPopContext()
        return context
    }
}

extension CGContext {
    /// The record rendered as an image of `size` at the format's scale: the pixels of the engine's
    /// render of a canvas replaying it (drawn as a bitmap, resizable like a photo). When the record
    /// holds drawing a render cannot draw, the image keeps the canvas instead, whose render note
    /// says what is missing wherever it is drawn. An empty image when the engine cannot render it
    /// (an empty or huge size).
    func image(size: CGSize, format: UIGraphicsImageRendererFormat) -> UIImage {
        let renderer = ImageRenderer(content: RecordedDrawing(size: size, context: self))
        renderer.scale = format.scale
        renderer.isOpaque = format.opaque
        guard let image = renderer.uiImage, case .rendered(let rendered) = image.source else { return UIImage() }
        return undrawn.isEmpty ? UIImage(pixels: rendered.pixels, scale: rendered.scale) : image
    }
}

/// A `CGContext`'s record as a view: a canvas of `size` replaying it, with a render note for what
/// it could not draw.
private struct RecordedDrawing: View {
    let size: CGSize
    let context: CGContext

    var body: some View {
        let context = context
        let canvas = Canvas { graphics, _ in context.replay(into: graphics) }.frame(width: size.width, height: size.height)
        if context.undrawn.isEmpty {
            canvas
        } else {
            canvas._renderNote("image drawing: " + context.undrawn.joined(separator: ", ") + " is not drawn in a render",
                               drawn: "the rest of the drawing")
        }
    }
}

// MARK: - The current context

/// The contexts UIKit's drawing methods draw into, innermost last.
@MainActor
private var currentContexts: [CGContext] = []

/// The context UIKit draws into (`UIColor.setFill()`, `UIBezierPath.fill()`, `UIImage.draw(in:)`);
/// nil outside an image renderer's actions or an image context.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { currentContexts.last }

/// Makes `context` the current context until `UIGraphicsPopContext()`.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) { currentContexts.append(context) }

@preconcurrency @MainActor
public func UIGraphicsPopContext() { _ = currentContexts.popLast() }

/// The contexts `UIGraphicsBeginImageContext…` opened, innermost last, with their sizes and formats.
@MainActor
private var imageContexts: [(context: CGContext, size: CGSize, format: UIGraphicsImageRendererFormat)] = []

/// Opens an image context of `size` (points) at `scale` (0: the screen's) that is the current
/// context until `UIGraphicsEndImageContext()` (the API before `UIGraphicsImageRenderer`).
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = CGContext()
    imageContexts.append((context, size, UIGraphicsImageRendererFormat(scale: scale > 0 ? scale : UIScreen.main.scale, opaque: opaque)))
    UIGraphicsPushContext(context)
}

/// Opens a transparent image context of `size` at 1 pixel per point.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The image drawn so far in the innermost image context; nil when none is open.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let open = imageContexts.last else { return nil }
    return open.context.image(size: open.size, format: open.format)
}

/// Closes the innermost image context.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard let open = imageContexts.popLast() else { return }
    if UIGraphicsGetCurrentContext() === open.context { UIGraphicsPopContext() }
}

extension UIImage {
    /// The format to redraw this image in: its scale, on a transparent canvas.
    public var imageRendererFormat: UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat(scale: scale, opaque: false) }
}
