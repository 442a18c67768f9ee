import Foundation

/// The implementation of SwiftUI's `Canvas` (declared in the SwiftUI module: MockupRaster has a
/// `Canvas` of its own): once the canvas is placed, runs the renderer with a context that can
/// measure text, and draws the recorded operations in order, clipped to the canvas's bounds.
public struct _CanvasView: View, PrimitiveView {
    public typealias Body = Never
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: any View

    /// `opaque` is a drawing-speed hint on iOS that changes no pixels; `symbols` are the views
    /// `resolveSymbol(id:)` finds by their `.tag`.
    public init(opaque: Bool, symbols: some View = EmptyView(), renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer; self.symbols = symbols
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        var symbolViews: [AnyHashable: AnyView] = [:]
        for view in flattenedViews(symbols, in: environment) {
            if let tag = (view as? any TabMetadataCarrier)?.tabTag { symbolViews[tag] = AnyView(view) }
        }
        let renderer = self.renderer, symbols = symbolViews
        return [.geometryReader(DeferredContent.placed({ geometry in
            // An empty canvas draws nothing and its renderer is not called, as a zero-sized layer is
            // never drawn on iOS: code that divides its size among cells (a grid's columns) would trap.
            guard geometry.frame.width > 0, geometry.frame.height > 0 else { return .empty }
            let surface = CanvasSurface(size: CGSize(width: geometry.frame.width, height: geometry.frame.height),
                                        symbols: symbols, engine: geometry.engine)
            return .layered(MockupUI.resolveNodes(CanvasDrawing(surface: surface, environment: environment, renderer: renderer),
                                                  in: environment), alignment: .topLeading)
        }))]
    }
}

extension EnvironmentValues {
    /// The whole environment (`@Environment(\.self)`).
    public var `self`: EnvironmentValues {
        get { self }
        set { self = newValue }
    }
}

/// The recorded operations of one canvas, drawn as views in its frame.
struct CanvasDrawing: View {
    let surface: CanvasSurface
    let environment: EnvironmentValues
    let renderer: (inout GraphicsContext, CGSize) -> Void

    var body: some View {
        var context = GraphicsContext(environment: environment, surface: surface)
        renderer(&context, surface.size)
        let blends = Self.blends(context.recording.operations)
        // A canvas is one layer: blend modes combine with what it has drawn, not what is behind it.
        let drawing = blends ? AnyView(layer(context.recording.operations).compositingGroup())
                             : layer(context.recording.operations)
        return context.recording.notes.reduce(AnyView(drawing.clipped())) { view, note in AnyView(view.unsupported(note)) }
    }

    /// Whether any operation, in any layer, blends other than normally.
    private static func blends(_ operations: [CanvasOperation]) -> Bool {
        operations.contains { operation in
            if operation.composite.blendMode != .normal { return true }
            if case let .layer(inner) = operation.command { return blends(inner) }
            return false
        }
    }

    /// `operations` drawn in order in a canvas-sized frame.
    private func layer(_ operations: [CanvasOperation]) -> AnyView {
        AnyView(ZStack(alignment: .topLeading) {
            Color.clear
            ForEach(operations.indices, id: \.self) { index in operation(operations[index]) }
        }
        .frame(width: surface.size.width, height: surface.size.height, alignment: .topLeading))
    }

    /// One operation: drawn, filtered (the last filter added first), clipped, then composited with
    /// its opacity and blend mode.
    private func operation(_ operation: CanvasOperation) -> AnyView {
        let composite = operation.composite
        var view = framed(command(operation.command))
        for filter in composite.filters.reversed() { view = filter.apply(to: view) }
        if !composite.filters.isEmpty { view = AnyView(view.compositingGroup()) }
        for clip in composite.clips { view = clipped(view, to: clip) }
        if composite.opacity != 1 { view = AnyView(view.opacity(composite.opacity)) }
        if composite.blendMode != .normal { view = AnyView(view.blendMode(composite.blendMode)) }
        return view
    }

