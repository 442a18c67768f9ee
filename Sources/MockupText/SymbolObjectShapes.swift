import Foundation
import MockupRaster

/// Everyday objects SF Symbols draws that neither bundled icon font has (`SymbolShape`'s `comb`,
/// `carton`, `car.side`, `cat`): silhouettes in fractions of the box height, solid in the `.fill`
/// form with their details cut out, and in the outline form stroked inside their edge with round
/// joins and their details solid.
extension SymbolShape {
    /// A hair comb lying down: a rounded spine with nine teeth hanging from it.
    static func comb(in size: Size, filled: Bool, stroke: Double) -> Path {
        let h = size.height
        let spine = Rect(x: 0.05 * h, y: 0.2 * h, width: size.width - 0.1 * h, height: 0.28 * h)
        var path = Path(roundedRect: spine, cornerRadius: 0.08 * h, style: .circular)
        if !filled {
            let hole = Rect(x: spine.origin.x + stroke, y: spine.origin.y + stroke,
                            width: spine.size.width - 2 * stroke, height: spine.size.height - 2 * stroke)
            if hole.size.width > 0, hole.size.height > 0 {
                path.append(Path(roundedRect: hole, cornerRadius: max(0.08 * h - stroke, 0), style: .circular).reversed())
            }
        }
        // Teeth start inside the spine's lower edge (within its ring in the outline form).
        let teeth = 9, toothWidth = max(0.06 * h, stroke), top = spine.origin.y + spine.size.height - stroke
        let first = spine.origin.x + 0.08 * h, last = spine.origin.x + spine.size.width - 0.08 * h - toothWidth
        for index in 0..<teeth {
            let x = first + (last - first) * Double(index) / Double(teeth - 1)
            path.append(Path(roundedRect: Rect(x: x, y: top, width: toothWidth, height: 0.82 * h - top),
                             cornerRadius: toothWidth / 2, style: .circular))
        }
        return path
    }

    /// A gable-top milk carton seen from the front: the fin, the roof's two slopes, the box below.
    static func carton(in size: Size, filled: Bool, stroke: Double) -> Path {
        let h = size.height, w = size.width
        func p(_ x: Double, _ y: Double) -> Point { Point(x * w, y * h) }
        let corners = [p(0.3, 0.02), p(0.7, 0.02), p(0.7, 0.13), p(0.93, 0.34), p(0.93, 0.98), p(0.07, 0.98),
                       p(0.07, 0.34), p(0.3, 0.13)]
        return Self.roundedPolygon(corners, in: size, filled: filled, stroke: stroke)
    }

    /// A car seen from the side, its front to the left: the body and cabin as one silhouette, two
    /// windows, two wheels in their wheel wells.
    static func carSide(in size: Size, filled: Bool, stroke: Double) -> Path {
        let h = size.height
        func p(_ x: Double, _ y: Double) -> Point { Point(x * h, y * h) }
        let silhouette = [p(0.04, 0.5), p(0.26, 0.42), p(0.46, 0.18), p(1.02, 0.18), p(1.24, 0.42),
                          p(1.44, 0.48), p(1.46, 0.76), p(0.04, 0.76)]
        let wheels = [p(0.38, 0.76), p(1.12, 0.76)]
        let windows = [[p(0.4, 0.41), p(0.53, 0.26), p(0.72, 0.26), p(0.72, 0.41)],
                       [p(0.8, 0.41), p(0.8, 0.26), p(0.98, 0.26), p(1.11, 0.41)]]
        func circle(_ centre: Point, _ radius: Double) -> Path {
            Path(ellipseIn: Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
        }
        var body = Self.roundedPolygon(silhouette, in: size, filled: filled, stroke: stroke)
        var details = Path()
        for window in windows { details.append(Self.polygon(window)) }
        if filled {
            for centre in wheels { details.append(circle(centre, 0.21 * h)) }
            body = body.combiningRegion(with: details, .subtraction, fillRule: .nonZero)
        } else {
            body = body.combiningRegion(with: details, .union, fillRule: .nonZero)
        }
        var tyres = Path()
        for centre in wheels { tyres.append(circle(centre, 0.15 * h)) }
        return body.combiningRegion(with: tyres, .union, fillRule: .nonZero)
    }

    /// A cat's head from the front: a round face with two pointed ears, eyes and a nose (cut out of the
    /// solid head; solid inside the outline).
    static func catHead(in size: Size, filled: Bool, stroke: Double) -> Path {
        let h = size.height, w = size.width
        func p(_ x: Double, _ y: Double) -> Point { Point(x * w, y * h) }
        let face = Path(ellipseIn: Rect(x: 0.04 * w, y: 0.26 * h, width: 0.92 * w, height: 0.72 * h))
        let ears = Self.polygon([p(0.1, 0.5), p(0.14, 0.04), p(0.46, 0.3)])
            .combiningRegion(with: Self.polygon([p(0.9, 0.5), p(0.86, 0.04), p(0.54, 0.3)]), .union, fillRule: .nonZero)
        let head = face.combiningRegion(with: ears, .union, fillRule: .nonZero)
        let eye = 0.12 * h
        var details = Path(ellipseIn: Rect(x: 0.34 * w - eye / 2, y: 0.56 * h - eye / 2, width: eye, height: eye))
        details.append(Path(ellipseIn: Rect(x: 0.66 * w - eye / 2, y: 0.56 * h - eye / 2, width: eye, height: eye)))
        details.append(Self.polygon([p(0.44, 0.72), p(0.56, 0.72), p(0.5, 0.8)]))
        if filled { return head.combiningRegion(with: details, .subtraction, fillRule: .nonZero) }
        var path = Self.outlineInside(head, towards: p(0.5, 0.6), extent: h, stroke: stroke)
        path.append(details)
        return path
    }

    /// The closed polygon through `corners`.
    static func polygon(_ corners: [Point]) -> Path {
        var path = Path()
        for (index, corner) in corners.enumerated() {
            if index == 0 { path.move(to: corner) } else { path.line(to: corner) }
        }
        path.close()
        return path
    }
}
