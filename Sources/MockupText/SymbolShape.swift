import Foundation
import MockupRaster

/// SF Symbols that are plain geometry which neither bundled icon font draws with the same meaning
/// (Material's `diamond` is a faceted gem, its `grid_view` four squares): drawn as vector paths with
/// the stroke width of Material's outlines at the symbol's weight.
enum SymbolShape: String, Hashable, Sendable, CaseIterable {
    /// `diamond`: a rhombus, taller than wide.
    case rhombus
    /// `circle.grid.2x2`: four circles in a 2×2 grid.
    case circleGrid2x2 = "circle.grid.2x2"
    /// `circle.dashed`: a circle outline broken into dashes.
    case dashedCircle = "circle.dashed"
    /// `circle.dotted`: a circle outline of round dots (solid in both forms).
    case dottedCircle = "circle.dotted"
    /// `crown`: a three-pointed crown on a band (Material's `workspace_premium` is a medal).
    case crown
    /// `sparkle`: one four-pointed star with concave sides (solid in both forms, as in SF).
    case sparkle
    /// `arrowtriangle.up` … `.right`: an isosceles triangle pointing that way (Material's
    /// `change_history` points up only, its `arrow_drop_*` carets are solid in both forms).
    case arrowTriangleUp = "arrowtriangle.up"
    case arrowTriangleDown = "arrowtriangle.down"
    case arrowTriangleLeft = "arrowtriangle.left"
    case arrowTriangleRight = "arrowtriangle.right"
    /// `cone`: a traffic cone, two bands across its body, on a base (Material has no cone).
    case cone
    /// `arrowshape.up` … `.right`: a block arrow, a wide head on a shaft (Material's `shift` points up
    /// only).
    case arrowShapeUp = "arrowshape.up"
    case arrowShapeDown = "arrowshape.down"
    case arrowShapeLeft = "arrowshape.left"
    case arrowShapeRight = "arrowshape.right"
    /// `capsule`: a horizontal pill (Material's `pill` is a medicine capsule).
    case capsule
    /// `capsule.lefthalf.filled` … `.bottomhalf.filled`: the `capsule` outline with that half solid
    /// (the same in both forms, as SF has no `.fill` of them).
    case capsuleLeftHalfFilled = "capsule.lefthalf.filled"
    case capsuleRightHalfFilled = "capsule.righthalf.filled"
    case capsuleTopHalfFilled = "capsule.tophalf.filled"
    case capsuleBottomHalfFilled = "capsule.bottomhalf.filled"
    /// `oval` and `oval.portrait`: an ellipse lying down or standing up (Material has none).
    case oval
    case ovalPortrait = "oval.portrait"
    /// `square.grid.3x3`: nine squares in a 3×3 grid (Material's `apps` is nine dots).
    case squareGrid3x3 = "square.grid.3x3"
    /// `camera.filters`: three overlapping circles, two above and one below (the Camera app's filters
    /// button; Material's `workspaces` circles stand apart, its `join` has two).
    case cameraFilters = "camera.filters"
    /// `perspective`: a rectangle seen in perspective, a trapezoid narrower at the top (Material has none).
    case perspective
    /// `fish`: a fish seen from the side, facing right, with its tail and an eye (neither font has a fish:
    /// Material's `set_meal` is a fish on a tray).
    case fish
    /// `dot.radiowaves.right` and `.forward`: a dot sending two arcs of waves to its right (Material's
    /// `sensors` sends them both ways, its `rss_feed` up and to the right).
    case dotRadiowavesRight = "dot.radiowaves.right"
    /// `comb`: a hair comb lying down (`SymbolObjectShapes`).
    case comb
    /// `carton`: a gable-top milk carton.
    case carton
    /// `car.side`: a car seen from the side (Material's only side view is a shuttle van).
    case carSide = "car.side"
    /// `cat`: a cat's head from the front (Material's `pets` is a paw print).
    case cat

