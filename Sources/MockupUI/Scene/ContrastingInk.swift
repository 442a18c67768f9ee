import Foundation
import MockupRaster

/// The colour of the system chrome drawn over content — the home indicator, and the status bar in
/// its default style ("updates it dynamically to maintain contrast with the content below it",
/// UIStatusBarStyle.default) — black over light content, white over dark, read from the colour and gradient fills
/// drawn under a point.
enum ContrastingInk {
    /// Black or white for the backdrop at `point` of `items` drawn over `background`.
    static func ink(at point: Point, in items: [DisplayItem], over background: RGBA) -> RGBA {
        let backdrop = color(at: point, in: items, over: background)
        // Relative luminance of the sRGB colour (linearised; Rec. 709 weights).
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let luminance = 0.2126 * linear(backdrop.red) + 0.7152 * linear(backdrop.green) + 0.0722 * linear(backdrop.blue)
        return luminance > 0.18 ? .black : .white
    }

    /// The colour at `point` after the fills whose frames contain it, in painting order: a colour, a
    /// linear gradient's colour there as it is drawn, another gradient's middle colour (images and text
    /// are passed over, and so is what a clip shape keeps away from the point: a list row's background
    /// framed up under the status bar but clipped to the list).
    private static func color(at point: Point, in items: [DisplayItem], over background: RGBA) -> RGBA {
        items.reduce(background) { below, item in
            switch item {
            case let .shape(shape):
                guard case let .fill(paint, _) = shape.shape.drawing, contains(shape.frame, point),
                      let top = color(of: paint, at: point, in: shape.frame) else { return below }
                let a = top.alpha
                return RGBA(red: top.red * a + below.red * (1 - a), green: top.green * a + below.green * (1 - a),
                            blue: top.blue * a + below.blue * (1 - a))
            case let .group(group):
                if case let .clip(outline, _) = group.effect, !contains(outline.boundingRect, point) { return below }
                return color(at: point, in: group.items, over: below)
            case .text, .symbol, .bitmap:
                return below
            }
        }
    }

    /// The colour `paint` fills `point` of `frame` with; nil for an image.
    private static func color(of paint: ResolvedPaint, at point: Point, in frame: Rect) -> RGBA? {
        switch paint {
        case .color(let color): return color
        case let .linearGradient(stops, start, end) where !stops.isEmpty:
            // The colour the gradient is drawn with there (PaintMapping's table, Oklab).
            let from = Point(frame.minX + start.x * frame.width, frame.minY + start.y * frame.height)
            let to = Point(frame.minX + end.x * frame.width, frame.minY + end.y * frame.height)
            let (dx, dy) = (to.x - from.x, to.y - from.y)
            let length = dx * dx + dy * dy
            let t = length > 0 ? ((point.x - from.x) * dx + (point.y - from.y) * dy) / length : 0
            let pixel = GradientLUT(stops: stops.map { ColorStop($0.color.srgb, at: $0.location) }, interpolation: .oklab)
                .color(at: min(max(t, 0), 1))
            let straight = pixel.unpremultiplied
            return RGBA(red: Double(straight.red) / 255, green: Double(straight.green) / 255,
                        blue: Double(straight.blue) / 255, alpha: Double(straight.alpha) / 255)
        case .image: return nil
        default: return paint.middleColor
        }
    }

    private static func contains(_ rect: Rect, _ p: Point) -> Bool {
        p.x >= rect.minX && p.x < rect.maxX && p.y >= rect.minY && p.y < rect.maxY
    }
}
