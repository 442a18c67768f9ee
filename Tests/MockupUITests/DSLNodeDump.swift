import Foundation
import MockupRaster
import MockupText
@testable import MockupUI

/// A compact, deterministic text form of a ViewNode tree (one node per line, children indented),
/// so tests can state expected structures readably. GeometryReader content is dumped at `size`.
@MainActor
func nodeTree(_ node: ViewNode, geometrySize: Size = Size(100, 20)) -> String {
    var lines: [String] = []
    appendDump(node, depth: 0, geometrySize: geometrySize, into: &lines)
    return lines.joined(separator: "\n")
}

@MainActor
private func appendDump(_ node: ViewNode, depth: Int, geometrySize: Size, into lines: inout [String]) {
    let pad = String(repeating: "  ", count: depth)
    func child(_ node: ViewNode) { appendDump(node, depth: depth + 1, geometrySize: geometrySize, into: &lines) }
    switch node {
    case .empty: lines.append(pad + "empty")
    case .text(let text): lines.append(pad + "text " + describe(text))
    case .image(.symbol(let name, let font, let paint)):
        lines.append(pad + "symbol \(name) \(describe(font)) \(describe(paint))")
    case .image(.bitmap(let name, let directory, let resizable)):
        lines.append(pad + "bitmap \(name) dir=\(directory ?? "nil")\(resizable ? " resizable" : "")")
    case .shape(let shape): lines.append(pad + "shape " + describe(shape))
    case .spacer(let minLength): lines.append(pad + "spacer" + (minLength.map { " min=\(num($0))" } ?? ""))
    case .stack(let axis, let alignment, let spacing, let children):
        lines.append(pad + "\(axis == .horizontal ? "hstack" : "vstack")(\(alignment), spacing: \(spacing.map(num) ?? "nil"))")
        children.forEach(child)
    case .zstack(let alignment, let children):
        lines.append(pad + "zstack(\(describe(alignment)))")
        children.forEach(child)
    case .frame(let width, let height, let alignment, let node):
        lines.append(pad + "frame(w: \(width.map(num) ?? "nil"), h: \(height.map(num) ?? "nil"), \(describe(alignment)))")
        child(node)
    case .flexFrame(let frame, let node):
        let parts = [("minW", frame.minWidth), ("idealW", frame.idealWidth), ("maxW", frame.maxWidth),
                     ("minH", frame.minHeight), ("idealH", frame.idealHeight), ("maxH", frame.maxHeight)]
            .compactMap { name, value in value.map { "\(name): \(num($0))" } }
        lines.append(pad + "flexFrame(\((parts + [describe(frame.alignment)]).joined(separator: ", ")))")
        child(node)
    case .padding(let insets, let node):
        lines.append(pad + "padding(\(num(insets.top)), \(num(insets.leading)), \(num(insets.bottom)), \(num(insets.trailing)))")
        child(node)
    case .secondary(let layer, let primary):
        lines.append(pad + "\(layer.placement)(\(describe(layer.alignment)))")
        child(primary)
        child(layer.content)
    case .offset(let x, let y, let node):
        lines.append(pad + "offset(\(num(x)), \(num(y)))")
        child(node)
    case .aspectRatio(let ratio, let mode, let node):
        lines.append(pad + "aspectRatio(\(ratio.map(num) ?? "nil"), \(mode))")
        child(node)
    case .fixedSize(let horizontal, let vertical, let node):
        lines.append(pad + "fixedSize(\(horizontal), \(vertical))")
        child(node)
    case .layoutPriority(let priority, let node):
        lines.append(pad + "layoutPriority(\(num(priority)))")
        child(node)
    case .geometryReader(let content):
        lines.append(pad + "geometryReader @\(num(geometrySize.width))x\(num(geometrySize.height))")
        child(content.content(geometrySize))
    case .effect(let effect, let node):
        lines.append(pad + "effect " + describe(effect))
        child(node)
    case .ignoresSafeArea(let edges, let node):
        lines.append(pad + "ignoresSafeArea(\(edges.rawValue))")
        child(node)
    case .tabView(let bar):
        lines.append(pad + "tabView(selected: \(bar.selectedIndex), tint: \(hex(bar.tint)), items: "
                     + bar.items.map { "\($0.title)/\($0.systemImage ?? "-")" }.joined(separator: " "))
        child(bar.selectedContent)
    case .unsupported(let feature, let node):
        lines.append(pad + "unsupported(\(feature))")
        child(node)
    }
}

