import Foundation
import MockupRaster

/// Shapes, colours and gradients (LAYOUT-SPEC §7.1): they take the proposal, 10 for an unspecified
/// axis; a `Circle` takes the largest square that fits.
struct ShapeLayout: LeafLayout {
    let isCircle: Bool

    func sizeThatFits(_ p: LayoutProposal) -> Size {
        let w = p.width ?? LayoutDefaults.unspecifiedShapeLength
        let h = p.height ?? LayoutDefaults.unspecifiedShapeLength
        guard isCircle else { return Size(w, h) }
        let side = min(w, h)
        return Size(side, side)
    }
}

extension NodeKind { public static let shape = NodeKind("shape") }

/// A shape view: `Rectangle()`, `Circle().fill(...)`, `Color.red`, a gradient as a view, `Path {}`.
struct ShapeNode: ViewPrimitive, NodeDrawing {
    let shape: ResolvedShape

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        LayoutBox(kind: .shape, detail: shape.kind.layoutName, drawing: self,
                  behavior: ShapeLayout(isCircle: shape.kind == .circle), spacing: .generic)
    }

    func displayItems(for node: LayoutTree.Node, children: [[DisplayItem]]) -> [DisplayItem] {
        [.shape(DisplayShape(shape: shape, frame: node.displayFrame))]
    }
}

extension ViewNode {
    /// A shape view.
    public static func shape(_ shape: ResolvedShape) -> ViewNode { ViewNode(ShapeNode(shape: shape)) }
}

/// SwiftUI's `Path` is MockupRaster's path, extended with SwiftUI's building API below.
public typealias Path = MockupRaster.Path

/// A 2-D shape; as a view it is filled with the foreground style.
public protocol Shape: Animatable, View, Sendable {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
    /// The size the shape takes for `proposal` (iOS 16); by default the proposal, 10 for an
    /// unspecified dimension.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// The layout direction the shape's path is mirrored in (iOS 17): by default `.mirrors`, its
    /// path flipped horizontally in its frame in a right-to-left layout; the built-in shapes are
    /// `.fixed` (LAYOUT-SPEC §6.8).
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

extension Shape {
    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// `.mirrors`, as SwiftUI's default for apps deployed on iOS 17 and later.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}

extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(evenOdd: false))
    }
}

/// A shape that can be inset, so it can be stroked inside its bounds (`strokeBorder`).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape the renderer knows by kind (and so draws exactly, e.g. continuous corners): the
/// built-in shapes. Not meant for conformance outside MockupUI.
public protocol _BuiltInShape: Shape {
    var _kind: ShapeKind { get }
    /// How far the shape is inset from its frame on every side.
    var _insetAmount: Double { get }
}

/// How a shape view paints its shape.
enum ShapePainting: Hashable, Sendable {
    case fill(evenOdd: Bool)
    case stroke(StrokeStyle)
    case strokeBorder(StrokeStyle)
}

/// A shape painted with a style: what `.fill`, `.stroke` and `.strokeBorder` return.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView, PrimitiveView {
    public typealias Body = Never
    public let shape: Content
    let style: Style
    let drawing: ShapePainting

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        if case .fill(evenOdd: false) = drawing, let stroked = shape as? any StrokedShapeDrawing {
            return stroked.strokeNodes(paintedWith: style, in: environment)
        }
        let paint = style.resolvePaint(in: environment)
        let shapeDrawing: ShapeDrawing
        switch drawing {
        case .fill(let evenOdd): shapeDrawing = .fill(paint, evenOdd: evenOdd)
        case .stroke(let style): shapeDrawing = .stroke(paint, style.parameters)
        case .strokeBorder(let style): shapeDrawing = .strokeBorder(paint, style.parameters)
        }
        let shape = self.shape.resolvingEnvironmentShape(in: environment)
        let mirrored = shape.layoutDirectionBehavior.isMirrored(in: environment.layoutDirection)
        let node: ViewNode
        if let builtIn = shape as? any _BuiltInShape, !mirrored {
            node = .shape(ResolvedShape(kind: builtIn._kind, drawing: shapeDrawing, inset: builtIn._insetAmount))
        } else {
            // A custom shape's outline depends on its size: it is built once layout knows the size
            // (a container-relative shape's on its place in its container too), mirrored in its
            // frame when its layout direction behavior says so.
            // Its `strokeBorder` strokes the shape inset by half the line width, as SwiftUI defines it.
            node = .customShape(sizing: { shape.sizeThatFits($0) }, path: .placed { geometry in
                let shape = (shape as? ContainerRelativeOutline)?.placed(in: geometry) ?? shape
                let size = geometry.frame.size
                let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
                func drawn(_ path: Path) -> Path { mirrored ? path.mirroredHorizontally(in: bounds) : path }
                if case .strokeBorder(let stroke) = drawing, let insettable = shape as? any InsettableShape {
                    let path = drawn(insettable.insetPath(by: stroke.lineWidth / 2, in: bounds))
                    return .shape(ResolvedShape(kind: .path(path), drawing: .stroke(paint, stroke.parameters)))
                }
                return .shape(ResolvedShape(kind: .path(drawn(shape.path(in: bounds))), drawing: shapeDrawing))
            })
        }
        let shadowed = style is ForegroundStyle ? environment.withForegroundShadow(node)
            : style.applyingEffects(to: node, in: environment)
        let backed = style._backdropBlur.map { ViewNode.effect(.backdropBlur(radius: $0), child: shadowed) } ?? shadowed
        return [style._renderNote.map { .unsupported(feature: $0, child: backed) } ?? backed]
    }
}

/// Line width, caps, joins and dashes of a stroke.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }

    var parameters: StrokeOptions {
        StrokeOptions(lineWidth: Double(lineWidth), lineCap: lineCap, lineJoin: lineJoin,
                         miterLimit: Double(miterLimit), dash: dash.map(Double.init), dashPhase: Double(dashPhase))
    }
}

extension StrokeStyle: Animatable {
    /// The line width, miter limit and dash phase (the values that vary continuously).
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set { lineWidth = newValue.first; miterLimit = newValue.second.first; dashPhase = newValue.second.second }
    }
}

/// Core Graphics' line cap names.
public typealias CGLineCap = StrokeOptions.LineCap
/// Core Graphics' line join names.
public typealias CGLineJoin = StrokeOptions.LineJoin

/// The fill rule of `.fill(style:)`.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill; isAntialiased = antialiased
    }
}

extension Shape {
    /// The shape filled with `content` (the foreground style by default).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .fill(evenOdd: style.isEOFilled))
    }

    /// The outline stroked with `content`, centred on the path (always antialiased here).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .stroke(style))
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension InsettableShape {
    /// The outline of the shape inset by `amount` in `rect`.
    func insetPath(by amount: CGFloat, in rect: CGRect) -> Path { inset(by: amount).path(in: rect) }

    /// The outline stroked with `content`, entirely inside the shape's bounds.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                            antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .strokeBorder(style))
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> _ShapeView<Self, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}
