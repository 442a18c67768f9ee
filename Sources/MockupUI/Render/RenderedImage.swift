import MockupRaster
import MockupText

/// The pixels of a render and what the renderer could not draw faithfully.
public struct RenderedImage: Sendable {
    /// Premultiplied RGBA8 pixels (encode with `PNGEncoder`).
    public var image: PixelImage
    /// The display list's warnings followed by the renderer's, each once, in first-seen order.
    /// Font resolution warnings are in the font library's `diagnostics`.
    public var warnings: [String]

    public init(image: PixelImage, warnings: [String]) {
        self.image = image; self.warnings = warnings
    }
}

/// Renders a laid-out display list with the bundled `fonts` over `background`; bitmap assets come
/// from the process-wide cache. See `DisplayListRenderer` for options.
public func render(_ list: DisplayList, background: RGBA, fonts: FontLibrary) throws -> RenderedImage {
    try DisplayListRenderer(fonts: fonts).render(list, background: background)
}
