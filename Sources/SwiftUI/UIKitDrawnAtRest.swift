import Foundation
import MockupUI

/// A UIKit view or view controller class of a framework module beside SwiftUI (AVKit's player
/// controller, WebKit's web view, MapKit's map view) that draws what it shows at rest: a
/// representable making one draws this instead of its placeholder (`UIKitViewDrawing`,
/// `UIKitRepresentedViewController`). Not Apple API, hence the underscore.
@MainActor @preconcurrency
public protocol _UIKitDrawnAtRest: AnyObject {
    /// The drawing at rest; nil for a subclass the code declares itself, which may draw anything —
    /// but a control's (a slider, switch, stepper, progress bar, spinner, picker, date picker, colour
    /// well, calendar) draws as its UIKit class, its own `draw(_:)` above, as a label's does.
    var _drawingAtRest: AnyView? { get }
}

extension UIViewController {
    /// What the controller draws as a container's child (a tab, a page) or in a representable: its own
    /// drawing at rest, or the views of a plain controller or of a controller class of the code
    /// (`_RenderedCodeClasses`) once it has appeared; nil for other framework controllers, for one
    /// standing in for a storyboard's, and for one whose outlets are not connected (its scene is in
    /// an Interface Builder file a render does not read).
    var drawingAsChild: AnyView? {
        if let drawn = self as? _UIKitDrawnAtRest { return drawn._drawingAtRest }
        guard hasAppeared || drawsItsViews else { return nil }
        return drawingOfItsViews()
    }

    /// What the controller draws as a whole screen (a UIKit `#Preview`): a controller drawn as its
    /// views has them fill a window of the screen's size, under the status bar and the home
    /// indicator, so that its safe-area guides are the screen's; one that draws at rest (a
    /// navigation or tab bar controller) lays its bars out in the safe area itself.
    var drawingAsScreen: AnyView? {
        guard !(self is _UIKitDrawnAtRest) else { return drawingAsChild }
        guard hasAppeared || drawsItsViews else { return nil }
        if !isViewLoaded {
            let window = UIWindow(frame: UIScreen.main.bounds)
            loadViewIfNeeded()
            view.frame = window.bounds
            window.addSubview(view)
            screenWindow = window
        }
        return drawingOfItsViews().map { AnyView($0.ignoresSafeArea()) }
    }

    /// The controller's views once it has appeared.
    private func drawingOfItsViews() -> AnyView? {
        appearOnce()
        return UIKitViewDrawing.drawing(of: view)
    }

    /// Whether the controller is drawn as its views: a plain one or one of the code's, decided
    /// before its view loads (its outlets are then as an Interface Builder file would leave them).
    private var drawsItsViews: Bool {
        _RenderedCodeClasses.isDrawn(type(of: self), as: UIViewController.self) && !standsInForInterfaceBuilder && !hasUnconnectedOutlets
    }

    /// Whether a stored property of a class of the code holds no view, controller or constraint
    /// yet: an `@IBOutlet` (`var title: UILabel!`) an Interface Builder file would connect, which
    /// the controller's code may force-unwrap once its view loads. Lazy properties not yet made do
    /// not count.
    private var hasUnconnectedOutlets: Bool {
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror, let subject = current.subjectType as? AnyClass, _RenderedCodeClasses.declares(subject) {
            if current.children.contains(where: { child in
                !(child.label ?? "").hasPrefix("$__lazy_storage_$_") && (child.value as? any _OutletSlot)?.isUnconnected == true
            }) { return true }
            mirror = current.superclassMirror
        }
        return false
    }

    /// Loads the view and runs what UIKit runs before a controller is first on screen, once:
    /// `viewWillAppear`, the layout callbacks and `viewDidAppear`.
    private func appearOnce() {
        guard !hasAppeared else { return }
        hasAppeared = true
        loadViewIfNeeded()
        viewWillAppear(false)
        viewWillLayoutSubviews()
        view.layoutSubviews()
        viewDidLayoutSubviews()
        viewDidAppear(false)
    }
}

/// An optional that may be an outlet: of a view, a controller or a constraint type.
private protocol _OutletSlot { var isUnconnected: Bool { get } }

extension Optional: _OutletSlot {
    var isUnconnected: Bool {
        guard case .none = self else { return false }
        return Wrapped.self is UIView.Type || Wrapped.self is UIViewController.Type || Wrapped.self is NSLayoutConstraint.Type
    }
}