    /// Width of the shape's box as a fraction of its height.
    var aspect: Double {
        switch self {
        case .rhombus: return 0.84
        case .crown: return 1.2
        case .circleGrid2x2, .dashedCircle, .dottedCircle, .sparkle, .cone: return 1
        case .arrowTriangleUp, .arrowTriangleDown: return 1.1
        case .arrowTriangleLeft, .arrowTriangleRight: return 0.9
        case .arrowShapeUp, .arrowShapeDown: return 0.9
        case .arrowShapeLeft, .arrowShapeRight: return 1.1
        case .capsule, .capsuleLeftHalfFilled, .capsuleRightHalfFilled, .capsuleTopHalfFilled, .capsuleBottomHalfFilled:
            return 1.3
        case .oval: return 1.3
        case .ovalPortrait: return 0.8
        case .squareGrid3x3, .cameraFilters: return 1
        case .perspective: return 1.1
        case .fish: return 1.4
        case .dotRadiowavesRight: return 0.75
        case .comb: return 1.3
        case .carton: return 0.75
        case .carSide: return 1.5
        case .cat: return 1.05
        }
    }

    /// The shape in a box of `size` (points, y down, origin at the box's top-left); `stroke` is the
    /// outline width. Outlines are a ring (outer contour plus a reversed inner one, non-zero fill).
    func path(in size: Size, filled: Bool, stroke: Double) -> Path {
        switch self {
        case .rhombus:
            let half = Size(size.width / 2, size.height / 2)
            var path = Self.rhombus(center: Point(half.width, half.height), half: half)
            if !filled {
                // Inset each edge by `stroke` along its normal: half-diagonals shrink by stroke × edge/other.
                let edge = (half.width * half.width + half.height * half.height).squareRoot()
                let inner = Size(half.width - stroke * edge / half.height, half.height - stroke * edge / half.width)
                if inner.width > 0, inner.height > 0 {
                    path.append(Self.rhombus(center: Point(half.width, half.height), half: inner).reversed())
                }
            }
            return path
        case .circleGrid2x2:
            let gap = size.width * 0.1
            let diameter = (size.width - gap) / 2
            var path = Path()
            for row in 0..<2 {
                for column in 0..<2 {
                    let rect = Rect(x: Double(column) * (diameter + gap), y: Double(row) * (diameter + gap),
                                    width: diameter, height: diameter)
                    path.append(SymbolEnclosure.circle.path(in: rect, filled: filled, stroke: stroke))
                }
            }
            return path
        case .dashedCircle:
            let center = Point(size.width / 2, size.height / 2)
            let outer = min(size.width, size.height) / 2, inner = max(outer - stroke, 0)
            let dashes = 12, step = 2 * Double.pi / Double(dashes)
            var path = Path()
            for index in 0..<dashes {
                let start = -Double.pi / 2 + Double(index) * step, sweep = step * 0.6
                var dash = Path()
                dash.addRelativeArc(center: center, radius: outer, startAngle: start, delta: sweep)
                dash.addRelativeArc(center: center, radius: inner, startAngle: start + sweep, delta: -sweep)
                dash.close()
                path.append(dash)
            }
            return path
        case .dottedCircle:
            // As many dots as `circle.dashed` has dashes, each a little wider than the ring, inside the box.
            let center = Point(size.width / 2, size.height / 2)
            let dot = 1.25 * stroke, dots = 12
            let radius = min(size.width, size.height) / 2 - dot / 2
            var path = Path()
            for index in 0..<dots {
                let angle = -Double.pi / 2 + Double(index) * 2 * Double.pi / Double(dots)
                let c = Point(center.x + radius * cos(angle), center.y + radius * sin(angle))
                path.append(Path(ellipseIn: Rect(x: c.x - dot / 2, y: c.y - dot / 2, width: dot, height: dot)))
            }
            return path
        case .crown:
            // Points, then the band below them, in a box of 1.2 × 1 (x, y fractions of the height).
            let points: [(Double, Double)] = [(0.06, 0.2), (0.34, 0.46), (0.6, 0.1), (0.86, 0.46), (1.14, 0.2),
                                              (1.02, 0.72), (0.18, 0.72)]
            let band = Path(roundedRect: Rect(x: 0.18 * size.height, y: 0.8 * size.height, width: 0.84 * size.height,
                                              height: 0.12 * size.height), cornerRadius: 0.03 * size.height, style: .circular)
            var body = Path()
            for (index, point) in points.enumerated() {
                let p = Point(point.0 * size.height, point.1 * size.height)
                if index == 0 { body.move(to: p) } else { body.line(to: p) }
            }
            body.close()
            if filled {
                body.append(band)
                return body
            }
            // The outline: the points' polygon stroked inside its edge with round joins.
            var path = Self.outlineInside(body, towards: Point(0.6 * size.height, 0.45 * size.height),
                                          extent: size.height, stroke: stroke)
            path.append(band)
            return path
        case .sparkle:
            let w = size.width, h = size.height, pinch = 0.14
            return Path(elements: [
                .move(Point(w / 2, 0)),
                .quad(Point(w * (0.5 + pinch), h * (0.5 - pinch)), Point(w, h / 2)),
                .quad(Point(w * (0.5 + pinch), h * (0.5 + pinch)), Point(w / 2, h)),
                .quad(Point(w * (0.5 - pinch), h * (0.5 + pinch)), Point(0, h / 2)),
                .quad(Point(w * (0.5 - pinch), h * (0.5 - pinch)), Point(w / 2, 0)),
                .close,
            ])
        case .arrowTriangleUp, .arrowTriangleDown, .arrowTriangleLeft, .arrowTriangleRight:
            // SF's arrow triangles are a little smaller than its full-height symbols: inset 12 %.
            let m = 0.12 * size.height, w = size.width - m, h = size.height - m
            let corners: [Point]
            switch self {
            case .arrowTriangleUp: corners = [Point((m + w) / 2, m), Point(w, h), Point(m, h)]
            case .arrowTriangleDown: corners = [Point(m, m), Point(w, m), Point((m + w) / 2, h)]
            case .arrowTriangleLeft: corners = [Point(m, (m + h) / 2), Point(w, m), Point(w, h)]
            default: corners = [Point(m, m), Point(w, (m + h) / 2), Point(m, h)]
            }
            return Self.roundedPolygon(corners, in: size, filled: filled, stroke: stroke)
        case .arrowShapeUp, .arrowShapeDown, .arrowShapeLeft, .arrowShapeRight:
            // The up arrow in unit fractions (x across, y along from the tip): the head takes the
            // first 55 %, the shaft is 40 % wide; the other directions turn it.
            let up: [(Double, Double)] = [(0.5, 0), (1, 0.55), (0.7, 0.55), (0.7, 1), (0.3, 1), (0.3, 0.55), (0, 0.55)]
            let m = 0.06 * min(size.width, size.height), w = size.width - 2 * m, h = size.height - 2 * m
            let corners = up.map { across, along -> Point in
                switch self {
                case .arrowShapeUp: return Point(m + across * w, m + along * h)
                case .arrowShapeDown: return Point(m + across * w, m + (1 - along) * h)
                case .arrowShapeLeft: return Point(m + along * w, m + across * h)
                default: return Point(m + (1 - along) * w, m + across * h)
                }
            }
            return Self.roundedPolygon(corners, in: size, filled: filled, stroke: stroke)
        case .cone:
            // Body from a narrow top to a wide foot, two bands across it, on a base slab.
            let w = size.width, h = size.height
            let edge = { (y: Double) in (0.42 - 0.22 * (y - 0.04) / 0.8) * w }   // the body's left edge at height y·h
            let body = [Point(edge(0.04), 0.04 * h), Point(w - edge(0.04), 0.04 * h),
                        Point(w - edge(0.84), 0.84 * h), Point(edge(0.84), 0.84 * h)]
            var path = Self.roundedPolygon(body, in: size, filled: filled, stroke: stroke)
            // The bands: gaps across the solid body (reversed: non-zero fill cuts them out), lines across the outline.
            for (top, bottom) in [(0.3, 0.38), (0.56, 0.64)] {
                let inset = filled ? 0 : stroke / 2
                let band = Path(elements: [.move(Point(edge(top) + inset, top * h)), .line(Point(w - edge(top) - inset, top * h)),
                                           .line(Point(w - edge(bottom) - inset, bottom * h)),
                                           .line(Point(edge(bottom) + inset, bottom * h)), .close])
                path.append(filled ? band.reversed() : band)
            }
            path.append(Path(roundedRect: Rect(x: 0.06 * w, y: 0.86 * h, width: 0.88 * w, height: 0.12 * h),
                             cornerRadius: 0.04 * h, style: .circular))
            return path
        case .capsule:
            // A pill a little over twice as wide as it is tall, centred in the box.
            let height = 0.6 * size.height
            let outer = Rect(x: 0, y: (size.height - height) / 2, width: size.width, height: height)
            var path = Path(capsuleIn: outer)
            let inner = outer.insetBy(dx: stroke, dy: stroke)
            if !filled, inner.width > 0, inner.height > 0 { path.append(Path(capsuleIn: inner).reversed()) }
            return path
        case .capsuleLeftHalfFilled, .capsuleRightHalfFilled, .capsuleTopHalfFilled, .capsuleBottomHalfFilled:
            let outline = SymbolShape.capsule.path(in: size, filled: false, stroke: stroke)
            let half = switch self {
            case .capsuleLeftHalfFilled: Rect(x: 0, y: 0, width: size.width / 2, height: size.height)
            case .capsuleRightHalfFilled: Rect(x: size.width / 2, y: 0, width: size.width / 2, height: size.height)
            case .capsuleTopHalfFilled: Rect(x: 0, y: 0, width: size.width, height: size.height / 2)
            default: Rect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2)
            }
            let solid = SymbolShape.capsule.path(in: size, filled: true, stroke: stroke)
            return PathBooleans.combine(outline, PathBooleans.combine(solid, Path(rect: half), .intersection, fillRule: .nonZero),
                                        .union, fillRule: .nonZero)
        case .oval, .ovalPortrait:
            // SF's ovals are a little inside their box: the lying one 70 % as tall as wide.
            let outer = self == .oval ? Rect(x: 0, y: 0.15 * size.height, width: size.width, height: 0.7 * size.height)
                                      : Rect(x: 0, y: 0.04 * size.height, width: size.width, height: 0.92 * size.height)
            var path = Path(ellipseIn: outer)
            let inner = outer.insetBy(dx: stroke, dy: stroke)
            if !filled, inner.width > 0, inner.height > 0 { path.append(Path(ellipseIn: inner).reversed()) }
            return path
        case .squareGrid3x3:
            let gap = size.width * 0.1
            let side = (size.width - 2 * gap) / 3
            var path = Path()
            for row in 0..<3 {
                for column in 0..<3 {
                    let rect = Rect(x: Double(column) * (side + gap), y: Double(row) * (side + gap), width: side, height: side)
                    path.append(SymbolEnclosure.square.path(in: rect, filled: filled, stroke: stroke))
                }
            }
            return path
        case .cameraFilters:
            // Circles 58 % of the box wide, centred on a triangle pointing down; outlined, the rings
            // cross (each ring its own contour, non-zero fill).
            let diameter = 0.58 * size.width
            var path = Path()
            for (x, y) in [(0.0, 0.0), (size.width - diameter, 0.0), ((size.width - diameter) / 2, size.height - diameter)] {
                path.append(SymbolEnclosure.circle.path(in: Rect(x: x, y: y, width: diameter, height: diameter),
                                                        filled: filled, stroke: stroke))
            }
            return path
        case .perspective:
            let w = size.width, h = size.height
            let corners = [Point(0.24 * w, 0.12 * h), Point(0.76 * w, 0.12 * h), Point(w, 0.88 * h), Point(0, 0.88 * h)]
            return Self.roundedPolygon(corners, in: size, filled: filled, stroke: stroke)
        case .fish:
            return Self.fish(in: size, filled: filled, stroke: stroke)
        case .comb:
            return Self.comb(in: size, filled: filled, stroke: stroke)
        case .carton:
            return Self.carton(in: size, filled: filled, stroke: stroke)
        case .carSide:
            return Self.carSide(in: size, filled: filled, stroke: stroke)
        case .cat:
            return Self.catHead(in: size, filled: filled, stroke: stroke)
        case .dotRadiowavesRight:
            // Material's `sensors` proportions: a dot 0.2 box heights wide, arcs at 0.3 and 0.52 from its
            // centre, 45° either side of the horizontal, stroked with round caps.
            let h = size.height, centre = Point(size.width - 0.52 * h - stroke / 2, h / 2)
            var path = Path(ellipseIn: Rect(x: centre.x - 0.1 * h, y: centre.y - 0.1 * h, width: 0.2 * h, height: 0.2 * h))
            let pen = StrokeOptions(lineWidth: stroke, lineCap: .round, lineJoin: .round)
            for radius in [0.3 * h, 0.52 * h] {
                var arc = Path()
                arc.addRelativeArc(center: centre, radius: radius, startAngle: -Double.pi / 4, delta: Double.pi / 2)
                path.append(Stroker(tolerance: 0.01).outline(arc, style: pen).path)
            }
            return path
        }
    }

    /// A fish facing right: one contour around the body and a forked tail, and a round eye behind the
    /// nose (knocked out of the solid fish; a dot inside the outline).
    private static func fish(in size: Size, filled: Bool, stroke: Double) -> Path {
        let h = size.height
        func p(_ x: Double, _ y: Double) -> Point { Point(x * h, y * h) }
        var body = Path(elements: [
            .move(p(1.34, 0.5)),
            .cubic(p(1.1, 0.1), p(0.62, 0.14), p(0.4, 0.42)),
            .line(p(0.06, 0.18)), .line(p(0.18, 0.5)), .line(p(0.06, 0.82)),
            .line(p(0.4, 0.58)),
            .cubic(p(0.62, 0.86), p(1.1, 0.9), p(1.34, 0.5)),
            .close,
        ])
        let eyeSize = max(0.13 * h, stroke * 1.4)
        let eye = Path(ellipseIn: Rect(x: 1.08 * h - eyeSize / 2, y: 0.42 * h - eyeSize / 2, width: eyeSize, height: eyeSize))
        if filled {
            body.append(eye)   // the body runs counter-clockwise, the eye clockwise: non-zero fill cuts it out
            return body
        }
        var path = Self.outlineInside(body, towards: p(0.7, 0.5), extent: h, stroke: stroke)
        path.append(eye)
        return path
    }

    /// A polygon: solid, or its outline stroked with round joins inside the edge (shrunk by half the
    /// pen towards its centroid, so the ink stays in the box).
    static func roundedPolygon(_ corners: [Point], in size: Size, filled: Bool, stroke: Double) -> Path {
        let polygon = Self.polygon(corners)
        if filled { return polygon }
        let centroid = Point(corners.map(\.x).reduce(0, +) / Double(corners.count),
                             corners.map(\.y).reduce(0, +) / Double(corners.count))
        return outlineInside(polygon, towards: centroid, extent: min(size.width, size.height), stroke: stroke)
    }

    /// `silhouette`'s outline stroked `stroke` wide with round joins, inside its edge: the silhouette is
    /// first shrunk towards `centre` by `stroke` in `extent`, so the pen's outer half stays in the box.
    static func outlineInside(_ silhouette: Path, towards centre: Point, extent: Double, stroke: Double) -> Path {
        let pen = StrokeOptions(lineWidth: stroke, lineCap: .round, lineJoin: .round)
        let k = 1 - stroke / extent
        let shrunk = silhouette.transformed(by: Transform2D(a: k, b: 0, c: 0, d: k, tx: centre.x * (1 - k), ty: centre.y * (1 - k)))
        return Stroker(tolerance: 0.01).outline(shrunk, style: pen).path
    }

    private static func rhombus(center: Point, half: Size) -> Path {
        Path(elements: [.move(Point(center.x, center.y - half.height)), .line(Point(center.x + half.width, center.y)),
                        .line(Point(center.x, center.y + half.height)), .line(Point(center.x - half.width, center.y)), .close])
    }
}

