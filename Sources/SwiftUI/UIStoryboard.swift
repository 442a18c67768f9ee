import Foundation

/// UIKit's storyboard: a design-time graph of view controllers in an Interface Builder file. A render
/// does not read Interface Builder files, so every controller it makes is a plain `UIViewController`
/// standing in for the file's (drawn as a placeholder, in a representable or a container); a storyboard controller of the
/// code's own class cannot be made without the file, and asking for one stops the render with a
/// message saying so.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard file's name, without its extension.
    public let name: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// The storyboard's initial view controller: a plain controller.
    open func instantiateInitialViewController() -> UIViewController? { Self.standIn() }

    /// The controller with storyboard ID `identifier`: a plain controller.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { Self.standIn() }

    /// The initial view controller, made by `creator` when given (iOS 13).
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        make(ViewController.self, identifier: nil, creator: creator)
    }

    /// The controller with storyboard ID `identifier`, made by `creator` when given (iOS 13).
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        make(ViewController.self, identifier: identifier, creator: creator)
    }

    /// A plain controller standing in for one the file describes.
    private static func standIn() -> UIViewController {
        let controller = UIViewController()
        controller.standsInForInterfaceBuilder = true
        return controller
    }

    private func make<ViewController: UIViewController>(_ type: ViewController.Type, identifier: String?,
                                                        creator: ((NSCoder) -> ViewController?)?) -> ViewController {
        if let made = creator?(NSCoder()) ?? (Self.standIn() as? ViewController) { return made }
        let scene = identifier.map { "'\($0)' of " } ?? ""
        fatalError("UIStoryboard: \(scene)storyboard '\(name)' is a \(ViewController.self), which a render cannot make "
                   + "without the storyboard file: create the controller in code, or pass a creator that does")
    }
}
