import Foundation

/// Core Animation's timing of a layer, an animation or an emitter cell: when it begins, how long
/// it lasts, how fast and how often it runs, and what it shows outside its active time. Held: a
/// still shows the model values at the render's fixed moment.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CAAnimation: CAMediaTiming {}
extension CALayer: CAMediaTiming {}
extension CAEmitterCell: CAMediaTiming {}
