import Foundation
import MockupUI

/// The view of a `UIHostingController`, as SwiftUI's `_UIHostingView`: it draws the controller's
/// root view. Its background is `.systemBackground` until code sets another, as a hosting
/// controller's view is in UIKit (apps set `.clear` to see through it).
@preconcurrency @MainActor
public final class _UIHostingView: UIView, _UIKitDrawnAtRest {
    /// The SwiftUI view drawn; the controller updates it when its `rootView` changes.
    var rootView: AnyView

    init(rootView: AnyView) {
        self.rootView = rootView
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = .systemBackground
    }

    /// Hosting views are never decoded from a storyboard in a render.
    public required init?(coder: NSCoder) { return nil }

    /// The root view centred in the hosting view's bounds, as SwiftUI lays out a hosted root.
    public var _drawingAtRest: AnyView? { AnyView(rootView.frame(maxWidth: .infinity, maxHeight: .infinity)) }
}

/// A hosting controller a `UIViewControllerRepresentable` makes draws its root view, on its view's
/// background.
extension UIHostingController: _UIKitDrawnAtRest {
    public var _drawingAtRest: AnyView? {
        guard let hostingView = view as? _UIHostingView else { return nil }
        return UIKitViewDrawing.drawing(of: hostingView)
    }
}