func num(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.4g", value)
}

func hex(_ color: RGBA) -> String {
    func byte(_ v: Double) -> String { String(format: "%02X", Int((v * 255).rounded())) }
    let base = "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    return color.alpha == 1 ? base : base + "@" + String(format: "%.2f", color.alpha)
}

func describe(_ paint: ResolvedPaint) -> String {
    switch paint {
    case .color(let color): return hex(color)
    case .linearGradient(let stops, let start, let end):
        return "linear[\(stops.map { "\(hex($0.color)) \(num($0.location))" }.joined(separator: ", "))]"
            + " (\(num(start.x)),\(num(start.y)))->(\(num(end.x)),\(num(end.y)))"
    case .radialGradient(let stops, let center, let startRadius, let endRadius):
        return "radial[\(stops.map { "\(hex($0.color)) \(num($0.location))" }.joined(separator: ", "))]"
            + " (\(num(center.x)),\(num(center.y))) \(num(startRadius))-\(num(endRadius))"
    }
}

func describe(_ font: FontDescriptor) -> String {
    var text: String
    switch font.source {
    case .named(let name): text = name
    case .system(let design): text = "system(\(design))"
    }
    text += " \(num(font.size))"
    if let weight = font.weight { text += " \(weight)" }
    if font.italic { text += " italic" }
    return text
}

func describe(_ text: ResolvedText) -> String {
    var parts = ["\"\(text.string)\"", describe(text.font), describe(text.paint)]
    if text.tracking != 0 { parts.append("tracking \(num(text.tracking))") }
    if text.kerning != 0 { parts.append("kerning \(num(text.kerning))") }
    if text.monospacedDigit { parts.append("tnum") }
    if let limit = text.lineLimit { parts.append("lineLimit \(limit)") }
    if text.alignment != .leading { parts.append("\(text.alignment)") }
    return parts.joined(separator: " ")
}

func describe(_ kind: ShapeKind) -> String {
    switch kind {
    case .rectangle: return "rectangle"
    case .roundedRectangle(let radius, let continuous): return "roundedRectangle(\(num(radius))\(continuous ? "" : " circular"))"
    case .circle: return "circle"
    case .ellipse: return "ellipse"
    case .capsule(let continuous): return continuous ? "capsule" : "capsule(circular)"
    case .path(let path): return "path(\(path.elements.count) elements)"
    }
}

func describe(_ shape: ResolvedShape) -> String {
    var text = describe(shape.kind)
    switch shape.drawing {
    case .fill(let paint, let evenOdd): text += " fill \(describe(paint))\(evenOdd ? " evenOdd" : "")"
    case .stroke(let paint, let parameters): text += " stroke \(describe(paint)) \(describe(parameters))"
    case .strokeBorder(let paint, let parameters): text += " strokeBorder \(describe(paint)) \(describe(parameters))"
    }
    if shape.inset != 0 { text += " inset \(num(shape.inset))" }
    return text
}

func describe(_ stroke: StrokeOptions) -> String {
    "w\(num(stroke.lineWidth)) \(stroke.lineCap) \(stroke.lineJoin)"
}

func describe(_ effect: RenderEffect) -> String {
    switch effect {
    case .opacity(let opacity): return "opacity(\(num(opacity)))"
    case .shadow(let color, let radius, let x, let y): return "shadow(\(hex(color)) r\(num(radius)) x\(num(x)) y\(num(y)))"
    case .blur(let radius, let opaque): return "blur(\(num(radius))\(opaque ? " opaque" : ""))"
    case .clip(let kind, _): return "clip(\(describe(kind)))"
    case .scale(let x, let y, _): return "scale(\(num(x)), \(num(y)))"
    case .rotation(let radians, _): return "rotation(\(num(radians * 180 / .pi))°)"
    case .rotation3D(let radians, let axis, _, _):
        return "rotation3D(\(num(radians * 180 / .pi))° axis \(num(axis.x)),\(num(axis.y)),\(num(axis.z)))"
    }
}

func describe(_ alignment: Alignment) -> String {
    switch (alignment.horizontal, alignment.vertical) {
    case (.center, .center): return "center"
    case (.center, let vertical): return "\(vertical)"
    case (let horizontal, .center): return "\(horizontal)"
    case (let horizontal, let vertical): return "\(vertical)\(String(describing: horizontal).capitalized)"
    }
}
