import DeveloperToolsSupport
import Foundation
import MockupRaster
import MockupUI

/// UIKit's image: a name in the app's assets, an SF Symbol, PNG, JPEG or WebP data decoded into pixels,
/// or a drawing rendered into pixels (`ImageRenderer`, `UIGraphicsImageRenderer`); shown by
/// `Image(uiImage:)`.
public final class UIImage: Hashable, Sendable {
    enum Source: Hashable, Sendable {
        case empty, named(String), systemName(String), decoded(DecodedBitmap), rendered(RenderedViewImage)
    }
    let source: Source
    /// Whether the image draws in its own colours or as a template in the tint (`withRenderingMode`).
    public let renderingMode: RenderingMode
    /// The colour a template or symbol image draws in (`withTintColor`); nil draws in the context's tint.
    let tintColor: UIColor?
    /// The edges kept unstretched when the image is resized (`resizableImage(withCapInsets:)`).
    public let capInsets: UIEdgeInsets
    /// How the middle of a resizable image fills its size.
    public let resizingMode: ResizingMode
    /// The type identifier of the file the image was decoded from (`public.png`), which its
    /// `cgImage` reports as `utType`; nil for an image that was not read from a file.
    let fileTypeIdentifier: String?

    init(source: Source, renderingMode: RenderingMode = .automatic, tintColor: UIColor? = nil,
         capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile, fileTypeIdentifier: String? = nil) {
        self.source = source; self.renderingMode = renderingMode; self.tintColor = tintColor
        self.capInsets = capInsets; self.resizingMode = resizingMode; self.fileTypeIdentifier = fileTypeIdentifier
    }

    /// The same image with the options given changed (nil keeps an option as it is).
    func with(renderingMode: RenderingMode? = nil, tintColor: UIColor? = nil, capInsets: UIEdgeInsets? = nil,
              resizingMode: ResizingMode? = nil) -> UIImage {
        UIImage(source: source, renderingMode: renderingMode ?? self.renderingMode, tintColor: tintColor ?? self.tintColor,
                capInsets: capInsets ?? self.capInsets, resizingMode: resizingMode ?? self.resizingMode,
                fileTypeIdentifier: fileTypeIdentifier)
    }
    convenience init(rendered: RenderedViewImage) { self.init(source: .rendered(rendered)) }
    /// An image of `pixels` at `scale` (for the framework modules beside SwiftUI that draw images).
    package convenience init(pixels: PixelImage, scale: CGFloat) {
        self.init(source: .decoded(DecodedBitmap(pixels: pixels, scale: Double(scale))))
    }

    /// An empty image: no size, nothing drawn.
    public convenience init() { self.init(source: .empty) }
    public convenience init?(named name: String) { self.init(source: .named(name)) }
    /// The asset `name`; the bundle and traits are accepted (a render has one set of asset catalogs).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(source: .named(name))
    }
    /// The image of a generated asset symbol (`UIImage(resource: .avatar)`).
    public convenience init(resource: ImageResource) { self.init(source: .named(resource.name)) }
    public convenience init?(systemName name: String) { self.init(source: .systemName(name)) }

    /// The image in PNG, JPEG or WebP `data`, at 1 pixel per point; nil when the data is neither (or
    /// damaged). iOS also reads HEIC, GIF, TIFF and other formats, which Mockup does not decode.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// The image in PNG, JPEG or WebP `data`, at `scale` pixels per point; nil when the data is neither.
    public convenience init?(data: Data, scale: CGFloat) {
        let bytes = [UInt8](data)
        guard scale > 0, let pixels = try? ImageFileDecoder.decode(bytes) else { return nil }
        self.init(source: .decoded(DecodedBitmap(pixels: pixels, scale: Double(scale))),
                  fileTypeIdentifier: ImageFileDecoder.Format(signature: bytes)?.uniformTypeIdentifier)
    }

    /// The PNG, JPEG or WebP file at `path`, or its `@3x` variant (`photo@3x.png` for `photo.png`) when
    /// there is one, as UIKit looks for the screen's scale first; the scale is the file name's
    /// (`@2x`, `@3x`), else 1. Nil when there is no such file or it is neither format.
    public convenience init?(contentsOfFile path: String) {
        let url = URL(fileURLWithPath: path)
        let base = url.deletingPathExtension().path, ext = url.pathExtension
        let variant = base.hasSuffix("@3x") || base.hasSuffix("@2x") ? nil : base + "@3x" + (ext.isEmpty ? "" : "." + ext)
        guard let file = [variant, path].compactMap({ $0 }).first(where: { FileManager.default.fileExists(atPath: $0) }),
              let data = FileManager.default.contents(atPath: file) else { return nil }
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        self.init(data: data, scale: name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1)
    }

    /// The size in points of an image with pixels (decoded or rendered); zero for a named image or
    /// symbol, whose file a render reads only when it draws it.
    public var size: CGSize {
        guard let image = pixelsAndScale else { return .zero }
        return CGSize(width: CGFloat(image.pixels.width) / image.scale, height: CGFloat(image.pixels.height) / image.scale)
    }

    /// Pixels per point of an image with pixels, else 1.
    public var scale: CGFloat { pixelsAndScale?.scale ?? 1 }

    /// The PNG bytes of an image with pixels; nil for a named image or symbol.
    public func pngData() -> Data? {
        guard let image = pixelsAndScale, let bytes = try? PNGEncoder.encode(image.pixels) else { return nil }
        return Data(bytes)
    }

    /// The JPEG bytes of an image with pixels at `compressionQuality` (0 smallest, 1 best); nil for
    /// a named image or symbol. JPEG has no alpha: transparent pixels come out black.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let image = pixelsAndScale,
              let bytes = try? JPEGEncoder.encode(image.pixels, quality: Double(compressionQuality)) else { return nil }
        return Data(bytes)
    }

    /// The image's pixels and their scale, when it has them.
    var pixelsAndScale: (pixels: PixelImage, scale: CGFloat)? {
        switch source {
        case .decoded(let bitmap): return (bitmap.pixels, CGFloat(bitmap.scale))
        case .rendered(let image): return (image.pixels, image.scale)
        case .empty, .named, .systemName: return nil
        }
    }

    /// How an image is drawn (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// As the context decides: a symbol as a template, any other image in its colours.
        case automatic
        case alwaysOriginal
        /// Its shape only, filled with the tint (`Image(uiImage:)` draws it as `.renderingMode(.template)`).
        case alwaysTemplate
    }

    /// The same image drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { with(renderingMode: renderingMode) }

    /// Images are equal when they are the same object, as `NSObject`s are.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Image {
    /// The image a `UIImage` names, holds or rendered.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .named(let name): self.init(name)
        case .systemName(let name): self.init(systemName: name)
        case .decoded(let bitmap): self.init(_decoded: bitmap)
        case .rendered(let image): self.init(_renderedContent: image.content, size: image.pointSize)
        case .empty: self.init(_renderedContent: AnyView(EmptyView()), size: .zero)
        }
        switch uiImage.renderingMode {
        case .automatic: break
        // A tinted symbol draws in its tint whatever the mode (`withTintColor(_:renderingMode: .alwaysOriginal)`).
        case .alwaysOriginal: if uiImage.tintColor == nil || !uiImage.isSymbolImage { self = renderingMode(.original) }
        case .alwaysTemplate: self = renderingMode(.template)
        }
        tint = uiImage.tintColor.map(Color.init(uiColor:))
    }
}