    private func command(_ command: CanvasCommand) -> AnyView {
        switch command {
        case let .fill(path, shading, evenOdd: evenOdd):
            return AnyView(path.fill(sized(shading.style), style: FillStyle(eoFill: evenOdd)))
        case let .stroke(path, shading, strokeStyle):
            return AnyView(path.stroke(sized(shading.style), style: strokeStyle))
        case let .item(item, origin: origin, transform: transform):
            return transformed(framed(AnyView(self.item(item).offset(x: origin.x, y: origin.y))), by: transform)
        case let .layer(operations):
            return AnyView(layer(operations).compositingGroup())
        }
    }

    /// Text and template images painted with their shading; at their own size, or in a rect's
    /// (text from its top-leading corner, images stretched, symbols proposed the size).
    private func item(_ item: CanvasItem) -> AnyView {
        switch item {
        case let .text(text, in: size):
            let painted = text.text.modifier(ShadingForeground(shading: text.shading))
            return size.map { AnyView(painted.frame(width: $0.width, height: $0.height, alignment: .topLeading)) }
                ?? AnyView(painted.fixedSize())
        case let .image(image, in: size):
            let shading = ShadingForeground(shading: image.shading)
            return size.map { AnyView(image.image.resizable().frame(width: $0.width, height: $0.height).modifier(shading)) }
                ?? AnyView(image.image.modifier(shading))
        case let .symbol(symbol, in: size):
            return size.map { AnyView(symbol.view.frame(width: $0.width, height: $0.height)) } ?? AnyView(symbol.view.fixedSize())
        }
    }

    /// `view` in the canvas's frame, from its top-leading corner.
    private func framed(_ view: AnyView) -> AnyView {
        AnyView(view.frame(width: surface.size.width, height: surface.size.height, alignment: .topLeading))
    }

    /// A canvas-framed view drawn through `transform` (about the canvas origin): scale, rotation
    /// and translation; a skew is left out with a render note.
    private func transformed(_ view: AnyView, by t: CGAffineTransform) -> AnyView {
        guard t != .identity else { return view }
        let sx = hypot(t.a, t.b), angle = atan2(t.b, t.a)
        let sy = sx > 0 ? (t.a * t.d - t.b * t.c) / sx : 0
        var result = view
        if abs(t.a * t.c + t.b * t.d) > 1e-9 { result = AnyView(result.unsupported("GraphicsContext.transform (skew)")) }
        if sx != 1 || sy != 1 { result = AnyView(result.scaleEffect(x: sx, y: sy, anchor: .topLeading)) }
        if angle != 0 { result = AnyView(result.rotationEffect(.radians(angle), anchor: .topLeading)) }
        if t.tx != 0 || t.ty != 0 { result = AnyView(result.offset(x: t.tx, y: t.ty)) }
        return result
    }

    /// `view` drawn only inside (or outside) `clip`.
    private func clipped(_ view: AnyView, to clip: CanvasClip) -> AnyView {
        let bounds = CGRect(origin: .zero, size: surface.size)
        switch clip {
        case let .path(path, evenOdd, inverse: false):
            return AnyView(view.clipShape(path, style: FillStyle(eoFill: evenOdd)))
        case let .path(path, evenOdd, inverse: true):
            return AnyView(view.clipShape(Path(bounds).subtracting(path, eoFill: evenOdd)))
        case let .layer(operations, opacity, inverse):
            let alpha = layer(operations).opacity(opacity)
            let mask = inverse
                ? AnyView(ZStack(alignment: .topLeading) { Color.black; alpha.blendMode(.destinationOut) }.compositingGroup())
                : AnyView(alpha)
            return AnyView(view.mask(alignment: .topLeading) { framed(mask) })
        }
    }

    /// Canvas gradients are given in canvas points: map them onto this canvas.
    private func sized(_ style: AnyShapeStyle) -> AnyShapeStyle {
        guard var gradient = style.base as? CanvasGradientStyle else { return style }
        gradient.canvasSize = surface.size
        return AnyShapeStyle(gradient)
    }
}
