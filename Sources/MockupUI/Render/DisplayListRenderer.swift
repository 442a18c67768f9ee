import MockupRaster
import MockupText

/// Rasterizes display lists into premultiplied RGBA pixels at the list's scale (pixels = points ×
/// scale), deterministically and on any thread: every render has its own canvas; glyph bitmaps
/// and decoded images come from thread-safe caches.
public struct DisplayListRenderer: Sendable {
    /// Text layout and glyphs over the bundled fonts.
    public let measurer: BundledFontMeasurer
    /// Decoded bitmap assets (shared across renders by default).
    public let assets: BitmapAssetCache

    public init(fonts: FontLibrary, assets: BitmapAssetCache = .shared) {
        measurer = BundledFontMeasurer(library: fonts)
        self.assets = assets
    }

    /// Renders `list` over `background` (the scene's canvas colour) into a canvas of the list's
    /// size × scale, each side rounded up to whole pixels. Throws `RenderError` for an empty or
    /// oversized canvas, and the first error of anything that could not be drawn (a missing or
    /// damaged font or image). Warnings include the fonts' (collected for this render only).
    public func render(_ list: DisplayList, background: RGBA) throws -> RenderedImage {
        guard list.scale.isFinite, list.scale > 0 else { throw RenderError.invalidScale(list.scale) }
        let width = Self.pixels(list.size.width * list.scale), height = Self.pixels(list.size.height * list.scale)
        guard let width, let height, width > 0, height > 0 else { throw RenderError.emptyCanvas(list.size, scale: list.scale) }
        let canvas: Canvas
        do {
            canvas = try Canvas(width: width, height: height, background: background.premultiplied)
        } catch {
            throw RenderError.canvasTooLarge(width: width, height: height)
        }
        let diagnostics = Diagnostics()
        let pass = RenderPass(canvas: canvas, scale: list.scale,
                              measurer: BundledFontMeasurer(library: measurer.library.reporting(to: diagnostics)),
                              assets: assets)
        pass.draw(list.items)
        if let error = pass.errors.first ?? diagnostics.errors.first { throw error }
        var warnings = WarningLog()
        for message in list.warnings + diagnostics.messages { warnings.add(message) }
        if let skipped = canvas.diagnostics.warning { warnings.add(skipped) }
        return RenderedImage(image: canvas.image, warnings: warnings.messages)
    }

    /// `length` rounded up to whole pixels (a hair over an integer, from floating-point noise, does
    /// not add a pixel); nil when not finite, negative or beyond any canvas.
    private static func pixels(_ length: Double) -> Int? {
        guard length.isFinite, length > -1, length < Double(PixelImage.maxSide * 2) else { return nil }
        return Int((length - 1e-6).rounded(.up))
    }
}

/// Why a display list cannot be rendered.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    case invalidScale(Double)
    case emptyCanvas(Size, scale: Double)
    case canvasTooLarge(width: Int, height: Int)
    /// A bitmap image could not be loaded (missing, unreadable or not a PNG).
    case imageUnavailable(String)
    /// Glyphs could not be rasterized (e.g. text scaled far beyond any canvas).
    case glyphsFailed(what: String, reason: String)

    public var description: String {
        switch self {
        case let .invalidScale(scale):
            return "invalid display scale \(scale): use a positive, finite scale such as 1, 2 or 3"
        case let .emptyCanvas(size, scale):
            return "nothing to render: the canvas is \(size.width)×\(size.height) pt at @\(scale)x; give the view a "
                + "non-zero, finite size (e.g. a width and a frame)"
        case let .canvasTooLarge(width, height):
            return "the canvas would be \(width)×\(height) px, above the \(PixelImage.maxSide) px / "
                + "\(PixelImage.maxPixels) pixel limit; render at a smaller scale or size"
        case let .imageUnavailable(message):
            return message
        case let .glyphsFailed(what, reason):
            return "cannot draw the glyphs of \(what): \(reason)"
        }
    }
}
