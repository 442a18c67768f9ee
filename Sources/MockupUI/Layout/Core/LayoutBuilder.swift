import MockupRaster

/// Turns a `ViewNode` tree into `LayoutBox`es: picks each node's layout rules, spacing
/// preferences and layout priority (LAYOUT-SPEC §1.4, §2.3), and collects warnings.
@MainActor
final class LayoutBuilder {
    let measurer: any TextMeasuring
    let images: any ImageSizing
    let grid: PixelGrid
    private(set) var warnings: [String] = []

    init(measurer: any TextMeasuring, images: any ImageSizing, grid: PixelGrid) {
        self.measurer = measurer; self.images = images; self.grid = grid
    }

    /// Records a warning once, in first-seen order.
    func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    /// The box for `node`. `stackAxis` is the axis of the directly enclosing stack (it orients
    /// Spacers and passes through modifiers); other containers reset it.
    func build(_ node: ViewNode, stackAxis: Axis?) -> LayoutBox {
        switch node {
        case .empty:
            return LayoutBox(kind: "empty", behavior: EmptyLayout(), spacing: .zero)
        case let .text(text):
            let layout = TextLeafLayout(text: text, measurer: measurer, grid: grid)
            return LayoutBox(kind: "text", detail: text.string, content: .text(text), behavior: layout,
                             spacing: layout.spacing)
        case let .image(image):
            return buildImage(image)
        case let .shape(shape):
            let isCircle = shape.kind == .circle
            return LayoutBox(kind: "shape", detail: shape.kind.layoutName, content: .shape(shape),
                             behavior: ShapeLayout(isCircle: isCircle), spacing: .generic)
        case let .spacer(minLength):
            let layout = SpacerLayout(minLength: minLength ?? LayoutDefaults.spacing, stackAxis: stackAxis)
            return LayoutBox(kind: "spacer", behavior: layout, spacing: layout.spacing, priority: -.infinity,
                             isSpacer: true)
        case let .stack(axis, alignment, spacing, children):
            let boxes = children.filter { !$0.isEmptyNode }.map { build($0, stackAxis: axis) }
            return LayoutBox(kind: axis == .horizontal ? "hstack" : "vstack",
                             behavior: StackLayout(axis: axis, alignment: alignment, spacing: spacing, children: boxes),
                             children: boxes, spacing: StackLayout.spacing(axis: axis, children: boxes))
        case let .zstack(alignment, children):
            let boxes = children.filter { !$0.isEmptyNode }.map { build($0, stackAxis: nil) }
            let spacing = boxes.isEmpty ? .zero : boxes.dropFirst().reduce(boxes[0].spacing) { $0.merged(with: $1.spacing) }
            return LayoutBox(kind: "zstack", behavior: ZStackLayout(alignment: alignment), children: boxes,
                             spacing: spacing)
        case let .frame(width, height, alignment, child):
            let w = validLength(width, "frame width"), h = validLength(height, "frame height")
            let box = build(child, stackAxis: stackAxis)
            var reset = Set<SpacingPreferences.Edge>()
            if w != nil { reset.formUnion([.left, .right]) }
            if h != nil { reset.formUnion([.top, .bottom]) }
            return LayoutBox(kind: "frame", detail: "\(describe(w)) × \(describe(h))",
                             behavior: FrameLayout(width: w, height: h, alignment: alignment), children: [box],
                             spacing: box.isSpacer ? box.spacing : box.spacing.resetting(reset))
        case let .flexFrame(frame, child):
            let layout = FlexFrameLayout(validated(frame))
            let box = build(child, stackAxis: stackAxis)
            var reset = Set<SpacingPreferences.Edge>()
            if layout.horizontal.constrains { reset.formUnion([.left, .right]) }
            if layout.vertical.constrains { reset.formUnion([.top, .bottom]) }
            return LayoutBox(kind: "flexFrame", behavior: layout, children: [box],
                             spacing: box.isSpacer ? box.spacing : box.spacing.resetting(reset))
        case let .padding(insets, child):
            let layout = PaddingLayout(insets: insets)
            let box = build(child, stackAxis: stackAxis)
            return LayoutBox(kind: "padding", detail: "\(describe(insets.top)) \(describe(insets.leading)) \(describe(insets.bottom)) \(describe(insets.trailing))",
                             behavior: layout, children: [box], spacing: layout.spacing(of: box.spacing))
        case let .secondary(layer, primary):
            let box = build(primary, stackAxis: stackAxis)
            guard !layer.content.isEmptyNode else { return box }
            let secondary = build(layer.content, stackAxis: nil)
            return LayoutBox(kind: layer.placement == .background ? "background" : "overlay",
                             content: .secondary(layer.placement), behavior: SecondaryLayout(alignment: layer.alignment),
                             children: [box, secondary], spacing: box.spacing, priority: box.priority)
        case let .offset(x, y, child):
            return passthrough("offset", "\(describe(x)), \(describe(y))", child, stackAxis,
                               layout: PassthroughLayout(drawOffset: Point(x, y)))
        case let .aspectRatio(ratio, contentMode, child):
            let box = build(child, stackAxis: stackAxis)
            return LayoutBox(kind: "aspectRatio", detail: "\(ratio.map(describe) ?? "ideal") \(contentMode)",
                             behavior: AspectRatioLayout(ratio: validRatio(ratio), contentMode: contentMode),
                             children: [box], spacing: box.spacing)
        case let .fixedSize(horizontal, vertical, child):
            let box = build(child, stackAxis: stackAxis)
            return LayoutBox(kind: "fixedSize", detail: "\(horizontal) \(vertical)",
                             behavior: FixedSizeLayout(horizontal: horizontal, vertical: vertical),
                             children: [box], spacing: box.spacing, priority: box.priority)
        case let .layoutPriority(priority, child):
            let box = build(child, stackAxis: stackAxis)
            return LayoutBox(kind: "layoutPriority", detail: describe(priority), behavior: PassthroughLayout(),
                             children: [box], spacing: box.spacing, priority: priority)
        case let .geometryReader(content):
            return LayoutBox(kind: "geometryReader", behavior: GeometryReaderLayout(content: content), spacing: .generic)
        case let .effect(effect, child):
            return passthrough("effect", effect.layoutName, child, stackAxis, content: .effect(effect))
        case let .ignoresSafeArea(_, child):
            return passthrough("ignoresSafeArea", nil, child, stackAxis)
        case let .tabView(tab):
            return passthrough("tabView", nil, TabBarComposer.compose(tab), nil)
        case let .unsupported(feature, child):
            warn("unsupported: \(feature) (ignored; its content is drawn)")
            return passthrough("unsupported", feature, child, stackAxis, content: .unsupported(feature))
        }
    }