extension SymbolEnclosure {
    /// The enclosure filling `rect`: a ring of width `stroke`, or the solid shape when `filled`
    /// (the viewfinder is always its four brackets).
    func path(in rect: Rect, filled: Bool, stroke: Double) -> Path {
        if self == .viewfinder { return brackets(rect, stroke: stroke) }
        var path = outline(rect)
        let inset = Rect(x: rect.origin.x + stroke, y: rect.origin.y + stroke,
                         width: rect.size.width - 2 * stroke, height: rect.size.height - 2 * stroke)
        if !filled, inset.size.width > 0, inset.size.height > 0 { path.append(outline(inset, outset: stroke).reversed()) }
        return path
    }

    /// SF's `.square` enclosure is a rounded square (corner radius about 22 % of its side).
    private func outline(_ rect: Rect, outset: Double = 0) -> Path {
        switch self {
        case .circle: return Path(ellipseIn: rect)
        case .square, .viewfinder:
            let radius = max((rect.size.width + 2 * outset) * 0.22 - outset, 0)
            return Path(roundedRect: rect, cornerRadius: radius, style: .circular)
        }
    }

    /// Four L-shaped corner brackets, each arm a quarter of the side long.
    private func brackets(_ rect: Rect, stroke: Double) -> Path {
        let arm = rect.size.width * 0.25
        var path = Path()
        for (cornerX, cornerY) in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
            let x = rect.origin.x + cornerX * (rect.size.width - stroke)
            let y = rect.origin.y + cornerY * (rect.size.height - stroke)
            let armX = rect.origin.x + cornerX * (rect.size.width - arm)
            let armY = rect.origin.y + cornerY * (rect.size.height - arm)
            path.append(Path(rect: Rect(x: armX, y: y, width: arm, height: stroke)))
            path.append(Path(rect: Rect(x: x, y: armY, width: stroke, height: arm)))
        }
        return path
    }
}

