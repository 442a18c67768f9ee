import Foundation
import MockupUI

/// UIKit's stepper. In a representable it draws at rest as SwiftUI's `Stepper` control (the minus
/// and plus buttons without a label), a button dimmed at its end of the range unless `wraps`.
@preconcurrency @MainActor
open class UIStepper: UIControl, _UIKitDrawnAtRest {
    open override class func appearance() -> Self { appearanceProxy(UIStepper(frame: .zero)) }
    open var value: Double = 0 { didSet { value = min(max(value, minimumValue), maximumValue) } }
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
    open var wraps = false
    open var autorepeat = true
    open var isContinuous = true

    public var _drawingAtRest: AnyView? {
        guard _RenderedCodeClasses.isDrawn(type(of: self), as: UIStepper.self) else { return nil }
        let range = minimumValue...max(maximumValue, minimumValue)
        let stepper = wraps
            ? AnyView(Stepper("", onIncrement: {}, onDecrement: {}))
            : AnyView(Stepper("", value: .constant(value), in: range, step: stepValue))
        return AnyView(stepper.labelsHidden().disabled(!isEnabled).fixedSize())
    }
}
