import Foundation
import Testing
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
    let primitive = node.primitive
    func line(_ text: String) { lines.append(pad + text) }
    // A named coordinate space, a scroll-content or navigation-container mark, a sizing container, a
    // safe-area scope or a layout value changes nothing drawn: its content is dumped in its place.
    if primitive is CoordinateSpaceNode || primitive is ScrollContentNode || primitive is NavigationContainerNode
        || primitive is SizingContainerNode || primitive is SafeAreaScopeNode || primitive is LayoutValueNode {
        node.children.forEach { appendDump($0, depth: depth, geometrySize: geometrySize, into: &lines) }
        return
    }
    if primitive is EmptyNode { line("empty") }
    else if let p = primitive as? TextNode { line("text " + describe(p.text)) }
    else if let p = primitive as? ImageNode {
        switch p.image {
        case .symbol(let name, let font, let paint, _, _, let resizable, _): line("symbol \(name) \(describe(font)) \(describe(paint))\(resizable ? " resizable" : "")")
        case .bitmap(let asset, let resizable, _):
            line("bitmap \(asset.name) \(asset.file.map { "file=\($0.path)" } ?? "missing")\(resizable ? " resizable" : "")")
        }
    }
    else if let p = primitive as? ShapeNode { line("shape " + describe(p.shape)) }
    else if let p = primitive as? SpacerNode { line("spacer" + (p.minLength.map { " min=\(num($0))" } ?? "")) }
    else if let p = primitive as? StackNode {
        line("\(p.axis == .horizontal ? "hstack" : "vstack")(\(p.alignment), spacing: \(p.spacing.map(num) ?? "nil"))")
    }
    else if let p = primitive as? ZStackNode { line("zstack(\(describe(p.alignment)))") }
    else if let p = primitive as? FrameNode {
        line("frame(w: \(p.width.map(num) ?? "nil"), h: \(p.height.map(num) ?? "nil"), \(describe(p.alignment)))")
    }
    else if let p = primitive as? FlexFrameNode {
        let frame = p.frame
        let parts = [("minW", frame.minWidth), ("idealW", frame.idealWidth), ("maxW", frame.maxWidth),
                     ("minH", frame.minHeight), ("idealH", frame.idealHeight), ("maxH", frame.maxHeight)]
            .compactMap { name, value in value.map { "\(name): \(num($0))" } }
        line("flexFrame(\((parts + [describe(frame.alignment)]).joined(separator: ", ")))")
    }
    else if let p = primitive as? PaddingNode {
        let insets = p.insets
        line("padding(\(num(insets.top)), \(num(insets.leading)), \(num(insets.bottom)), \(num(insets.trailing)))")
    }
    else if let p = primitive as? SecondaryNode { line("\(p.placement)(\(describe(p.alignment)))") }
    else if let p = primitive as? OffsetNode { line("offset(\(num(p.x)), \(num(p.y)))") }
    else if let p = primitive as? AspectRatioNode { line("aspectRatio(\(p.ratio.map(num) ?? "nil"), \(p.contentMode))") }
    else if let p = primitive as? FixedSizeNode { line("fixedSize(\(p.horizontal), \(p.vertical))") }
    else if let p = primitive as? LayoutPriorityNode { line("layoutPriority(\(num(p.priority)))") }
    else if let p = primitive as? GeometryReaderNode {
        line("geometryReader @\(num(geometrySize.width))x\(num(geometrySize.height))")
        child(p.content.make(geometrySize))
    }
    else if let p = primitive as? CustomShapeNode {
        line("customShape @\(num(geometrySize.width))x\(num(geometrySize.height))")
        child(p.path.make(geometrySize))
    }
    else if let p = primitive as? EffectNode { line("effect " + describe(p.effect)) }
    else if let p = primitive as? ScrollClipNode { line("effect clip(rectangle) past the safe area \(p.edges.rawValue)") }
    else if let p = primitive as? IgnoresSafeAreaNode { line("ignoresSafeArea(\(p.edges.rawValue))") }
    else if let p = primitive as? SafeAreaEdgesNode { line("safeAreaEdges(\(p.edges.rawValue))") }
    else if let p = primitive as? ZIndexNode { line("zIndex(\(num(p.zIndex)))") }
    else if let p = primitive as? TabViewNode {
        let bar = p.tab
        line("tabView(selected: \(bar.selectedIndex), tint: \(hex(bar.tint)), items: "
             + bar.items.map { "\($0.title)/\($0.systemImage ?? "-")" }.joined(separator: " "))
        child(bar.selectedContent)
    }
    else if primitive is BottomToolbarScreenNode { line("bottomToolbarScreen") }
    else if let p = primitive as? UnsupportedNode { line("unsupported(\(p.feature))") }
    else if let p = primitive as? IdentifierNode { line("identified(\(p.identifier))") }
    else if let p = primitive as? ListRowSeparatorNode { line("listRowSeparator(\(num(p.thickness)))") }
    else if let p = primitive as? ListRowsNode { line("listRows(\(p.rows.count))") }
    else if String(describing: type(of: primitive)).hasPrefix("CustomLayoutNode<") {
        line("layout \(String(describing: type(of: primitive)).dropFirst("CustomLayoutNode<".count).dropLast())")
    }
    else { Issue.record("nodeTree: no dump for \(type(of: primitive))") }
    node.children.forEach(child)
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
    case .ellipticalGradient(let stops, let center, let startFraction, let endFraction):
        return "elliptical[\(stops.map { "\(hex($0.color)) \(num($0.location))" }.joined(separator: ", "))]"
            + " (\(num(center.x)),\(num(center.y))) \(num(startFraction))-\(num(endFraction))"
    case .conicGradient(let stops, let center, let startAngle, let endAngle):
        return "conic[\(stops.map { "\(hex($0.color)) \(num($0.location))" }.joined(separator: ", "))]"
            + " (\(num(center.x)),\(num(center.y))) \(num(startAngle.degrees))°-\(num(endAngle.degrees))°"
    case .meshGradient(let mesh):
        return "mesh \(mesh.width)x\(mesh.height)[\(mesh.colors.map(hex).joined(separator: ", "))]"
    case .image(let pattern): return "image \(pattern.asset.name)"
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
    if font.width != 0 { text += " width \(num(font.width))" }
    return text
}

