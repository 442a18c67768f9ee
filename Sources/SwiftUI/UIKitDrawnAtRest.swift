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
