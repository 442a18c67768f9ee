/// How a rounded rectangle's corners are drawn.
public enum CornerStyle: Hashable, Sendable {
    /// Quarter circles (`RoundedCornerStyle.circular`).
    case circular
    /// The iOS "squircle" with curvature continuity (`RoundedCornerStyle.continuous`, SwiftUI's default).
    case continuous
}

extension Path {
    /// Ellipse control-point distance as a fraction of the radius (4 cubics per ellipse, as UIKit).
    public static let kappa = 0.5522847498

    /// A rectangle, clockwise on screen from the top-left corner.
    // SwiftUI code sees this Path beside its CGPoint/CGRect/Angle overloads (`Path(ellipseIn: .zero)`,
    // `move(to: .zero)`): those must win, so these are disfavored.
    @_disfavoredOverload
    public init(rect: Rect) {
        self.init()
        move(to: Point(rect.minX, rect.minY))
        line(to: Point(rect.maxX, rect.minY))
        line(to: Point(rect.maxX, rect.maxY))
        line(to: Point(rect.minX, rect.maxY))
        close()
    }

    /// The ellipse inscribed in `rect`: four cubics, clockwise on screen from the rightmost point.
    @_disfavoredOverload
    public init(ellipseIn rect: Rect) {
        self.init()
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        let kx = rx * Self.kappa, ky = ry * Self.kappa
        move(to: Point(cx + rx, cy))
        cubic(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + ky), control2: Point(cx + kx, cy + ry))
        cubic(to: Point(cx - rx, cy), control1: Point(cx - kx, cy + ry), control2: Point(cx - rx, cy + ky))
        cubic(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - ky), control2: Point(cx - kx, cy - ry))
        cubic(to: Point(cx + rx, cy), control1: Point(cx + kx, cy - ry), control2: Point(cx + rx, cy - ky))
        close()
    }

    /// A rounded rectangle, clockwise on screen. Circular corners clamp the radius to half the
    /// shorter side; continuous corners follow `ContinuousCorners` (radius clamped to
    /// `min(w, h) / (2k)`). A radius ≤ 0 gives a plain rectangle.
    @_disfavoredOverload
    public init(roundedRect rect: Rect, cornerRadius: Double, style: CornerStyle = .continuous) {
        let r = Swift.min(cornerRadius, Swift.min(rect.width, rect.height) / 2)
        guard r > 0 else { self.init(rect: rect); return }
        switch style {
        case .circular: self = Self.circularRoundedRect(rect, radius: r)
        case .continuous: self = ContinuousCorners.roundedRect(rect, cornerRadius: cornerRadius)
        }
    }

    /// A capsule: semicircular ends of radius `min(w, h) / 2` on the shorter sides.
    @_disfavoredOverload
    public init(capsuleIn rect: Rect) {
        self.init(roundedRect: rect, cornerRadius: Swift.min(rect.width, rect.height) / 2, style: .circular)
    }

    private static func circularRoundedRect(_ rect: Rect, radius r: Double) -> Path {
        var path = Path()
        let k = r * (1 - kappa)
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        path.move(to: Point(x0 + r, y0))
        path.line(to: Point(x1 - r, y0))
        path.cubic(to: Point(x1, y0 + r), control1: Point(x1 - k, y0), control2: Point(x1, y0 + k))
        path.line(to: Point(x1, y1 - r))
        path.cubic(to: Point(x1 - r, y1), control1: Point(x1, y1 - k), control2: Point(x1 - k, y1))
        path.line(to: Point(x0 + r, y1))
        path.cubic(to: Point(x0, y1 - r), control1: Point(x0 + k, y1), control2: Point(x0, y1 - k))
        path.line(to: Point(x0, y0 + r))
        path.cubic(to: Point(x0 + r, y0), control1: Point(x0, y0 + k), control2: Point(x0 + k, y0))
        path.close()
        return path
    }

    /// The same outline traversed in the opposite direction (each subpath reversed in place).
    public func reversed() -> Path {
        var result = Path()
        var subpath: [Command] = []
        var start: Point?
        func flush(closed: Bool) {
            guard let first = start, !subpath.isEmpty else { subpath.removeAll(); start = nil; return }
            var current = first
            var ends: [Point] = [first]
            for element in subpath {
                switch element {
                case .line(let p), .quad(_, let p), .cubic(_, _, let p): current = p; ends.append(p)
                case .move, .close: break
                }
            }
            result.move(to: current)
            for (index, element) in subpath.enumerated().reversed() {
                let target = ends[index]
                switch element {
                case .line: result.line(to: target)
                case .quad(let c, _): result.quad(to: target, control: c)
                case .cubic(let c1, let c2, _): result.cubic(to: target, control1: c2, control2: c1)
                case .move, .close: break
                }
            }
            if closed { result.close() }
            subpath.removeAll(); start = nil
        }
        for element in elements {
            switch element {
            case .move(let p):
                flush(closed: false); start = p
            case .close:
                let origin = start
                flush(closed: true); start = origin
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                if start == nil { start = p } else { subpath.append(element) }
            }
        }
        flush(closed: false)
        return result
    }
}