/// Coverage compositing for vector symbols and enclosures, in device pixels.
enum SymbolCoverage {
    /// Material Symbols' outline width at `weight` as a fraction of the em: 2/24 at 400, thinner
    /// at 100 and heavier at 700 (measured on the font's `circle` glyph at opsz 24).
    static func strokeFraction(weight: Double) -> Double {
        let t = (min(max(weight, 100), 700) - 100) / 300
        return (2.0 / 24.0) * (0.4 + 0.6 * t)
    }

    /// `path` (points, relative to `origin`) rasterized at `scale` into `mask`'s pixel grid.
    static func fill(_ path: Path, origin: Point, scale: Double, into mask: inout CoverageMask) {
        var rasterizer = Rasterizer()
        let transform = Transform2D(a: scale, b: 0, c: 0, d: scale, tx: origin.x * scale, ty: origin.y * scale)
        _ = rasterizer.fill(path, transform: transform, clip: mask.bounds, into: &mask)
    }

    /// A glyph bitmap placed with its pen at pixel `x` and its baseline at row `baseline`, as a mask.
    static func mask(of bitmap: GlyphBitmap, x: Int, baseline: Int) -> CoverageMask {
        var mask = CoverageMask(bounds: IntRect(x: x + bitmap.left, y: baseline - bitmap.top,
                                                width: bitmap.width, height: bitmap.height))
        if bitmap.format == .coverage { mask.pixels = bitmap.pixels }
        return mask
    }