func describe(_ text: ResolvedText) -> String {
    var parts = ["\"\(text.string)\"", describe(text.font), describe(text.paint)]
    if text.tracking != 0 { parts.append("tracking \(num(text.tracking))") }
    if text.kerning != 0 { parts.append("kerning \(num(text.kerning))") }
    if text.monospacedDigit { parts.append("tnum") }
    if let limit = text.lineLimit { parts.append("lineLimit \(limit)") }
    if text.alignment != .leading { parts.append("\(text.alignment)") }
    if text.lineSpacing != 0 { parts.append("lineSpacing \(num(text.lineSpacing))") }
    parts += text.decorations.map(describe)
    if text.truncationMode != .tail { parts.append("truncation \(text.truncationMode)") }
    if !text.runs.isEmpty { parts.append("runs: " + text.runs.map(describe).joined(separator: " | ")) }
    return parts.joined(separator: " ")
}

func describe(_ decoration: TextDecoration) -> String {
    "\(decoration.kind)" + (decoration.pattern == .solid ? "" : "(\(decoration.pattern))")
        + (decoration.paint.map { " " + describe($0) } ?? "")
}

func describe(_ run: ResolvedTextRun) -> String {
    var parts: [String]
    switch run.content {
    case .text(let string): parts = ["\"\(string)\""]
    case let .symbol(name, scale): parts = ["symbol(\(name)\(scale == .medium ? "" : " \(scale)"))"]
    }
    parts += [describe(run.font), describe(run.paint)]
    if run.tracking != 0 { parts.append("tracking \(num(run.tracking))") }
    if run.kerning != 0 { parts.append("kerning \(num(run.kerning))") }
    if run.monospacedDigit { parts.append("tnum") }
    if run.baselineOffset != 0 { parts.append("baselineOffset \(num(run.baselineOffset))") }
    if let language = run.language { parts.append("language \(language)") }
    parts += run.decorations.map(describe)
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
    case .composite: return "composite"
    case .shadow(let color, let radius, let x, let y): return "shadow(\(hex(color)) r\(num(radius)) x\(num(x)) y\(num(y)))"
    case .innerShadow(let color, let radius, let x, let y):
        return "innerShadow(\(hex(color)) r\(num(radius)) x\(num(x)) y\(num(y)))"
    case .blur(let radius, let opaque): return "blur(\(num(radius))\(opaque ? " opaque" : ""))"
    case .backdropBlur(let radius): return "backdropBlur(\(num(radius)))"
    case .clip(let kind, _): return "clip(\(describe(kind)))"
    case .blend(let mode): return "blend(\(mode))"
    case .colorMatrix(let m): return "colorMatrix(\(m.summary))"
    case .scale(let x, let y, _): return "scale(\(num(x)), \(num(y)))"
    case .rotation(let radians, _): return "rotation(\(num(radians * 180 / .pi))°)"
    case .rotation3D(let radians, let axis, _, _, _):
        return "rotation3D(\(num(radians * 180 / .pi))° axis \(num(axis.x)),\(num(axis.y)),\(num(axis.z)))"
    case .affine(let t): return "affine(\(num(t.a)) \(num(t.b)) \(num(t.c)) \(num(t.d)) \(num(t.tx)) \(num(t.ty)))"
    case .projection(let m): return "projection(\(num(m.m13)) \(num(m.m23)) \(num(m.m33)))"
    }
}

func describe(_ alignment: Alignment) -> String {
    switch (alignment.horizontal.key, alignment.vertical.key) {
    case (.center, .center): return "center"
    case (.center, let vertical): return "\(vertical)"
    case (let horizontal, .center): return "\(horizontal)"
    case (let horizontal, let vertical): return "\(vertical)\(String(describing: horizontal).capitalized)"
    }
}

/// The strings of every text in `node`'s tree, in drawing order.
func texts(in node: ViewNode) -> [String] {
    (node.resolvedText.map { [$0.string] } ?? []) + node.children.flatMap { texts(in: $0) }
}
