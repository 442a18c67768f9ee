import Foundation
import MockupUI

/// Core Graphics' drawing context as UIKit's image renderers hand it out (`context.cgContext`,
/// `UIGraphicsGetCurrentContext()`). It records what the code draws — filled and stroked paths,
/// rectangles and ellipses, images, transforms, clips, saved and restored states — and the renderer
/// replays the record into a SwiftUI `GraphicsContext`, whose drawing the engine rasterizes.
/// Drawing it cannot replay (another view's hierarchy, a layer) is listed in `undrawn` for the
/// render note of the image it makes.
@preconcurrency @MainActor
public final class CGContext {
    /// The drawing state that `saveGState` and `restoreGState` keep (the transform and clip are
    /// kept by the replayed `GraphicsContext`).
    struct State {
        var fill = Color.black
        var stroke = Color.black
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var dash: [CGFloat] = []
        var dashPhase: CGFloat = 0
        var alpha: CGFloat = 1
        var blendMode = GraphicsContext.BlendMode.normal
    }

    /// Where the replay is: the SwiftUI context and the contexts saved by `saveGState`.
    struct Replay {
        var context: GraphicsContext
        var saved: [GraphicsContext] = []
    }

    private(set) var operations: [(inout Replay) -> Void] = []
    /// The pixels of a bitmap context (`init(data:width:height:…)`); nil for an image renderer's.
    var bitmap: BitmapBacking?
    /// What was drawn that a render cannot draw, for the render note.
    private(set) var undrawn: [String] = []
    private(set) var state = State()
    private var savedStates: [State] = []
    /// The path being built for `fillPath`/`strokePath`.
    private var currentPath = Path()

    /// How images are scaled when drawn (kept; images are drawn with the engine's filtering).
    public var interpolationQuality = CGInterpolationQuality.default

    init() {}

    // MARK: State

