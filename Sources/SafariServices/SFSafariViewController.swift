import Foundation
import SwiftUI

/// Safari's in-app browser. Nothing loads in a render: in a representable it draws a blank page
/// with a render note, as `WKWebView` does.
open class SFSafariViewController: UIViewController, _UIKitDrawnAtRest {
    /// The page the browser opens.
    public let url: URL
    public let configuration: Configuration
    open weak var delegate: SFSafariViewControllerDelegate?
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle: DismissButtonStyle = .done

    public init(url URL: URL, configuration: Configuration = Configuration()) {
        url = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, deprecated, message: "use init(url:configuration:)")
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }

    public required init?(coder: NSCoder) { return nil }

    public var _drawingAtRest: AnyView? {
        guard type(of: self) == SFSafariViewController.self else { return nil }
        return AnyView(Color.white._renderNote("SFSafariViewController: web content is not loaded in a render",
                                               drawn: "a blank page stands in for \(url.absoluteString)"))
    }

    /// How the browser opens.
    open class Configuration {
        public init() {}
        open var entersReaderIfAvailable = false
        open var barCollapsingEnabled = true
        open var activityButton: ActivityButton?
        open var eventAttribution: AnyObject?
    }

    /// A custom activity button (a Share extension) in the toolbar.
    open class ActivityButton {
        public let templateImage: UIImage
        public let extensionIdentifier: String
        public init(templateImage: UIImage, extensionIdentifier: String) {
            self.templateImage = templateImage
            self.extensionIdentifier = extensionIdentifier
        }
    }

    /// The title of the button that closes the browser.
    public enum DismissButtonStyle: Int, Sendable {
        case done = 0, close, cancel
    }

    /// Warms the browser up for URLs the app may open (nothing to prepare in a render).
    open class func prewarmConnections(to URLs: [URL]) -> PrewarmingToken { PrewarmingToken() }

    /// Ends a prewarm.
    public final class PrewarmingToken {
        public func invalidate() {}
    }
}

/// What the browser tells its delegate (never, in a render).
@MainActor @preconcurrency
public protocol SFSafariViewControllerDelegate: AnyObject {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
    func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
    public func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController) {}
}
