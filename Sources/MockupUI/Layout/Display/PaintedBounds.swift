import MockupRaster

extension DisplayItem {
    /// The part of the canvas the item may paint, in points, from its frames: grown by strokes,
    /// shadows and blurs, moved by transforms, cut by clips. Glyph ink past a text's frame is not
    /// counted. nil when it paints nothing.
    var paintedBounds: Rect? {
        switch self {
        case .shape(let shape):
            guard case let .stroke(_, stroke) = shape.shape.drawing else { return shape.frame }
            return shape.frame.insetBy(dx: -stroke.lineWidth / 2, dy: -stroke.lineWidth / 2)
        case .text(let text): return text.frame
        case .symbol(let symbol): return symbol.frame
        case .bitmap(let bitmap): return bitmap.frame
        case .group(let group): return group.paintedBounds
        }
    }
}

extension DisplayGroup {
    fileprivate var paintedBounds: Rect? {
        guard let content = items.paintedBounds else { return nil }
        switch effect {
        case let .shadow(_, radius, x, y):
            // A Gaussian of σ ≈ radius reaches about 2σ before it fades below a pixel's step.
            return content.union(content.offsetBy(dx: x, dy: y).insetBy(dx: -2 * radius, dy: -2 * radius))
        case let .blur(radius, opaque):
            return opaque ? bounds : content.insetBy(dx: -2 * radius, dy: -2 * radius)
        case .clip:
            return content.intersection(bounds)
        default:
            // Plane transforms move the content's box; a perspective projection counts as the content.
            return effect.transform.map { $0.mapBounds(content) } ?? content
        }
    }
}

extension [DisplayItem] {
    /// The union of the items' painted bounds; nil when none paints.
    var paintedBounds: Rect? {
        compactMap(\.paintedBounds).reduce(nil) { union, next in union?.union(next) ?? next }
    }
}
