import Foundation

// Which shapes mirror their path in a right-to-left layout (iOS 17, LAYOUT-SPEC §6.8). A shape that
// declares nothing mirrors (`Shape.layoutDirectionBehavior`'s default); the built-in shapes,
// symmetric about their vertical axis, are fixed, as SwiftUI declares them; a `Path` used as a
// shape declares nothing and mirrors; shapes wrapping another take its behavior.

extension _BuiltInShape {
    /// `.fixed`: the built-in shapes draw the same either way.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Path {
    /// `.mirrors`, the default of any shape: a path drawn as a view is mirrored in its frame in a
    /// right-to-left layout.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

    /// The path flipped horizontally about the vertical centre line of `rect`.
    func mirroredHorizontally(in rect: CGRect) -> Path {
        applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: rect.minX + rect.maxX, ty: 0))
    }
}
