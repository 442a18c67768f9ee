import Foundation
import MockupRaster

/// Whether rounded corners are circular arcs or iOS's continuous (squircle) curves.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

/// A rectangle filling its frame.
public struct Rectangle: Sendable {
    public init() {}
}

/// A rectangle with rounded corners (continuous by default, as on iOS).
public struct RoundedRectangle: Sendable {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
}

/// The largest circle that fits the frame, centred.
public struct Circle: Sendable {
    public init() {}
}

/// An ellipse filling its frame.
public struct Ellipse: Sendable {
    public init() {}
}

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: Sendable {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
}

/// A built-in shape inset by an amount on every side.
public struct _InsetShape<Base: _BuiltInShape & InsettableShape>: Sendable {
    let base: Base
    let amount: Double
}

// Conformances in extensions keep the shape values nonisolated.

extension Rectangle: _BuiltInShape, InsettableShape {
    public var _kind: ShapeKind { .rectangle }
}

extension RoundedRectangle: _BuiltInShape, InsettableShape {
    public var _kind: ShapeKind {
        .roundedRectangle(cornerRadius: Double(cornerSize.width), continuous: style == .continuous)
    }
}

extension Circle: _BuiltInShape, InsettableShape {
    public var _kind: ShapeKind { .circle }

    /// The largest square the proposal holds (10 for an unspecified dimension).
    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
}

extension Ellipse: _BuiltInShape, InsettableShape {
    public var _kind: ShapeKind { .ellipse }
}

extension Capsule: _BuiltInShape, InsettableShape {
    public var _kind: ShapeKind { .capsule(continuous: style == .continuous) }
}

extension _InsetShape: _BuiltInShape, InsettableShape {
    public var _kind: ShapeKind { base._kind }
    public var _insetAmount: Double { base._insetAmount + amount }
    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + Double(amount))
    }
}

extension _BuiltInShape {
    public var _insetAmount: Double { 0 }

    public func path(in rect: CGRect) -> Path {
        let bounds = Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
                          height: Double(rect.height))
        return _kind.outline(in: bounds, inset: _insetAmount).path
    }
}

extension _BuiltInShape where Self: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Self> { _InsetShape(base: self, amount: Double(amount)) }
}
