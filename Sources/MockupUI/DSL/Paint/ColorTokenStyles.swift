import Foundation

// Lenient overloads for colour tokens named with a leading dot.
//
// Guides declare `extension Color { static let brandText = … }` and then write
// `.foregroundStyle(.brandText)`. SwiftUI rejects that: the parameter is a generic `S: ShapeStyle`,
// and a leading dot on a generic protocol parameter only finds `extension ShapeStyle where Self == …`
// members (SE-0299), never members of `Color` itself. Mockup accepts it through these concrete-`Color`
// overloads, each disfavoured (so code SwiftUI accepts still picks the generic form:
// `.foregroundStyle(.secondary)` stays the hierarchical style) and deprecated, so the compiler warns
// that the same line does not compile with Apple's SwiftUI. docs/API-SHIMS.md §2 lists them.

extension View {
    /// `foregroundStyle(_:)` with a `Color` token named by a leading dot (a Mockup leniency).
    @_disfavoredOverload @available(*, deprecated, message: "SwiftUI does not find Color members through a leading dot here; write Color.<name>")
    public func foregroundStyle(_ style: Color) -> some View {
        foregroundStyle(AnyShapeStyle(style))
    }

    /// `foregroundStyle(_:_:)` with `Color` tokens named by a leading dot (a Mockup leniency).
    @_disfavoredOverload @available(*, deprecated, message: "SwiftUI does not find Color members through a leading dot here; write Color.<name>")
    public func foregroundStyle(_ primary: Color, _ secondary: Color) -> some View {
        foregroundStyle(AnyShapeStyle(primary), AnyShapeStyle(secondary))
    }

    /// `foregroundStyle(_:_:_:)` with `Color` tokens named by a leading dot (a Mockup leniency).
    @_disfavoredOverload @available(*, deprecated, message: "SwiftUI does not find Color members through a leading dot here; write Color.<name>")
    public func foregroundStyle(_ primary: Color, _ secondary: Color, _ tertiary: Color) -> some View {
        foregroundStyle(AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary))
    }

    /// `background(_:ignoresSafeAreaEdges:)` with a `Color` token named by a leading dot (a Mockup leniency).
    @_disfavoredOverload @available(*, deprecated, message: "SwiftUI does not find Color members through a leading dot here; write Color.<name>")
    public func background(_ style: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(AnyShapeStyle(style), ignoresSafeAreaEdges: edges)
    }

    /// `background(_:in:fillStyle:)` with a `Color` token named by a leading dot (a Mockup leniency).
    @_disfavoredOverload @available(*, deprecated, message: "SwiftUI does not find Color members through a leading dot here; write Color.<name>")
    public func background<T: Shape>(_ style: Color, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(AnyShapeStyle(style), in: shape, fillStyle: fillStyle)
    }

    /// `overlay(_:ignoresSafeAreaEdges:)` with a `Color` token named by a leading dot (a Mockup leniency).
    @_disfavoredOverload @available(*, deprecated, message: "SwiftUI does not find Color members through a leading dot here; write Color.<name>")
    public func overlay(_ style: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(AnyShapeStyle(style), ignoresSafeAreaEdges: edges)
    }

    /// `overlay(_:in:fillStyle:)` with a `Color` token named by a leading dot (a Mockup leniency).
    @_disfavoredOverload @available(*, deprecated, message: "SwiftUI does not find Color members through a leading dot here; write Color.<name>")
    public func overlay<T: Shape>(_ style: Color, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(AnyShapeStyle(style), in: shape, fillStyle: fillStyle)
    }

    /// `border(_:width:)` with a `Color` token named by a leading dot (a Mockup leniency).
    @_disfavoredOverload @available(*, deprecated, message: "SwiftUI does not find Color members through a leading dot here; write Color.<name>")
    public func border(_ content: Color, width: CGFloat = 1) -> some View {
        border(AnyShapeStyle(content), width: width)
    }

    /// `toolbarBackground(_:for:)` with a `Color` token named by a leading dot (a Mockup leniency).
    @_disfavoredOverload @available(*, deprecated, message: "SwiftUI does not find Color members through a leading dot here; write Color.<name>")
    public func toolbarBackground(_ style: Color, for bars: ToolbarPlacement...) -> some View {
        toolbarBackground(AnyShapeStyle(style), bars: bars)
    }

    /// `presentationBackground(_:)` with a `Color` token named by a leading dot (a Mockup leniency).
    @_disfavoredOverload @available(*, deprecated, message: "SwiftUI does not find Color members through a leading dot here; write Color.<name>")
    public func presentationBackground(_ style: Color) -> some View {
        presentationBackground(AnyShapeStyle(style))
    }
}

extension Text {
    /// `Text.foregroundStyle(_:)` with a `Color` token named by a leading dot (a Mockup leniency).
    @_disfavoredOverload @available(*, deprecated, message: "SwiftUI does not find Color members through a leading dot here; write Color.<name>")
    public func foregroundStyle(_ style: Color) -> Text {
        foregroundStyle(AnyShapeStyle(style))
    }
}

extension Shape {
    /// `fill(_:style:)` with a `Color` token named by a leading dot (a Mockup leniency).
    @_disfavoredOverload @available(*, deprecated, message: "SwiftUI does not find Color members through a leading dot here; write Color.<name>")
    public func fill(_ content: Color, style: FillStyle = FillStyle()) -> some View {
        fill(AnyShapeStyle(content), style: style)
    }

    /// `stroke(_:style:)` with a `Color` token named by a leading dot (a Mockup leniency).
    @_disfavoredOverload @available(*, deprecated, message: "SwiftUI does not find Color members through a leading dot here; write Color.<name>")
    public func stroke(_ content: Color, style: StrokeStyle) -> some View {
        stroke(AnyShapeStyle(content), style: style)
    }

    /// `stroke(_:lineWidth:)` with a `Color` token named by a leading dot (a Mockup leniency).
    @_disfavoredOverload @available(*, deprecated, message: "SwiftUI does not find Color members through a leading dot here; write Color.<name>")
    public func stroke(_ content: Color, lineWidth: CGFloat = 1) -> some View {
        stroke(AnyShapeStyle(content), lineWidth: lineWidth)
    }
}

extension InsettableShape {
    /// `strokeBorder(_:style:antialiased:)` with a `Color` token named by a leading dot (a Mockup leniency).
    @_disfavoredOverload @available(*, deprecated, message: "SwiftUI does not find Color members through a leading dot here; write Color.<name>")
    public func strokeBorder(_ content: Color, style: StrokeStyle, antialiased: Bool = true) -> some View {
        strokeBorder(AnyShapeStyle(content), style: style, antialiased: antialiased)
    }

    /// `strokeBorder(_:lineWidth:antialiased:)` with a `Color` token named by a leading dot (a Mockup leniency).
    @_disfavoredOverload @available(*, deprecated, message: "SwiftUI does not find Color members through a leading dot here; write Color.<name>")
    public func strokeBorder(_ content: Color, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(AnyShapeStyle(content), lineWidth: lineWidth, antialiased: antialiased)
    }
}
