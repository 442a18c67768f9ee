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
        case let .capsule(continuous):
            return .roundedRect(r, cornerRadius: min(r.width, r.height) / 2, continuous: continuous)
        case .circle:
            let side = min(r.width, r.height)
            return .ellipse(Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side))
        case .ellipse: return .ellipse(r)
        case let .path(path): return .path(path.layoutTranslated(by: frame.origin))
        }
    }
}

extension Path {
    /// The path moved by `d`.
    func layoutTranslated(by d: Point) -> Path {
        Path(elements: elements.map {
            switch $0 {
            case let .move(p): return .move(p + d)
            case let .line(p): return .line(p + d)
            case let .quad(c, p): return .quad(c + d, p + d)
            case let .cubic(c1, c2, p): return .cubic(c1 + d, c2 + d, p + d)
            case .close: return .close
            }
        })
    }
}
