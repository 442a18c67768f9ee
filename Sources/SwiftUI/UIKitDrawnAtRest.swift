import Foundation
import MockupUI

/// A UIKit view or view controller class of a framework module beside SwiftUI (AVKit's player
/// controller, WebKit's web view, MapKit's map view) that draws what it shows at rest: a
/// representable making one draws this instead of its placeholder (`UIKitViewDrawing`,
/// `UIKitRepresentedViewController`). Not Apple API, hence the underscore.
@MainActor @preconcurrency
public protocol _UIKitDrawnAtRest: AnyObject {
    /// The drawing at rest; nil for a subclass the code declares itself, which may draw anything.
    var _drawingAtRest: AnyView? { get }
}

extension UIViewController {
    /// What the controller draws as a container's child (a tab, a page) or in a representable: its own
    /// drawing at rest, or a plain controller's views; nil for a controller class of the code's own or one
    /// standing in for a storyboard's.
    var drawingAsChild: AnyView? {
        if let drawn = self as? _UIKitDrawnAtRest { return drawn._drawingAtRest }
        guard type(of: self) == UIViewController.self, !standsInForInterfaceBuilder else { return nil }
        return UIKitViewDrawing.drawing(of: view)
    }
}
