import MockupRaster
import MockupText

// Short, stable descriptions of resolved content for the layout and display-list dumps.

extension ShapeKind {
    var layoutName: String {
        switch self {
        case .rectangle: return "rectangle"
        case let .roundedRectangle(r, continuous):
            return "roundedRectangle \(LayoutNumber.format(r))\(continuous ? "" : " circular")"
        case .circle: return "circle"
        case .ellipse: return "ellipse"
        case let .capsule(continuous): return continuous ? "capsule" : "capsule circular"
        case let .path(path): return "path (\(path.elements.count) elements)"
        }
    }
}

extension RenderEffect {
    /// The effect's parameters; anchors and clip outlines in unit coordinates of the view.
    var layoutName: String { DisplayEffect(self, bounds: Rect(x: 0, y: 0, width: 1, height: 1)).summary }
}

extension RGBA {
    /// `#RRGGBBAA`.
    var hexDescription: String {
        let bytes = [red, green, blue, alpha].map { $0.isNaN ? 0 : Int((min(max($0, 0), 1) * 255).rounded()) }
        return "#" + bytes.map { String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined()
    }
}

extension ResolvedPaint {
    var layoutName: String {
        switch self {
        case let .color(c): return c.hexDescription
        case let .linearGradient(stops, _, _): return "linearGradient \(stops.count) stops"
        case let .radialGradient(stops, _, _, _): return "radialGradient \(stops.count) stops"
        case let .ellipticalGradient(stops, _, _, _): return "ellipticalGradient \(stops.count) stops"
        case let .conicGradient(stops, _, _, _): return "conicGradient \(stops.count) stops"
        case let .meshGradient(mesh): return "meshGradient \(mesh.width)×\(mesh.height)"
        case let .image(pattern): return "image \(pattern.asset.name)"
        }
    }
}

extension ShapeDrawing {
    var layoutName: String {
        switch self {
        case let .fill(paint, evenOdd): return "fill \(paint.layoutName)\(evenOdd ? " evenOdd" : "")"
        case let .stroke(paint, s): return "stroke \(paint.layoutName) \(LayoutNumber.format(s.lineWidth))"
        case let .strokeBorder(paint, s): return "strokeBorder \(paint.layoutName) \(LayoutNumber.format(s.lineWidth))"
        }
    }
}

extension FontDescriptor {
    var layoutName: String {
        let face: String
        switch source {
        case let .named(name): face = name
        case let .system(design): face = "system-\(design)"
        }
        return "\(face) \(LayoutNumber.format(size))\(weight.map { " \($0)" } ?? "")\(italic ? " italic" : "")"
    }
}

private extension String {
    func leftPadded(to n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
