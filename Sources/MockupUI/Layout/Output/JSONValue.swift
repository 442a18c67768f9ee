import Foundation
import MockupRaster

/// A minimal JSON document with ordered object keys, serialised deterministically (the same
/// value gives the same bytes), for `--layout-json` and display-list dumps.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// A rectangle as `[x, y, width, height]`.
    static func rect(_ r: Rect) -> JSONValue {
        .array([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)])
    }

    static func optional(_ v: Double?) -> JSONValue { v.map { .number($0) } ?? .null }

    /// Pretty-printed with two-space indentation.
    func serialized(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent + 1), end = String(repeating: "  ", count: indent)
        switch self {
        case .null: return "null"
        case let .bool(b): return b ? "true" : "false"
        case let .number(v): return v.isFinite ? LayoutNumber.format(v) : "\"\(LayoutNumber.format(v))\""
        case let .string(s): return Self.quoted(s)
        case let .array(items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy({ if case .number = $0 { return true } else { return false } }) {
                return "[" + items.map { $0.serialized() }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { pad + $0.serialized(indent: indent + 1) }.joined(separator: ",\n") + "\n\(end)]"
        case let .object(fields):
            if fields.isEmpty { return "{}" }
            return "{\n" + fields.map { pad + Self.quoted($0.0) + ": " + $0.1.serialized(indent: indent + 1) }
                .joined(separator: ",\n") + "\n\(end)}"
        }
    }

    private static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20: out += String(format: "\\u%04x", c.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
