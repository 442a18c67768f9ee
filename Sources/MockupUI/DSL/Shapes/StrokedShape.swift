import Foundation

/// A shape's outline stroked with a style, itself a shape: what `stroke(style:)` and
/// `stroke(lineWidth:)` return, so `Circle().stroke(lineWidth: 4).fill(gradient)` paints the ring
/// with the gradient. Its path is the stroke's outline; drawn, it is the inner shape stroked, so a
/// built-in shape keeps its exact outline and layout.
public struct _StrokedShape<S: Shape>: Shape {
    public var shape: S
    public var style: StrokeStyle

    public init(shape: S, style: StrokeStyle) {
        self.shape = shape; self.style = style
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }

    /// The wrapped shape's.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension Shape {
    /// The outline stroked with `style`, as a shape (filled with the foreground style as a view).
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }

    /// The outline stroked `lineWidth` wide, as a shape.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
}

/// A stroked shape seen through `any Shape`: draws its inner shape stroked with a style.
@MainActor protocol StrokedShapeDrawing {
    func strokeNodes<Style: ShapeStyle>(paintedWith style: Style, in environment: EnvironmentValues) -> [ViewNode]
}

extension _StrokedShape: StrokedShapeDrawing {
    func strokeNodes<Style: ShapeStyle>(paintedWith paint: Style, in environment: EnvironmentValues) -> [ViewNode] {
        _ShapeView(shape: shape, style: paint, drawing: .stroke(style)).resolveNodes(in: environment)
    }
}
