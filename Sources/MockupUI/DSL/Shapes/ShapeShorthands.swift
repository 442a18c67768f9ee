import Foundation

// `.clipShape(.circle)`, `.background(.blue, in: .rect(cornerRadius: 12))` (iOS 17 static members).
extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension RoundedRectangle {
    /// A rounded rectangle with elliptical corners of `cornerSize` (drawn with the width as radius).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadius: cornerSize.width, style: style)
    }
}

/// The shape of the container the view is in (a widget's or a cell's corners). Outside such a
/// container — all a render has — it is a rectangle, as in SwiftUI.
public struct ContainerRelativeShape: Sendable {
    public init() {}
}

extension ContainerRelativeShape: _BuiltInShape, InsettableShape {
    public var _kind: ShapeKind { .rectangle }
}
