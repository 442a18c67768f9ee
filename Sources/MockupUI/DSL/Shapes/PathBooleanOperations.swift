import Foundation
import MockupRaster

// SwiftUI's path and shape boolean operations (iOS 17), computed by MockupRaster's `PathBooleans`
// (RENDERING.md §2.5). Region results are simple polygons; line results are the clipped outline.
extension Path {
    /// The region filled by this path or `other`.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        combiningRegion(with: other, .union, fillRule: FillRule(eoFill: eoFill))
    }

    /// The region filled by both this path and `other`.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        combiningRegion(with: other, .intersection, fillRule: FillRule(eoFill: eoFill))
    }

    /// The region filled by this path and not by `other`.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        combiningRegion(with: other, .subtraction, fillRule: FillRule(eoFill: eoFill))
    }

    /// The region filled by exactly one of this path and `other`.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        combiningRegion(with: other, .symmetricDifference, fillRule: FillRule(eoFill: eoFill))
    }

    /// The parts of this path's line inside the region `other` fills (clipped subpaths are open).
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        clippingLines(to: other, .intersection, fillRule: FillRule(eoFill: eoFill))
    }

    /// The parts of this path's line outside the region `other` fills (clipped subpaths are open).
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        clippingLines(to: other, .subtraction, fillRule: FillRule(eoFill: eoFill))
    }

    /// A copy without self-intersections that fills the same under either fill rule.
    public func normalized(eoFill: Bool = true) -> Path {
        normalizedRegion(fillRule: FillRule(eoFill: eoFill))
    }
}

extension FillRule {
    init(eoFill: Bool) { self = eoFill ? .evenOdd : .nonZero }
}

/// Two shapes combined by a path boolean operation, each laid out in the same rect.
public struct CombinedShape<First: Shape, Second: Shape>: Shape {
    /// The operations `Shape` offers; each maps to the `Path` method of the same name.
    public enum Operation: Hashable, Sendable {
        case union, intersection, subtracting, symmetricDifference, lineIntersection, lineSubtraction
    }

    public var first: First
    public var second: Second
    public var operation: Operation
    public var eoFill: Bool

    public func path(in rect: CGRect) -> Path {
        let a = first.path(in: rect), b = second.path(in: rect)
        switch operation {
        case .union: return a.union(b, eoFill: eoFill)
        case .intersection: return a.intersection(b, eoFill: eoFill)
        case .subtracting: return a.subtracting(b, eoFill: eoFill)
        case .symmetricDifference: return a.symmetricDifference(b, eoFill: eoFill)
        case .lineIntersection: return a.lineIntersection(b, eoFill: eoFill)
        case .lineSubtraction: return a.lineSubtraction(b, eoFill: eoFill)
        }
    }

    /// Fixed when both shapes are (so built-in shapes combine into a fixed shape), else mirrored.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior {
        first.layoutDirectionBehavior == .fixed && second.layoutDirectionBehavior == .fixed ? .fixed : .mirrors
    }
}

extension Shape {
    /// A shape filling the region of this shape or `other`.
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .union, eoFill: eoFill)
    }

    /// A shape filling the region common to this shape and `other`.
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .intersection, eoFill: eoFill)
    }

    /// A shape filling the region of this shape outside `other`.
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .subtracting, eoFill: eoFill)
    }

    /// A shape filling the region of exactly one of this shape and `other`.
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .symmetricDifference, eoFill: eoFill)
    }

    /// A shape made of this shape's line where it lies inside `other`.
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .lineIntersection, eoFill: eoFill)
    }

    /// A shape made of this shape's line where it lies outside `other`.
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .lineSubtraction, eoFill: eoFill)
    }
}
