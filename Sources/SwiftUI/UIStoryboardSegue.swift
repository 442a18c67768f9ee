import Foundation

/// UIKit's storyboard segue: a transition between two controllers a storyboard declares. A render
/// follows no segue (nobody taps, and it reads no storyboard), so `performSegue` does nothing; the
/// types and overrides compile.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    open func perform() {}
}
