import MockupRaster

extension ShapeOutline {
    /// A rectangle (points) entirely inside the outline, or nil: what a filled shape hides of its
    /// own shadow. Corners reach 1.528665·r along each edge for continuous corners (RENDERING.md §5).
    var interior: Rect? {
        switch self {
        case let .rect(rect): return rect
        case let .roundedRect(rect, radius, continuous):
            let corner = min(radius * (continuous ? 1.528665 : 1), rect.width / 2)
            return rect.insetBy(dx: corner, dy: 0)
        case let .ellipse(rect):
            let k = (1 - 0.5.squareRoot()) / 2
            return rect.insetBy(dx: rect.width * k, dy: rect.height * k)
        case .path: return nil
        }
    }
}

extension ShapeKind {
    /// The insettable geometry of the shape in a frame of `frame`, nil for a `Path` (not insettable).
    func geometry(in frame: Rect) -> ShapeGeometry? {
        switch self {
        case .rectangle: return .rectangle
        case let .roundedRectangle(radius, continuous):
            return .roundedRectangle(cornerRadius: radius, style: continuous ? .continuous : .circular)
        case .capsule: return .capsule   // circular arcs whatever the style (see ShapeKind.outline)
        case .circle: return .circle
        case .ellipse: return .ellipse
        case .path: return nil
        }
    }
}

extension StrokeOptions {
    /// How far ink can reach beyond the stroked path: half the width, or more at miter joins and
    /// square caps.
    var reach: Double {
        let half = lineWidth / 2
        return lineJoin == .miter ? half * max(miterLimit, 1.5) : half * 1.5
    }
}

/// What a `DisplayShape` fills, in absolute points: the painted region as a path with its fill
/// rule. Strokes are turned into outlines only at draw time (they depend on the device transform).
struct ShapeInk {
    enum Region {
        case fill(Path, FillRule)
        case stroke(Path, StrokeOptions)
    }
    let region: Region
    let paint: ResolvedPaint
    /// For fills: a rectangle (points) the fill covers completely (see `ShapeOutline.interior`).
    let interior: Rect?

    init(_ shape: DisplayShape) {
        let resolved = shape.shape
        switch resolved.drawing {
        case let .fill(paint, evenOdd):
            let outline = shape.outline
            region = .fill(outline.path, evenOdd ? .evenOdd : .nonZero)
            self.paint = paint
            interior = outline.interior
        case let .stroke(paint, stroke):
            region = .stroke(shape.outline.path, stroke)
            self.paint = paint
            interior = nil
        case let .strokeBorder(paint, stroke):
            // The exact ring inside the (inset) frame. Dashes, non-miter joins on a rectangle's
            // corners and a Path (not insettable) stroke the outline inset by half the line width,
            // SwiftUI's definition of `strokeBorder`.
            let ringMatchesStroke = stroke.dash.isEmpty && (resolved.kind != .rectangle || stroke.lineJoin == .miter)
            if ringMatchesStroke, let geometry = resolved.kind.geometry(in: shape.frame) {
                region = .fill(geometry.borderRing(in: shape.frame, lineWidth: stroke.lineWidth, inset: resolved.inset), .nonZero)
            } else {
                region = .stroke(shape.outline.path, stroke)
            }
            self.paint = paint
            interior = nil
        }
    }

    /// Bounds of the ink in points (conservative for strokes).
    var bounds: Rect {
        switch region {
        case let .fill(path, _): return path.bounds
        case let .stroke(path, options):
            return path.bounds.insetBy(dx: -options.reach, dy: -options.reach)
        }
    }
}
