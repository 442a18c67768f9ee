import Foundation
import MockupUI

/// UIKit's colour well (iOS 14). In a representable it draws at rest as SwiftUI's `ColorPicker`
/// swatch (the rainbow ring around the selected colour) without a label; nobody picks a colour in a
/// render, so `selectedColor` stays as the code set it.
@preconcurrency @MainActor
open class UIColorWell: UIControl, _UIKitDrawnAtRest {
    open override class func appearance() -> Self { appearanceProxy(UIColorWell(frame: .zero)) }
    open var selectedColor: UIColor?
    open var supportsAlpha = true
    /// The title of the picker the well would present.
    open var title: String?

    public var _drawingAtRest: AnyView? {
        guard _RenderedCodeClasses.isDrawn(type(of: self), as: UIColorWell.self) else { return nil }
        let color = Color(uiColor: selectedColor ?? .clear)
        return AnyView(ColorPicker(title ?? "", selection: .constant(color), supportsOpacity: supportsAlpha)
            .labelsHidden()
            .frame(maxWidth: .infinity, maxHeight: .infinity))
    }
}

/// UIKit's colour picker sheet (iOS 14), as code presents it or wraps it in a representable. A
/// render shows no sheet: the controller holds its colour and options, and the delegate is never told
/// of a pick.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    open var selectedColor = UIColor.white
    open var supportsAlpha = true
    open weak var delegate: UIColorPickerViewControllerDelegate?
}

/// Told when the user picks a colour or closes the picker (never, in a render).
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: AnyObject {
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
