import MockupUI

/// Core Graphics' fill rule for the `CGPath` boolean operations.
public enum CGPathFillRule: Int, Hashable, Sendable {
    case winding = 0
    case evenOdd = 1

    var isEvenOdd: Bool { self == .evenOdd }
}

// Core Graphics' path boolean operations (iOS 16), each the SwiftUI `Path` method with the same
// meaning. Core Graphics' default rule is `.winding`.
extension CGPath {
    /// The region filled by this path or `other`.
    public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.union(other.path, eoFill: rule.isEvenOdd))
    }

    /// The region filled by both this path and `other`.
    public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.intersection(other.path, eoFill: rule.isEvenOdd))
    }

    /// The region filled by this path and not by `other`.
    public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.subtracting(other.path, eoFill: rule.isEvenOdd))
    }

    /// The region filled by exactly one of this path and `other`.
    public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.symmetricDifference(other.path, eoFill: rule.isEvenOdd))
    }

    /// This path's line inside the region `other` fills.
    public func lineIntersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.lineIntersection(other.path, eoFill: rule.isEvenOdd))
    }

    /// This path's line outside the region `other` fills.
    public func lineSubtraction(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.lineSubtraction(other.path, eoFill: rule.isEvenOdd))
    }

    /// A copy without self-intersections that fills the same under either rule.
    public func normalized(using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.normalized(eoFill: rule.isEvenOdd))
    }
}