    /// How `combine` merges a source's coverage into a mask.
    enum Operation {
        /// The larger coverage wins.
        case union
        /// The source's coverage is removed from the mask.
        case knockout
        /// Only what both cover stays (the source must span the mask).
        case intersect
    }

    /// Combines `source` into `mask` where they overlap by `operation`.
    static func combine(_ source: CoverageMask, into mask: inout CoverageMask, _ operation: Operation) {
        let rows = max(source.y, mask.y)..<min(source.y + source.height, mask.y + mask.height)
        let columns = max(source.x, mask.x)..<min(source.x + source.width, mask.x + mask.width)
        guard !rows.isEmpty, !columns.isEmpty else { return }
        for py in rows {
            for px in columns {
                let value = Int(source.pixels[(py - source.y) * source.width + (px - source.x)])
                let index = (py - mask.y) * mask.width + (px - mask.x)
                let current = Int(mask.pixels[index])
                switch operation {
                case .union: mask.pixels[index] = UInt8(max(current, value))
                case .knockout: mask.pixels[index] = UInt8(current * (255 - value) / 255)
                case .intersect: mask.pixels[index] = UInt8(current * value / 255)
                }
            }
        }
    }

    /// What `ink` encloses without covering: its holes (the check knocked out of a solid seal), as
    /// coverage `255 − ink` over every pixel the outside cannot reach. The outside is flooded from the
    /// mask's edge through pixels less than 90 % covered, so antialiased outer edges stay outside.
    static func holes(of ink: CoverageMask) -> CoverageMask {
        var holes = ink
        let width = ink.width, height = ink.height
        guard width > 0, height > 0 else { return holes }
        var outside = [Bool](repeating: false, count: width * height)
        var stack: [Int] = []
        func visit(_ index: Int) {
            if !outside[index] && ink.pixels[index] < 230 { outside[index] = true; stack.append(index) }
        }
        for x in 0..<width { visit(x); visit((height - 1) * width + x) }
        for y in 0..<height { visit(y * width); visit(y * width + width - 1) }
        while let index = stack.popLast() {
            let x = index % width
            if x > 0 { visit(index - 1) }
            if x < width - 1 { visit(index + 1) }
            if index >= width { visit(index - width) }
            if index < (height - 1) * width { visit(index + width) }
        }
        for index in holes.pixels.indices { holes.pixels[index] = outside[index] ? 0 : 255 - ink.pixels[index] }
        return holes
    }