    /// A layout-neutral wrapper that forwards spacing and priority.
    private func passthrough(_ kind: String, _ detail: String?, _ child: ViewNode, _ stackAxis: Axis?,
                             content: LayoutTree.Content = .none,
                             layout: PassthroughLayout = PassthroughLayout()) -> LayoutBox {
        let box = build(child, stackAxis: stackAxis)
        return LayoutBox(kind: kind, detail: detail, content: content, behavior: layout, children: [box],
                         spacing: box.spacing, priority: box.priority)
    }

    private func buildImage(_ image: ResolvedImage) -> LayoutBox {
        switch image {
        case let .symbol(name, font, _):
            let layout = SymbolLayout(measurement: measurer.measureSymbol(named: name, font: font))
            return LayoutBox(kind: "symbol", detail: name, content: .image(image, found: true), behavior: layout,
                             spacing: layout.spacing)
        case let .bitmap(name, assetDirectory, resizable):
            let size = images.imageSize(named: name, assetDirectory: assetDirectory)
            if size == nil {
                warn("image \"\(name)\" not found\(assetDirectory.map { " in \($0)" } ?? ""); drawn as a placeholder — add the PNG or fix the name")
            }
            return LayoutBox(kind: "image", detail: name, content: .image(image, found: size != nil),
                             behavior: BitmapLayout(intrinsicSize: size ?? LayoutDefaults.missingImageSize, resizable: resizable),
                             spacing: .generic)
        }
    }

    /// A frame length, nil (with a warning) when negative or not finite, as SwiftUI ignores it.
    private func validLength(_ value: Double?, _ what: String) -> Double? {
        guard let value else { return nil }
        guard value.isFinite, value >= 0 else {
            warn("invalid \(what) \(value) ignored: use a finite, non-negative length")
            return nil
        }
        return value
    }

    private func validated(_ frame: FlexFrame) -> FlexFrame {
        var f = frame
        for (path, name) in [(\FlexFrame.minWidth, "minWidth"), (\.idealWidth, "idealWidth"),
                             (\.minHeight, "minHeight"), (\.idealHeight, "idealHeight")] {
            f[keyPath: path] = validLength(f[keyPath: path], "frame \(name)")
        }
        for (path, name) in [(\FlexFrame.maxWidth, "maxWidth"), (\.maxHeight, "maxHeight")] {
            if let value = f[keyPath: path], value < 0 || value.isNaN {
                warn("invalid frame \(name) \(value) ignored: use a non-negative length or .infinity")
                f[keyPath: path] = nil
            }
        }
        return f
    }

    private func validRatio(_ ratio: Double?) -> Double? {
        guard let ratio else { return nil }
        guard ratio.isFinite, ratio > 0 else {
            warn("invalid aspect ratio \(ratio) ignored: use a positive, finite ratio")
            return nil
        }
        return ratio
    }

    private func describe(_ v: Double?) -> String { v.map(LayoutNumber.format) ?? "nil" }
    private func describe(_ v: Double) -> String { LayoutNumber.format(v) }
}

extension ViewNode {
    /// `EmptyView`: contributes nothing to a stack or a secondary layer (LAYOUT-SPEC §1.5).
    var isEmptyNode: Bool { if case .empty = self { return true } else { return false } }
}
