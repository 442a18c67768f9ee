import Foundation

/// A section of a shape's outline, from fraction `startFraction` to `endFraction` of its length
/// (`Circle().trim(from: 0, to: 0.7)`). The section follows the outline's own direction: a circle's
/// starts at 3 o'clock and runs clockwise, as in SwiftUI.
public struct _TrimmedShape<Content: Shape>: Shape {
    public var shape: Content
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    /// The wrapped shape's: a trimmed circle takes the circle's square, so a ring's arc lies on its track.
    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// The wrapped shape's.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension Shape {
    /// The part of the outline between the two fractions of its length (usually stroked).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

extension Path {
    /// The part of the path between the two fractions of its length (SwiftUI's `trimmedPath`).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        trimmed(from: Double(from), to: Double(to))
    }
}
