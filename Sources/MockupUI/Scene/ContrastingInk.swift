import Foundation
import MockupRaster

/// The colour of the system chrome drawn over content — the home indicator, and the status bar in
/// its default style ("updates it dynamically to maintain contrast with the content below it",
/// UIStatusBarStyle.default) — black over light content, white over dark, read from the solid fills
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

    /// The colour at `point` after the solid-colour fills whose frames contain it, in painting
    /// order (gradients, images and text are passed over).
    private static func color(at point: Point, in items: [DisplayItem], over background: RGBA) -> RGBA {
        items.reduce(background) { below, item in
            switch item {
            case let .shape(shape):
                guard case let .fill(.color(top), _) = shape.shape.drawing, contains(shape.frame, point) else { return below }
                let a = top.alpha
                return RGBA(red: top.red * a + below.red * (1 - a), green: top.green * a + below.green * (1 - a),
                            blue: top.blue * a + below.blue * (1 - a))
            case let .group(group):
                return color(at: point, in: group.items, over: below)
            case .text, .symbol, .bitmap:
                return below
            }
        }
    }

    private static func contains(_ rect: Rect, _ p: Point) -> Bool {
        p.x >= rect.minX && p.x < rect.maxX && p.y >= rect.minY && p.y < rect.maxY
    }
}
