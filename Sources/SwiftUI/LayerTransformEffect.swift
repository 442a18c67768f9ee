import Foundation
import MockupUI

/// A layer's `transform` about its `anchorPoint` (the centre by default), as Core Animation applies
/// it to a view: drawn through the projection of the view's own size (`GeometryEffect`), a
/// perspective transform in perspective (`projectionEffect`).
struct LayerTransformEffect: GeometryEffect {
    let transform: CATransform3D
    let anchorPoint: CGPoint

    func effectValue(size: CGSize) -> ProjectionTransform {
        let x = anchorPoint.x * size.width, y = anchorPoint.y * size.height
        let aboutAnchor = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-x, -y, 0), transform),
                                              CATransform3DMakeTranslation(x, y, 0))
        return ProjectionTransform(aboutAnchor)
    }
}
