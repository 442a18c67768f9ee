import Foundation

extension Image {
    /// How an image is resized to fill its space (`resizable(capInsets:resizingMode:)`).
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the image (the part between the cap insets) at its own size.
        case tile
        /// Scales the image (the part between the cap insets) to fill the space.
        case stretch
    }

    /// Whether an image draws its own colours or is a template tinted with the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template
        case original
    }

    /// The quality of image scaling (`interpolation(_:)`).
    public enum Interpolation: Hashable, Sendable {
        /// Nearest neighbour: every pixel a hard-edged block.
        case none
        case low
        case medium
        case high
    }

    /// A bitmap named `name` with an accessibility label (not drawn).
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name) }

    /// A bitmap named `name` that accessibility ignores (drawn the same).
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name) }

    /// An SF Symbol with a variable value (0...1, clamped): a variable-colour symbol (`wifi`,
    /// `speaker.wave.3`) draws its layers above the value faded; others ignore it (docs/SYMBOLS.md).
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
        self.variableValue = variableValue.map { min(max($0, 0), 1) }
    }

    /// A bitmap asset with a variable value, which only variable symbols use.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) { self.init(name) }

    /// A bitmap asset with a variable value and an accessibility label (not drawn).
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) { self.init(name) }

    /// A bitmap asset with a variable value that accessibility ignores (drawn the same).
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) { self.init(name) }

    /// An image of `size` points drawn by `renderer` into a `GraphicsContext` (as `Canvas` does);
    /// `label`, `opaque` and `colorMode` do not change the drawing.
    public init(size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
                renderer: @escaping (inout GraphicsContext) -> Void) {
        source = .drawing(DrawnImage(size: size, renderer: renderer))
    }

    /// The image resized to fill its space: the middle between `capInsets` (points) stretched or
    /// tiled as `resizingMode` says, the edges kept at their size (nine-slice).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        return image
    }

    /// `.template` tints a bitmap's shape with the foreground style; `.original` draws a symbol in
    /// its multicolor mode; nil keeps each kind's default (bitmaps original, symbols template).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.templateMode = renderingMode
        return image
    }

    /// How the bitmap is scaled: `.none` enlarges each pixel as a hard-edged block; the others
    /// filter smoothly (bilinear, area-averaged when shrunk over 2×).
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolationQuality = interpolation
        return image
    }

    /// Accepted: an image is drawn into a pixel-aligned frame, so its edges look the same either way.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

/// `Image(size:renderer:)`: the renderer's recorded commands at the image's own size, or stretched
/// to the frame when resizable (sizing as a resizable bitmap: unspecified axes take `size`).
struct ImageDrawingView: View {
    let size: CGSize
    let resizable: Bool
    let renderer: (inout GraphicsContext) -> Void

    var body: some View {
        let size = size, renderer = renderer
        let drawing = _CanvasView(opaque: false) { context, _ in renderer(&context) }
            .frame(width: size.width, height: size.height)
        if resizable {
            GeometryReader { proxy in
                drawing.scaleEffect(x: size.width > 0 ? proxy.size.width / size.width : 1,
                                    y: size.height > 0 ? proxy.size.height / size.height : 1, anchor: .topLeading)
            }
            .frame(idealWidth: size.width, idealHeight: size.height)
        } else {
            drawing
        }
    }
}

extension Image {
    /// The image `ImageRenderer` made of `content`: drawn as the content laid out at `size`
    /// (what the render's pixels show). For the SwiftUI module's `Image(uiImage:)`.
    public init(_renderedContent content: AnyView, size: CGSize) {
        source = .rendered(RenderedContent(content: content, size: size))
    }

    /// Pixels decoded from PNG, JPEG or WebP data, drawn as a bitmap asset is. For the SwiftUI module's
    /// `Image(uiImage:)` of `UIImage(data:)`.
    public init(_decoded bitmap: DecodedBitmap) { source = .decoded(bitmap) }
}
