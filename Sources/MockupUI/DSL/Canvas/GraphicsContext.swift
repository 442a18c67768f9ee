import Foundation

/// The drawing context of a `Canvas`, as SwiftUI's `GraphicsContext`. Each drawing operation is
/// recorded with the state current when it is issued — transform, opacity, blend mode, filters and
/// clip shapes — and drawn as views once the canvas size is known (`CanvasDrawing`).
public struct GraphicsContext {
    /// Where operations go; copies of a context (`var copy = context`) share it, a layer has its own.
    final class Recording {
        var operations: [CanvasOperation] = []
        var notes: [String] = []
        func note(_ feature: String) { if !notes.contains(feature) { notes.append(feature) } }
    }
    let recording: Recording
    /// The canvas's size, symbols and the engine that measures text for `resolve(_:)`.
    let surface: CanvasSurface

    /// The transform applied to everything drawn after it is set.
    public var transform: CGAffineTransform = .identity
    /// The opacity applied to each drawing operation after it is set.
    public var opacity: Double = 1
    /// How each drawing operation after it is set blends with what the canvas already has.
    public var blendMode: BlendMode = .normal
    /// The environment of the canvas.
    public let environment: EnvironmentValues
    /// Filters applied to each drawing operation, in the order added (the last added applies first).
    private(set) var filters: [Filter] = []
    /// Clip shapes in canvas coordinates; each drawing operation is drawn inside all of them.
    private(set) var clips: [CanvasClip] = []

    init(environment: EnvironmentValues, surface: CanvasSurface) {
        recording = Recording(); self.environment = environment; self.surface = surface
    }

    /// A new context drawing into a layer of its own: same transform, fresh state.
    private func layerContext() -> GraphicsContext {
        var layer = GraphicsContext(environment: environment, surface: surface)
        layer.transform = transform
        return layer
    }

    /// Records `command` with the context's current compositing state.
    private func record(_ command: CanvasCommand) {
        let blend = blendMode.viewBlendMode
        if blend == nil { recording.note("GraphicsContext.BlendMode.\(blendMode.name) (drawn as .normal)") }
        recording.operations.append(CanvasOperation(command: command, composite: CanvasComposite(
            opacity: opacity, blendMode: blend ?? .normal, filters: filters, clips: clips)))
    }

    // MARK: Paths

