import CFreeType
import MockupRaster

/// A FreeType glyph outline as a MockupRaster path, through FreeType's own `FT_Outline_Decompose`:
/// conics become quadratic curves, cubics cubic ones, every contour is closed. Coordinates are device
/// pixels from the pen position on the baseline, y down (FreeType's 26.6 units, y up, converted).
enum GlyphOutline {
    /// The path of `outline` (already scaled, and shifted by any subpixel offset).
    static func path(of outline: inout FT_Outline) -> Path {
        let builder = PathBuilder()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in PathBuilder.from(user).move(to!.pointee); return 0 },
            line_to: { to, user in PathBuilder.from(user).path.line(to: GlyphOutline.point(to!.pointee)); return 0 },
            conic_to: { control, to, user in
                PathBuilder.from(user).path.quad(to: GlyphOutline.point(to!.pointee), control: GlyphOutline.point(control!.pointee)); return 0
            },
            cubic_to: { c1, c2, to, user in
                PathBuilder.from(user).path.cubic(to: GlyphOutline.point(to!.pointee), control1: GlyphOutline.point(c1!.pointee),
                                                  control2: GlyphOutline.point(c2!.pointee))
                return 0
            },
            shift: 0, delta: 0)
        withExtendedLifetime(builder) {
            _ = FT_Outline_Decompose(&outline, &funcs, Unmanaged.passUnretained(builder).toOpaque())
        }
        if !builder.path.isEmpty { builder.path.close() }
        return builder.path
    }

    /// Whether two of `outline`'s contours share a point: a contour traced over another's edges (a
    /// variable instance's doubled hole, Material's filled `eco`) must; ordinary glyphs' contours,
    /// overlapping or not, almost never do. A cheap test before `Path.hasOpposingWindings()`.
    static func contoursSharePoints(_ outline: FT_Outline) -> Bool {
        guard outline.n_contours > 1, let points = outline.points, let ends = outline.contours else { return false }
        var owner: [Int64: Int] = [:]
        var start = 0
        for contour in 0..<Int(outline.n_contours) {
            let end = Int(ends[contour])
            guard start <= end, end < Int(outline.n_points) else { return false }
            for index in start...end {
                let key = Int64(points[index].x) << 32 ^ Int64(points[index].y) & 0xFFFF_FFFF
                if let other = owner.updateValue(contour, forKey: key), other != contour { return true }
            }
            start = end + 1
        }
        return false
    }

    /// 26.6 fixed point, y up → pixels, y down.
    fileprivate static func point(_ v: FT_Vector) -> Point { Point(Double(v.x) / 64, -Double(v.y) / 64) }

    /// Collects the path while FreeType walks the outline.
    private final class PathBuilder {
        var path = Path()

        static func from(_ user: UnsafeMutableRawPointer?) -> PathBuilder {
            Unmanaged<PathBuilder>.fromOpaque(user!).takeUnretainedValue()
        }

        func move(_ to: FT_Vector) {
            if !path.isEmpty { path.close() }
            path.move(to: GlyphOutline.point(to))
        }
    }
}
