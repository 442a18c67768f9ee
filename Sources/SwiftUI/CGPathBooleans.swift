import MockupUI

/// Core Graphics' fill rule for the `CGPath` boolean operations.
public enum CGPathFillRule: Int, Hashable, Sendable {
    case winding = 0
    case evenOdd = 1

    var isEvenOdd: Bool { self == .evenOdd }
}

// Core Graphics' path boolean operations (iOS 16); `CGPath` is `Path` here, so each is the SwiftUI
// method with the same meaning. `using:` has no default: a call without it is SwiftUI's method,
// whose default (non-zero) is Core Graphics' `.winding` too — except `normalized()`, where SwiftUI's
// default is even-odd.
extension Path {
    /// The region filled by this path or `other`.
    public func union(_ other: CGPath, using rule: CGPathFillRule) -> CGPath {
        union(other, eoFill: rule.isEvenOdd)
    }

    /// The region filled by both this path and `other`.
    public func intersection(_ other: CGPath, using rule: CGPathFillRule) -> CGPath {
        intersection(other, eoFill: rule.isEvenOdd)
    }

    /// The region filled by this path and not by `other`.
    public func subtracting(_ other: CGPath, using rule: CGPathFillRule) -> CGPath {
        subtracting(other, eoFill: rule.isEvenOdd)
    }

    /// The region filled by exactly one of this path and `other`.
    public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule) -> CGPath {
        symmetricDifference(other, eoFill: rule.isEvenOdd)
    }

    /// This path's line inside the region `other` fills.
    public func lineIntersection(_ other: CGPath, using rule: CGPathFillRule) -> CGPath {
        lineIntersection(other, eoFill: rule.isEvenOdd)
    }

    /// This path's line outside the region `other` fills.
    public func lineSubtraction(_ other: CGPath, using rule: CGPathFillRule) -> CGPath {
        lineSubtraction(other, eoFill: rule.isEvenOdd)
    }

    /// A copy without self-intersections that fills the same under either rule.
    public func normalized(using rule: CGPathFillRule) -> CGPath {
        normalized(eoFill: rule.isEvenOdd)
    }
}
