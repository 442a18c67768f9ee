import MockupRaster

/// A shape's geometry in absolute points, ready to fill, stroke or clip with.
public enum ShapeOutline: Hashable, Sendable {
    case rect(Rect)
    /// Radius already clamped to half the shorter side.
    case roundedRect(Rect, cornerRadius: Double, continuous: Bool)
    case ellipse(Rect)
    case path(Path)
}

extension ShapeKind {
    /// The outline in `frame`, inset by `inset` (`.inset(by:)`, and half the line width for
    /// `strokeBorder`, which keeps the ink inside the bounds; LAYOUT-SPEC §7.2–7.3).
    public func outline(in frame: Rect, inset: Double = 0) -> ShapeOutline {
        let r = Rect(x: frame.minX + inset, y: frame.minY + inset,
                     width: max(frame.width - 2 * inset, 0), height: max(frame.height - 2 * inset, 0))
        switch self {
        case .rectangle: return .rect(r)
        case let .roundedRectangle(radius, continuous):
            return .roundedRect(r, cornerRadius: min(max(radius - inset, 0), min(r.width, r.height) / 2),
                                continuous: continuous)
        case .capsule:
            // Capsules are drawn with circular arcs whatever their style: the continuous corner
            // clamps its radius on short sides and would no longer be a capsule (RENDERING.md §5.2).
            return .roundedRect(r, cornerRadius: min(r.width, r.height) / 2, continuous: false)
        case .circle:
            let side = min(r.width, r.height)
            return .ellipse(Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side))
        case .ellipse: return .ellipse(r)
        case let .path(path): return .path(path.transformed(by: .translation(frame.minX, frame.minY)))
        }
    }
}

extension ShapeOutline {
    /// The outline as a path, with the exact iOS continuous corners.
    public var path: Path {
        switch self {
        case let .rect(r): return Path(rect: r)
        case let .roundedRect(r, radius, continuous):
            return Path(roundedRect: r, cornerRadius: radius, style: continuous ? .continuous : .circular)
        case let .ellipse(r): return Path(ellipseIn: r)
        case let .path(p): return p
        }
    }

    /// The smallest rectangle holding the outline.
    public var boundingRect: Rect {
        switch self {
        case let .rect(r), let .roundedRect(r, _, _), let .ellipse(r): return r
        case let .path(p): return p.bounds
        }
    }
}
