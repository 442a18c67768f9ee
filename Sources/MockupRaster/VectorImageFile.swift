internal import CVectorImage
import Foundation

/// The vector images of asset catalogs — a PDF's first page (Poppler) or an SVG (librsvg) — with
/// their size in points, rasterized at a scale as Xcode does when an image set holds no bitmap for
/// the device. A PDF page is as large as its crop box (1 pt per PDF unit); an SVG as its `width`
/// and `height`, else its `viewBox`. The same file and scale always give the same pixels.
public enum VectorImageFile {
    public enum Format: Sendable {
        case pdf, svg

        /// The format a file's name says (`.pdf`, `.svg`), nil for any other.
        public init?(path: String) {
            switch (path as NSString).pathExtension.lowercased() {
            case "pdf": self = .pdf
            case "svg": self = .svg
            default: return nil
            }
        }
    }

    /// The image's size in points; nil when the file cannot be read or has no size. Layout asks for
    /// every image it places, so each file content is parsed once.
    public static func pointSize(atPath path: String) -> Size? {
        guard let format = Format(path: path), let data = FileManager.default.contents(atPath: path) else { return nil }
        if let known = measured.size(of: data) { return known }
        let size = try? withDocument(data, format) { document in document.size }
        measured.remember(size, of: data)
        return size
    }

    /// Point sizes by file content (nil for a file that could not be read), shared by all renders.
    private final class MeasuredSizes: @unchecked Sendable {
        private let lock = NSLock()
        private var sizes: [Data: Size?] = [:]

        func size(of data: Data) -> Size?? { lock.withLock { sizes[data] } }
        func remember(_ size: Size?, of data: Data) { lock.withLock { sizes[data] = size } }
    }

    private static let measured = MeasuredSizes()

    /// The image in `data` drawn at `scale` pixels per point on a transparent canvas whose pixel
    /// size is the point size times `scale`, rounded up. Throws when it cannot be read or drawn.
    public static func rasterize(_ data: Data, format: Format, scale: Double) throws -> PixelImage {
        try withDocument(data, format) { document in
            let width = Int((document.size.width * scale).rounded(.up)), height = Int((document.size.height * scale).rounded(.up))
            try PixelImage.validate(width: width, height: height)
            guard let surface = cairo_image_surface_create(mockup_cairo_format_argb32, Int32(width), Int32(height)) else {
                throw RasterError.vectorDecodingFailed(reason: "cannot make a \(width)x\(height) canvas")
            }
            defer { cairo_surface_destroy(surface) }
            let context = cairo_create(surface)
            defer { cairo_destroy(context) }
            cairo_scale(context, Double(width) / document.size.width, Double(height) / document.size.height)
            try document.draw(context)
            cairo_surface_flush(surface)
            return try pixels(of: surface, width: width, height: height)
        }
    }

    /// Cairo's premultiplied ARGB words (`0xAARRGGBB` in the platform's order) as our `0xAABBGGRR`.
    private static func pixels(of surface: OpaquePointer, width: Int, height: Int) throws -> PixelImage {
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RasterError.vectorDecodingFailed(reason: "the canvas has no pixels")
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride)
            for x in 0..<width {
                let argb = row.load(fromByteOffset: x * 4, as: UInt32.self)
                pixels[y * width + x] = argb & 0xFF00_FF00 | (argb >> 16) & 0xFF | (argb & 0xFF) << 16
            }
        }
        return try PixelImage(width: width, height: height, pixels: pixels)
    }

    /// An open PDF page or SVG document.
    private struct Document {
        let size: Size
        let draw: (OpaquePointer?) throws -> Void
    }

    private static func withDocument<T>(_ bytes: Data, _ format: Format, _ body: (Document) throws -> T) throws -> T {
        guard !bytes.isEmpty else { throw RasterError.vectorDecodingFailed(reason: "the file is empty") }
        switch format {
        case .pdf: return try withPDFPage(bytes, body)
        case .svg: return try withSVG(bytes, body)
        }
    }

    private static func withPDFPage<T>(_ bytes: Data, _ body: (Document) throws -> T) throws -> T {
        var error: UnsafeMutablePointer<GError>?
        let owned = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, $0.count) }
        defer { g_bytes_unref(owned) }
        guard let document = poppler_document_new_from_bytes(owned, nil, &error) else { throw failure(error) }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            throw RasterError.vectorDecodingFailed(reason: "the PDF has no page")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        guard width > 0, height > 0 else { throw RasterError.vectorDecodingFailed(reason: "the PDF page has no size") }
        return try body(Document(size: Size(width, height)) { context in poppler_page_render(page, context) })
    }

    private static func withSVG<T>(_ bytes: Data, _ body: (Document) throws -> T) throws -> T {
        try withSVGHandle(bytes) { handle, size in
            try body(Document(size: size) { context in
                var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
                var error: UnsafeMutablePointer<GError>?
                if rsvg_handle_render_document(handle, context, &viewport, &error) == 0 { throw failure(error) }
            })
        }
    }

    /// `body` with librsvg's handle of the SVG in `bytes` and its size in points.
    static func withSVGHandle<T>(_ bytes: Data, _ body: (OpaquePointer, Size) throws -> T) throws -> T {
        guard !bytes.isEmpty else { throw RasterError.vectorDecodingFailed(reason: "the file is empty") }
        var error: UnsafeMutablePointer<GError>?
        let handle = bytes.withUnsafeBytes {
            rsvg_handle_new_from_data($0.baseAddress?.assumingMemoryBound(to: UInt8.self), $0.count, &error)
        }
        guard let handle else { throw failure(error) }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        guard let size = svgSize(handle) else {
            throw RasterError.vectorDecodingFailed(reason: "the SVG has neither a width and height nor a viewBox")
        }
        return try body(handle, size)
    }

    /// `width` and `height` in pixels (CSS pixels are points), else the `viewBox`'s size.
    private static func svgSize(_ handle: OpaquePointer) -> Size? {
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 {
            return Size(width, height)
        }
        var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
        var widthLength = RsvgLength(), heightLength = RsvgLength(), viewBox = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &widthLength, &hasHeight, &heightLength, &hasViewBox, &viewBox)
        guard hasViewBox != 0, viewBox.width > 0, viewBox.height > 0 else { return nil }
        return Size(viewBox.width, viewBox.height)
    }

    static func failure(_ error: UnsafeMutablePointer<GError>?) -> RasterError {
        defer { if let error { g_error_free(error) } }
        return .vectorDecodingFailed(reason: error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error")
    }
}