    /// Fills `path` (in the current transform) with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        noteBackdrop(shading)
        record(.fill(path.applying(transform), shading.applying(transform), evenOdd: style.isEOFilled))
    }

    /// Strokes `path` with `shading`; the line width is scaled by the transform.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var scaled = style
        scaled.lineWidth *= transformScale
        noteBackdrop(shading)
        record(.stroke(path.applying(transform), shading.applying(transform), scaled))
    }

    /// Strokes `path` with `shading` at `lineWidth`.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The backdrop blended other than normally with itself is not drawn (a render note).
    private func noteBackdrop(_ shading: Shading) {
        if shading.role == .backdrop, blendMode != .normal {
            recording.note("GraphicsContext.Shading.backdrop with BlendMode.\(blendMode.name)")
        }
    }

    // MARK: Text, images and symbols

    /// Draws `text` with its `anchor` at `point`, through the full transform.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.item(.text(text, in: nil), origin: anchored(point, anchor, text.measure(in: Self.unbounded)), transform: transform))
    }

    /// Draws `text` from the top-leading corner of `rect`, wrapped to its width.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        record(.item(.text(text, in: rect.size), origin: rect.origin, transform: transform))
    }

    /// Draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` from the top-leading corner of `rect`.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws `image` at its own size with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.item(.image(image, in: nil), origin: anchored(point, anchor, image.size), transform: transform))
    }

    /// Draws `image` stretched into `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(.item(.image(image, in: rect.size), origin: rect.origin, transform: transform))
    }

    /// Draws `image` at its own size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws `image` stretched into `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws `symbol` at its ideal size with its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.item(.symbol(symbol, in: nil), origin: anchored(point, anchor, symbol.size), transform: transform))
    }

    /// Draws `symbol` proposed the size of `rect`, from its top-leading corner.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        record(.item(.symbol(symbol, in: rect.size), origin: rect.origin, transform: transform))
    }

    /// `text` resolved in this context's environment, ready to measure and draw.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, context: self) }

    /// `image` resolved in this context's environment, with its size and baseline.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image, context: self) }

    /// The view of the canvas's `symbols` tagged `id`, nil when there is none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        surface.symbols[AnyHashable(id)].map { ResolvedSymbol(view: $0, context: self) }
    }

    /// Measures a view resolved in this context's environment (zero outside a layout).
    func measure(_ view: some View, in size: CGSize) -> ViewMeasurement {
        guard let engine = surface.engine else { return ViewMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0) }
        let proposal = LayoutProposal(width: size.width.isFinite ? Double(size.width) : nil,
                                      height: size.height.isFinite ? Double(size.height) : nil)
        // The renderer runs on the main actor (deferred content), as do these measurements.
        nonisolated(unsafe) let view = view, environment = environment
        let node = MainActor.assumeIsolated { ViewNode.layered(resolveNodes(view, in: environment), alignment: .topLeading) }
        return engine.measure(node, proposal: proposal)
    }

    /// An unbounded proposal: a view's ideal size.
    static let unbounded = CGSize(width: CGFloat.infinity, height: .infinity)

    /// The top-leading corner of a box of `size` whose `anchor` is on `point`.
    private func anchored(_ point: CGPoint, _ anchor: UnitPoint, _ size: CGSize) -> CGPoint {
        CGPoint(x: point.x - CGFloat(anchor.x) * size.width, y: point.y - CGFloat(anchor.y) * size.height)
    }

    // MARK: Transform

    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    // MARK: Clipping, filters and layers

    /// Adds `path` (in the current transform) to the clip shapes: what is drawn after it shows only
    /// inside it, or only outside it with `.inverse`.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(.path(path.applying(transform), evenOdd: style.isEOFilled, inverse: options.contains(.inverse)))
    }

    /// Adds the alpha of what `content` draws (times `opacity`) to the clip shapes, inverted with
    /// `.inverse`.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = layerContext()
        try content(&layer)
        layer.recording.notes.forEach(recording.note)
        clips.append(.layer(layer.recording.operations, opacity: opacity, inverse: options.contains(.inverse)))
    }

    /// The bounds of the clip shapes (the canvas, narrowed by each clip path), in the current
    /// user space.
    public var clipBoundingRect: CGRect {
        let bounds = clips.reduce(CGRect(origin: .zero, size: surface.size)) { rect, clip in
            guard case let .path(path, _, inverse: false) = clip else { return rect }
            return rect.intersection(path.boundingRect)
        }
        let inverse = transform.inverted()
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)].map { $0.applying(inverse) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Adds `filter` for each drawing operation after it (SwiftUI draws each operation into a
    /// layer, filters it, then composites it with the opacity, blend mode and clip shapes).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter)
    }

    /// Draws `content` into a new transparency layer (the same transform, its own opacity, blend
    /// mode, filters and clips), then draws the layer as one operation of this context.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = layerContext()
        try content(&layer)
        layer.recording.notes.forEach(recording.note)
        record(.layer(layer.recording.operations))
    }

    /// Clip options.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clip to the outside of the shape.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// How much the transform scales lengths (for stroke widths).
    private var transformScale: CGFloat {
        let sx = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let sy = (transform.c * transform.c + transform.d * transform.d).squareRoot()
        return (sx + sy) / 2
    }
}

/// What every context of one canvas shares: its size, its symbols and the layout engine.
struct CanvasSurface {
    var size: CGSize
    var symbols: [AnyHashable: AnyView] = [:]
    var engine: LayoutEngine?
}

/// One recorded drawing operation and how it is composited.
struct CanvasOperation {
    let command: CanvasCommand
    let composite: CanvasComposite
}

/// What an operation draws, in canvas coordinates (views: in user space, moved by `transform`).
enum CanvasCommand {
    case fill(Path, GraphicsContext.Shading, evenOdd: Bool)
    case stroke(Path, GraphicsContext.Shading, StrokeStyle)
    /// Text, an image or a symbol with its top-leading corner at `origin` in user space.
    case item(CanvasItem, origin: CGPoint, transform: CGAffineTransform)
    /// A transparency layer.
    case layer([CanvasOperation])
}

/// Text, an image or a symbol: at its own size, or framed to a rect's size.
enum CanvasItem {
    case text(GraphicsContext.ResolvedText, in: CGSize?)
    case image(GraphicsContext.ResolvedImage, in: CGSize?)
    case symbol(GraphicsContext.ResolvedSymbol, in: CGSize?)
}

/// The state an operation is composited with.
struct CanvasComposite {
    var opacity: Double
    var blendMode: BlendMode
    var filters: [GraphicsContext.Filter]
    var clips: [CanvasClip]
}

/// A clip shape in canvas coordinates.
enum CanvasClip {
    case path(Path, evenOdd: Bool, inverse: Bool)
    /// The alpha of a layer's drawing.
    case layer([CanvasOperation], opacity: Double, inverse: Bool)
}
