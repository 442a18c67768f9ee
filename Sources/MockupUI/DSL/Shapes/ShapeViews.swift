import Foundation

/// A view that draws a shape (iOS 17): what `fill`, `stroke` and `strokeBorder` return, so a filled
/// shape can be stroked too (`Circle().fill(.red).stroke(.blue, lineWidth: 2)`). Each later paint
/// is drawn over the earlier ones, in the same frame.
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    /// The shape drawn.
    var shape: Content { get }
}

extension ShapeView {
    /// This drawing with the shape filled with `content` over it.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(background: self, painted: shape.fill(content, style: style))
    }

    /// This drawing with the shape's outline stroked with `content` over it, centred on the path.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(background: self, painted: shape.stroke(content, style: style))
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension ShapeView where Content: InsettableShape {
    /// This drawing with the shape's outline stroked with `content` over it, inside its bounds.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(background: self, painted: shape.strokeBorder(content, style: style))
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A shape drawing with one more paint of its shape over it (`FillShapeView`, `StrokeShapeView`,
/// `StrokeBorderShapeView`).
public struct LayeredShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    let background: Background
    let painted: _ShapeView<Content, Style>
    public var shape: Content { painted.shape }
    public var body: some View { ZStack { background; painted } }
}

/// A shape drawing with the shape filled over it.
public typealias FillShapeView<Content: Shape, Style: ShapeStyle, Background: View> = LayeredShapeView<Content, Style, Background>
/// A shape drawing with the shape's outline stroked over it.
public typealias StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View> = LayeredShapeView<Content, Style, Background>
/// A shape drawing with the shape's outline stroked inside its bounds over it.
public typealias StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View> = LayeredShapeView<Content, Style, Background>