    public func saveGState() {
        savedStates.append(state)
        operations.append { $0.saved.append($0.context) }
    }

    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        operations.append { replay in
            if let context = replay.saved.popLast() { replay.context = context }
        }
    }

    public func setFillColor(_ color: CGColor) { state.fill = color.color }
    public func setStrokeColor(_ color: CGColor) { state.stroke = color.color }
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { state.dash = lengths; state.dashPhase = phase }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    // MARK: Transform and clip

    public func translateBy(x: CGFloat, y: CGFloat) { operations.append { $0.context.translateBy(x: x, y: y) } }
    public func scaleBy(x: CGFloat, y: CGFloat) { operations.append { $0.context.scaleBy(x: x, y: y) } }
    /// Rotates by `angle` radians.
    public func rotate(by angle: CGFloat) { operations.append { $0.context.rotate(by: .radians(Double(angle))) } }
    public func concatenate(_ transform: CGAffineTransform) { operations.append { $0.context.concatenate(transform) } }

    /// Clips to `rect`.
    public func clip(to rect: CGRect) { clip(to: Path(rect), evenOdd: false) }

    /// Clips to the current path, which it empties.
    public func clip(using rule: CGPathFillRule = .winding) {
        clip(to: currentPath, evenOdd: rule == .evenOdd)
        currentPath = Path()
    }

    func clip(to path: Path, evenOdd: Bool) {
        operations.append { $0.context.clip(to: path, style: FillStyle(eoFill: evenOdd)) }
    }

    // MARK: The current path

    public func beginPath() { currentPath = Path() }
    public func move(to point: CGPoint) { currentPath.move(to: point) }
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point) }
    public func addLines(between points: [CGPoint]) { currentPath.addLines(points) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { currentPath.addQuadCurve(to: end, control: control) }
    /// An arc of `radius` around `center` from `startAngle` to `endAngle` (radians).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                           endAngle: .radians(Double(endAngle)), clockwise: clockwise)
    }
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect) }
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects) }
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect) }
    public func addPath(_ path: CGPath) { currentPath.addPath(path.path) }
    /// A copy of the current path; nil when it is empty.
    public var path: CGPath? { currentPath.isEmpty ? nil : currentPath.cgPath }
    public func closePath() { currentPath.closeSubpath() }
    public var isPathEmpty: Bool { currentPath.isEmpty }
    public var boundingBoxOfPath: CGRect { currentPath.boundingRect }

    /// Fills the current path with the fill colour, and empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fill(currentPath, evenOdd: rule == .evenOdd)
        currentPath = Path()
    }

    /// Strokes the current path with the stroke colour and line, and empties it.
    public func strokePath() {
        stroke(currentPath)
        currentPath = Path()
    }

    /// Fills and/or strokes the current path, and empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill, .eoFill: fill(currentPath, evenOdd: mode == .eoFill)
        case .stroke: stroke(currentPath)
        case .fillStroke, .eoFillStroke:
            fill(currentPath, evenOdd: mode == .eoFillStroke)
            stroke(currentPath)
        }
        currentPath = Path()
    }

    // MARK: Shapes

    public func fill(_ rect: CGRect) { fill(Path(rect), evenOdd: false) }
    public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }
    public func fillEllipse(in rect: CGRect) { fill(Path(ellipseIn: rect), evenOdd: false) }
    public func stroke(_ rect: CGRect) { stroke(Path(rect)) }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let lineWidth = state.lineWidth
        state.lineWidth = width
        stroke(Path(rect))
        state.lineWidth = lineWidth
    }
    public func strokeEllipse(in rect: CGRect) { stroke(Path(ellipseIn: rect)) }
    public func strokeLineSegments(between points: [CGPoint]) {
        var path = Path()
        for pair in stride(from: 0, to: points.count - 1, by: 2) {
            path.move(to: points[pair]); path.addLine(to: points[pair + 1])
        }
        stroke(path)
    }

    /// Clears `rect` to transparent.
    public func clear(_ rect: CGRect) {
        recordPainting { replay in
            var context = replay.context
            context.blendMode = .clear
            context.fill(Path(rect), with: .color(.black))
        }
    }

    // MARK: Drawing (for UIKit's drawing methods)

    /// Fills `path` with the fill colour (or `color`) at the state's alpha and blend mode.
    func fill(_ path: Path, evenOdd: Bool, color: Color? = nil, alpha: CGFloat = 1, blendMode: CGBlendMode? = nil) {
        let paint = (color ?? state.fill).opacity(Double(state.alpha * alpha)), mode = blendMode ?? state.blendMode
        recordPainting { replay in
            var context = replay.context
            context.blendMode = mode
            context.fill(path, with: .color(paint), style: FillStyle(eoFill: evenOdd))
        }
    }

    /// Strokes `path` with the stroke colour (or `color`) and the state's line (or `line`).
    func stroke(_ path: Path, color: Color? = nil, alpha: CGFloat = 1, line: StrokeStyle? = nil, blendMode: CGBlendMode? = nil) {
        let paint = (color ?? state.stroke).opacity(Double(state.alpha * alpha)), mode = blendMode ?? state.blendMode
        let style = line ?? StrokeStyle(lineWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
                                        miterLimit: state.miterLimit, dash: state.dash, dashPhase: state.dashPhase)
        recordPainting { replay in
            var context = replay.context
            context.blendMode = mode
            context.stroke(path, with: .color(paint), style: style)
        }
    }

    /// Draws `image` stretched into `rect`.
    func draw(_ image: UIImage, in rect: CGRect, alpha: CGFloat = 1, blendMode: CGBlendMode? = nil) {
        let opacity = Double(state.alpha * alpha), mode = blendMode ?? state.blendMode
        let drawn = Image(uiImage: image).resizable()
        recordDrawing(opacity: opacity, blendMode: mode) { $0.draw(drawn, in: rect) }
    }

    /// Draws `text` on one line from `point` (its top-leading corner).
    func draw(_ text: Text, at point: CGPoint) {
        recordDrawing(opacity: Double(state.alpha), blendMode: state.blendMode) { $0.draw(text, at: point, anchor: .topLeading) }
    }

    /// Draws `text` wrapped to `rect`'s width from its top-leading corner.
    func draw(_ text: Text, in rect: CGRect) {
        recordDrawing(opacity: Double(state.alpha), blendMode: state.blendMode) { $0.draw(text, in: rect) }
    }

    /// Records `draw`, replayed at `opacity` with `mode` in the context current at that point.
    func recordDrawing(opacity: Double, blendMode mode: CGBlendMode, _ draw: @escaping (GraphicsContext) -> Void) {
        recordPainting { replay in
            var context = replay.context
            context.opacity = opacity
            context.blendMode = mode
            draw(context)
        }
    }

    /// Records an operation that changes pixels; a bitmap context writes the caller's buffer after it
    /// (state, transform and clip changes wait for the next one).
    private func recordPainting(_ operation: @escaping (inout Replay) -> Void) {
        operations.append(operation)
        bitmapDidChange()
    }

    /// Notes drawing a render cannot replay.
    func recordUndrawn(_ what: String) {
        if !undrawn.contains(what) { undrawn.append(what) }
    }

    /// Replays the record into `context`.
    func replay(into context: GraphicsContext) {
        var replay = Replay(context: context)
        for operation in operations { operation(&replay) }
    }
}

/// Core Graphics' blend modes are SwiftUI's `GraphicsContext.BlendMode` (the same raw values).
public typealias CGBlendMode = GraphicsContext.BlendMode

/// How a context scales images (Core Graphics' `CGInterpolationQuality`).
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none = 1, low = 2, medium = 4, high = 3
}

/// What `drawPath(using:)` paints (Core Graphics' `CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}
