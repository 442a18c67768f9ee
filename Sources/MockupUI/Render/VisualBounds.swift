import MockupRaster

/// Conservative device-pixel bounds of what display items can paint, so offscreen layers (group
/// opacity, blur, isolated clips and shadows) are only as big as their content.
enum VisualBounds {
    /// Bounds of `items` drawn with `transform` (points → device pixels), nil when they draw nothing.
    static func of(_ items: [DisplayItem], transform: Transform2D) -> Rect? {
        items.reduce(nil) { union($0, of($1, transform: transform)) }
    }

    static func of(_ item: DisplayItem, transform: Transform2D) -> Rect? {
        switch item {
        case let .shape(shape): return transform.mapBounds(ShapeInk(shape).bounds)
        case let .text(text): return transform.mapBounds(grown(text.frame, by: overhang * text.text.font.size))
        case let .symbol(symbol): return transform.mapBounds(grown(symbol.frame, by: overhang * symbol.font.size))
        case let .bitmap(bitmap): return transform.mapBounds(bitmap.frame)
        case let .group(group):
            switch group.effect {
            case .opacity, .composite, .backdropBlur, .blend, .colorMatrix, .innerShadow: return of(group.items, transform: transform)
            case let .shadow(color, radius, x, y):
                guard let content = of(group.items, transform: transform) else { return nil }
                let reach = Double(LeafShadow(color: color, radius: radius, x: x, y: y, transform: transform).drop.reach)
                return grown(content, by: reach)
            case let .blur(radius, opaque):
                let sigma = radius * transform.maximumStretch
                let spread = of(group.items, transform: transform).map { grown($0, by: Double(GaussianBlur.extent(sigma: sigma)) + 8) }
                // An opaque blur stays inside the view's bounds.
                return opaque ? spread?.intersection(transform.mapBounds(group.bounds)) : spread
            case let .clip(outline, _):
                return of(group.items, transform: transform)?.intersection(transform.mapBounds(outline.path.bounds))
            case let .mask(items):
                guard let mask = of(items, transform: transform) else { return nil }
                return of(group.items, transform: transform)?.intersection(mask)
            case .scale, .rotation, .rotation3D, .affine, .projection:
                if let projection = group.effect.perspectiveProjection {
                    guard let device = projection.inDevicePixels(of: transform),
                          let source = of(group.items, transform: transform) else { return nil }
                    return device.imageBounds(of: source)
                }
                return of(group.items, transform: (group.effect.transform ?? .identity).concatenating(transform))
            }
        }
    }

    /// How far glyph ink may reach outside a text or symbol frame, per point of font size (italic
    /// overhang, accents, emoji taller than the line).
    static let overhang = 0.35

    static func grown(_ rect: Rect, by d: Double) -> Rect { rect.insetBy(dx: -d, dy: -d) }

    private static func union(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        return a.union(b)
    }
}
