import MockupRaster

extension LayoutTree {
    /// The tree as JSON (`--layout-json`): nodes with kind, detail, frame and displayFrame as
    /// `[x, y, width, height]`, children; plus size, scale and warnings. Deterministic bytes.
    public func jsonString() -> String { json.serialized() + "\n" }

    /// The tree as indented text, one node per line: `kind "detail" #identifier frame → display frame`.
    public func textDump() -> String {
        var lines = ["layout \(LayoutNumber.format(size.width))×\(LayoutNumber.format(size.height)) @\(LayoutNumber.format(scale))x"]
        func visit(_ node: Node, depth: Int) {
            let detail = node.detail.map { " \"\($0)\"" } ?? ""
            let names = node.identifiers.map { " #\($0)" }.joined()
            lines.append(String(repeating: "  ", count: depth + 1) + node.kind.name + detail + names + " "
                         + Self.describe(node.frame) + " → " + Self.describe(node.displayFrame))
            node.children.forEach { visit($0, depth: depth + 1) }
        }
        visit(root, depth: 0)
        lines += warnings.map { "warning: \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    private var json: JSONValue {
        func node(_ n: Node) -> JSONValue {
            var fields: [(String, JSONValue)] = [("kind", .string(n.kind.name))]
            if let detail = n.detail { fields.append(("detail", .string(detail))) }
            if !n.identifiers.isEmpty { fields.append(("identifiers", .array(n.identifiers.map { .string($0) }))) }
            fields.append(("frame", .rect(n.frame)))
            fields.append(("displayFrame", .rect(n.displayFrame)))
            if let t = n.textLines {
                fields.append(("firstBaseline", .number(t.firstBaseline)))
                fields.append(("lineCount", .number(Double(t.lineCount))))
                if t.fontScale != 1 { fields.append(("fontScale", .number(t.fontScale))) }
            }
            if !n.children.isEmpty { fields.append(("children", .array(n.children.map(node)))) }
            return .object(fields)
        }
        return .object([
            ("size", .array([.number(size.width), .number(size.height)])),
            ("scale", .number(scale)),
            ("root", node(root)),
            ("warnings", .array(warnings.map { .string($0) })),
        ])
    }

    static func describe(_ r: Rect) -> String {
        let f = LayoutNumber.format
        return "(\(f(r.minX)), \(f(r.minY)), \(f(r.width)), \(f(r.height)))"
    }
}
