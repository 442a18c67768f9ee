import Foundation
import MockupUI

/// What a UIKit `#Preview` shows (UIKit's `#Preview` forms whose body returns a `UIView` or a
/// `UIViewController`): the view drawn as a representable draws it, sized by its intrinsic length
/// where it has one and filling the canvas otherwise, or the controller as a whole screen
/// (`drawingAsScreen`); a placeholder named after the class when Mockup cannot draw it. Not Apple
/// API, hence the underscore.
public struct _UIKitPreviewContent: View {
    private enum Shown { case view(UIView), controller(UIViewController) }
    private let shown: Shown

    /// A preview of `view`.
    public init(_ view: UIView) { shown = .view(view) }
    /// A preview of `controller`.
    public init(_ controller: UIViewController) { shown = .controller(controller) }

    public var body: some View {
        switch shown {
        case .view(let view):
            if let drawing = UIKitViewDrawing.drawing(of: view) {
                let sizing = RepresentableSizing(fitting: { _ in nil },
                                                 intrinsic: (IntrinsicAxis(of: view, .horizontal), IntrinsicAxis(of: view, .vertical)))
                sizing { drawing }
            } else {
                PlatformViewPlaceholder(typeName: "\(type(of: view))", kind: "UIView")
            }
        case .controller(let controller):
            if let drawing = controller.drawingAsScreen {
                drawing
            } else {
                PlatformViewPlaceholder(typeName: "\(type(of: controller))", kind: "UIViewController")
            }
        }
    }
}
