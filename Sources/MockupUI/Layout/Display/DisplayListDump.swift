import MockupRaster

extension DisplayList {
    /// The display list as JSON: items in painting order with frames as `[x, y, width, height]`.
    public func jsonString() -> String {
        JSONValue.object([
            ("size", .array([.number(size.width), .number(size.height)])),
            ("scale", .number(scale)),
            ("items", .array(items.map(\.json))),
            ("warnings", .array(warnings.map { .string($0) })),
        ]).serialized() + "\n"
    }

    /// The display list as indented text, one item per line, in painting order.
    public func textDump() -> String {
        var lines = ["display \(LayoutNumber.format(size.width))×\(LayoutNumber.format(size.height)) @\(LayoutNumber.format(scale))x"]
        func visit(_ item: DisplayItem, depth: Int) {
            lines.append(String(repeating: "  ", count: depth + 1) + item.summary)
            if case let .group(group) = item { group.items.forEach { visit($0, depth: depth + 1) } }
        }
        items.forEach { visit($0, depth: 0) }
        lines += warnings.map { "warning: \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension DisplayItem {
    /// One line: operation, parameters, frame.
    var summary: String {
        let f = LayoutNumber.format
        switch self {
        case let .shape(s):
            return "shape \(s.shape.kind.layoutName) \(s.shape.drawing.layoutName) \(LayoutTree.describe(s.frame))"
        case let .text(t):
            return "text \"\(t.text.string)\" \(t.text.font.layoutName) \(t.text.paint.layoutName) \(LayoutTree.describe(t.frame)) baseline \(f(t.firstBaseline))"
        case let .symbol(s):
            let scale = s.scale == .medium ? "" : " scale \(s.scale)"
            var layers = ""
            if case let .layered(secondary) = s.layers { layers = " secondary \(secondary.layoutName)" }
            let resizable = s.resizable ? " resizable" : ""
            let variable = s.variableValue.map { " variable \(f($0))" } ?? ""
            return "symbol \(s.name) \(s.font.layoutName) \(s.paint.layoutName)\(scale)\(layers)\(resizable)\(variable) \(LayoutTree.describe(s.frame))"
        case let .bitmap(b):
            return "bitmap \(b.asset.name) \(LayoutTree.describe(b.frame))"
        case let .group(g):
            return "group \(g.effect.summary) \(LayoutTree.describe(g.bounds))"
        }
    }

    var json: JSONValue {
        switch self {
        case let .shape(s):
            return .object([("op", .string("shape")), ("kind", .string(s.shape.kind.layoutName)),
                            ("drawing", .string(s.shape.drawing.layoutName)), ("frame", .rect(s.frame))])
        case let .text(t):
            return .object([("op", .string("text")), ("string", .string(t.text.string)),
                            ("font", .string(t.text.font.layoutName)), ("paint", .string(t.text.paint.layoutName)),
                            ("frame", .rect(t.frame)), ("firstBaseline", .number(t.firstBaseline)),
                            ("lineCount", .number(Double(t.lineCount))), ("layoutWidth", .optional(t.layoutWidth)),
                            ("maxLines", .optional(t.maxLines.map(Double.init)))])
        case let .symbol(s):
            return .object([("op", .string("symbol")), ("name", .string(s.name)), ("font", .string(s.font.layoutName)),
                            ("paint", .string(s.paint.layoutName)), ("frame", .rect(s.frame))])
        case let .bitmap(b):
            return .object([("op", .string("bitmap")), ("name", .string(b.asset.name)), ("frame", .rect(b.frame))])
        case let .group(g):
            return .object([("op", .string("group")), ("effect", .string(g.effect.summary)), ("bounds", .rect(g.bounds)),
                            ("items", .array(g.items.map(\.json)))])
        }
    }
}

extension DisplayEffect {
    var summary: String {
        let f = LayoutNumber.format
        func p(_ a: Point) -> String { "(\(f(a.x)), \(f(a.y)))" }
        switch self {
        case let .opacity(a): return "opacity \(f(a)) per-leaf"
        case .composite: return "composite"
        case let .shadow(color, radius, x, y): return "shadow \(color.hexDescription) r \(f(radius)) x \(f(x)) y \(f(y)) per-leaf"
        case let .innerShadow(color, radius, x, y): return "innerShadow \(color.hexDescription) r \(f(radius)) x \(f(x)) y \(f(y))"
        case let .blur(radius, opaque): return "blur \(f(radius))\(opaque ? " opaque" : "")"
        case let .backdropBlur(radius): return "backdropBlur \(f(radius))"
        case let .clip(outline, evenOdd): return "clip \(outline.summary)\(evenOdd ? " evenOdd" : "")"
        case let .blend(mode): return "blend \(mode)"
        case let .colorMatrix(m): return "colorMatrix \(m.summary)"
        case let .mask(items): return "mask " + items.map(\.summary).joined(separator: "; ")
        case let .scale(x, y, anchor): return "scale \(f(x)) \(f(y)) anchor \(p(anchor))"
        case let .rotation(radians, anchor): return "rotation \(f(radians)) anchor \(p(anchor))"
        case let .rotation3D(r):
            return "rotation3D \(f(r.radians)) axis (\(f(r.axis.x)), \(f(r.axis.y)), \(f(r.axis.z))) anchor \(p(r.anchor))"
                + "\(r.anchorZ == 0 ? "" : " anchorZ \(f(r.anchorZ))") distance \(f(r.distance))"
        case let .affine(t): return "affine [\(f(t.a)) \(f(t.b)) \(f(t.c)) \(f(t.d)) \(f(t.tx)) \(f(t.ty))]"
        case let .projection(m):
            return "projection [\(f(m.m11)) \(f(m.m12)) \(f(m.m13)); \(f(m.m21)) \(f(m.m22)) \(f(m.m23)); "
                + "\(f(m.m31)) \(f(m.m32)) \(f(m.m33))]"
        }
    }
}

extension ColorMatrix {
    /// The four rows, e.g. `[1 0 0 0 0.2; 0 1 0 0 0.2; 0 0 1 0 0.2; 0 0 0 1 0]`.
    var summary: String {
        let rows = [[r1, r2, r3, r4, r5], [g1, g2, g3, g4, g5], [b1, b2, b3, b4, b5], [a1, a2, a3, a4, a5]]
        return "[" + rows.map { $0.map { LayoutNumber.format(Double($0)) }.joined(separator: " ") }
            .joined(separator: "; ") + "]"
    }
}

extension ShapeOutline {
    var summary: String {
        switch self {
        case let .rect(r): return "rect \(LayoutTree.describe(r))"
        case let .roundedRect(r, radius, continuous):
            return "roundedRect \(LayoutTree.describe(r)) r \(LayoutNumber.format(radius))\(continuous ? "" : " circular")"
        case let .ellipse(r): return "ellipse \(LayoutTree.describe(r))"
        case let .path(path): return "path (\(path.elements.count) elements)"
        }
    }
}
