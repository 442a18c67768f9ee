internal import CVectorImage
import Foundation

/// Single elements of an SVG by their `id`, through librsvg: where they are, and one drawn alone as
/// coverage. A custom symbol's template keeps its glyphs and guide lines as elements of one file.
extension VectorImageFile {
    /// The rectangles of the elements `ids` of the SVG in `data` that it has, in the document's
    /// user units (its viewport at its own size), without strokes: a guide line is its line.
    public static func elementRects(_ data: Data, ids: [String]) throws -> [String: Rect] {
        try withSVGHandle(data) { handle, size in
            var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
            var rects: [String: Rect] = [:]
            for id in ids where rsvg_handle_has_sub(handle, "#" + id) != 0 {
                var ink = RsvgRectangle(), logical = RsvgRectangle()
                var error: UnsafeMutablePointer<GError>?
                guard rsvg_handle_get_geometry_for_layer(handle, "#" + id, &viewport, &ink, &logical, &error) != 0 else {
                    throw failure(error)
                }
                rects[id] = Rect(x: logical.x, y: logical.y, width: logical.width, height: logical.height)
            }
            return rects
        }
    }

    /// The coverage of element `id` of the SVG in `data` drawn alone, a document unit becoming
    /// `scale` pixels and the document's origin at `offset` (pixels), over `bounds` (pixels).
    public static func elementCoverage(_ data: Data, id: String, scale: Double, offset: Point, bounds: IntRect) throws -> CoverageMask {
        var mask = CoverageMask(bounds: bounds)
        guard mask.width > 0, mask.height > 0 else { return mask }
        try withSVGHandle(data) { handle, size in
            guard let surface = cairo_image_surface_create(mockup_cairo_format_a8, Int32(mask.width), Int32(mask.height)) else {
                throw RasterError.vectorDecodingFailed(reason: "cannot make a \(mask.width)x\(mask.height) canvas")
            }
            defer { cairo_surface_destroy(surface) }
            let context = cairo_create(surface)
            defer { cairo_destroy(context) }
            cairo_translate(context, offset.x - Double(bounds.x), offset.y - Double(bounds.y))
            cairo_scale(context, scale, scale)
            var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
            var error: UnsafeMutablePointer<GError>?
            if rsvg_handle_render_layer(handle, context, "#" + id, &viewport, &error) == 0 { throw failure(error) }
            cairo_surface_flush(surface)
            guard let pixels = cairo_image_surface_get_data(surface) else {
                throw RasterError.vectorDecodingFailed(reason: "the canvas has no pixels")
            }
            let stride = Int(cairo_image_surface_get_stride(surface))
            for row in 0..<mask.height {
                for column in 0..<mask.width { mask.pixels[row * mask.width + column] = pixels[row * stride + column] }
            }
        }
        return mask
    }
}
