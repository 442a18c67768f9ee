import Foundation

/// A shape rotated about an anchor of its frame (`shape.rotation(.degrees(-90))`).
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape; self.angle = angle; self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(rotationAngle: angle.radians).about(anchor, in: rect))
    }

    /// The wrapped shape's (moving the outline within the frame does not resize it).
    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// The wrapped shape's.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

/// A shape scaled about an anchor of its frame (`shape.scale(0.8)`).
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape; self.scale = scale; self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor, in: rect))
    }

    /// The wrapped shape's (moving the outline within the frame does not resize it).
    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// The wrapped shape's.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension CGAffineTransform {
    /// This transform applied about the point at `anchor` of `rect` instead of the origin.
    func about(_ anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
        let x = rect.minX + rect.width * anchor.x, y = rect.minY + rect.height * anchor.y
        return CGAffineTransform(translationX: -x, y: -y).concatenating(self).concatenating(CGAffineTransform(translationX: x, y: y))
    }
}

/// A shape moved by an offset within its frame (`shape.offset(x: 4)`).
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) { self.shape = shape; self.offset = offset }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(translationX: offset.width, y: offset.height))
    }

    /// The wrapped shape's (moving the outline within the frame does not resize it).
    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// The wrapped shape's.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, rotated the same way.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, moved the same way.
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape mapped by an affine transform (`shape.transform(t)`).
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) { self.shape = shape; self.transform = transform }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }

    /// The wrapped shape's.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension Shape {
    /// The shape rotated by `angle` about `anchor` (its frame is unchanged).
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled uniformly about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// The shape moved by `offset` (its frame is unchanged).
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// The shape moved by `x` and `y` (its frame is unchanged).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape mapped by `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// The shape built in a rect of `size` at its frame's origin, whatever the frame's size (iOS 17).
    public func size(_ size: CGSize) -> SizedShape<Self> { SizedShape(shape: self, size: size) }

    /// The shape built in a `width` × `height` rect at its frame's origin (iOS 17).
    public func size(width: CGFloat, height: CGFloat) -> SizedShape<Self> {
        size(CGSize(width: width, height: height))
    }
}

/// A shape built at a fixed size (`shape.size(width:height:)`), from its frame's origin.
public struct SizedShape<Content: Shape>: Shape {
    public var shape: Content
    public var size: CGSize

    public func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }

    /// The wrapped shape's.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}