    /// The piece of `ink` nearest `split`'s anchor (the dot of `bell.badge` at its top trailing corner,
    /// the speaker of `speaker.wave.2` at its leading edge): the ink joined, through pixels at least half
    /// covered, to the covered pixel nearest the anchor, with the edge pixels around it. nil when that
    /// part's share of the covered pixels is outside `split.share`: the glyph has no such part apart.
    static func piece(of ink: CoverageMask, _ split: SymbolPieceSplit) -> CoverageMask? {
        let width = ink.width, height = ink.height
        let covered = ink.pixels.indices.filter { ink.pixels[$0] >= 128 }
        func distance(_ index: Int) -> Int { split.anchor.distance(x: index % width, y: index / width, width: width, height: height) }
        guard let seed = covered.min(by: { distance($0) < distance($1) }) else { return nil }
        var inPiece = [Bool](repeating: false, count: width * height)
        var stack = [seed], count = 0
        inPiece[seed] = true
        while let index = stack.popLast() {
            count += 1
            let x = index % width, y = index / width
            for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] where nx >= 0 && nx < width && ny >= 0 && ny < height {
                let next = ny * width + nx
                if !inPiece[next] && ink.pixels[next] >= 128 { inPiece[next] = true; stack.append(next) }
            }
        }
        guard split.share.contains(Double(count) / Double(covered.count)) else { return nil }
        var piece = ink
        for index in piece.pixels.indices {
            let x = index % width, y = index / width
            var near = false
            for ny in max(y - 1, 0)...min(y + 1, height - 1) {
                for nx in max(x - 1, 0)...min(x + 1, width - 1) where inPiece[ny * width + nx] { near = true }
            }
            if !near { piece.pixels[index] = 0 }
        }
        return piece
    }

    /// A placed coverage bitmap as a mask over the device pixels it covers (`placed` undone).
    static func mask(of glyph: PlacedGlyph) -> CoverageMask {
        var mask = CoverageMask(bounds: IntRect(x: glyph.x, y: glyph.y, width: glyph.bitmap.width, height: glyph.bitmap.height))
        mask.pixels = glyph.bitmap.pixels
        return mask
    }

    /// The mask as a coverage bitmap whose top-left pixel is the mask's origin.
    static func placed(_ mask: CoverageMask) -> PlacedGlyph {
        PlacedGlyph(x: mask.x, y: mask.y, bitmap: GlyphBitmap(format: .coverage, width: mask.width, height: mask.height,
                                                               left: 0, top: 0, pixels: mask.pixels))
    }
}
