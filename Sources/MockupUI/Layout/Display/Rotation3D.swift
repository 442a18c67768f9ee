import Foundation
import MockupRaster

/// A `rotation3DEffect` in absolute points, and the projection SwiftUI draws it with.
public struct Rotation3D: Hashable, Sendable {
    public var radians: Double
    public var axis: Vector3
    /// The point turned about, and its depth (`anchorZ`, towards the viewer).
    public var anchor: Point
    public var anchorZ: Double
    /// How far the viewer is from the view's plane: the view's longer side over `perspective`
    /// (infinite for `perspective: 0`, an orthographic projection).
    public var distance: Double

    public init(radians: Double, axis: Vector3, anchor: Point, anchorZ: Double = 0, distance: Double) {
        self.radians = radians; self.axis = axis; self.anchor = anchor; self.anchorZ = anchorZ; self.distance = distance
    }

    /// SwiftUI's transform, in Core Animation's terms (row vectors, x right, y down, z towards the
    /// viewer): move the anchor to the origin, rotate (`CATransform3DMakeRotation`), project with
    /// `m34 = −1 / distance`, move back; the z row and column are then dropped, as
    /// `ProjectionTransform(CATransform3D)` does. The vanishing point is the anchor. A zero or
    /// non-finite axis is the identity.
    public var projection: Homography {
        guard let n = axis.normalized else { return .identity }
        let c = cos(radians), s = sin(radians), t = 1 - c
        let r11 = t * n.x * n.x + c, r12 = t * n.x * n.y + n.z * s, r13 = t * n.x * n.z - n.y * s
        let r21 = t * n.x * n.y - n.z * s, r22 = t * n.y * n.y + c, r23 = t * n.y * n.z + n.x * s
        let r31 = t * n.x * n.z + n.y * s, r32 = t * n.y * n.z - n.x * s, r33 = t * n.z * n.z + c
        // [X Y −anchorZ 1] · rotation · perspective, with the constant z folded into the last row.
        let z = -anchorZ, k = -1 / distance
        let turned = Homography(m11: r11, m12: r12, m13: r13 * k, m21: r21, m22: r22, m23: r23 * k,
                                m31: z * r31, m32: z * r32, m33: 1 + z * r33 * k)
        return Homography(.translation(-anchor.x, -anchor.y)).concatenating(turned)
            .concatenating(Homography(.translation(anchor.x, anchor.y)))
    }
}
