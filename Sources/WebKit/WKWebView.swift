import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SwiftUI

/// A web view. A render has no web engine and no network: nothing loads (`isLoading` stays false,
/// no delegate method is called), JavaScript never runs, and a representable draws the web view as
/// a blank page with a render note.
open class WKWebView: UIView, _UIKitDrawnAtRest {
    /// A copy of the configuration the web view was made with.
    public let configuration: WKWebViewConfiguration
    open weak var navigationDelegate: WKNavigationDelegate?
    open weak var uiDelegate: WKUIDelegate?
    /// The web view's scroll view.
    public let scrollView = UIScrollView(frame: .zero)
    /// The URL of the last load requested.
    public private(set) var url: URL?
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var customUserAgent: String?
    open var isInspectable = false
    open var pageZoom: CGFloat = 1
    open var underPageBackgroundColor: UIColor?
    open var isFindInteractionEnabled = false

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }

    public convenience override init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }

    /// Web views are never decoded from a storyboard in a render.
    public required init?(coder: NSCoder) { return nil }

    /// The page's title: none, as nothing loads.
    open var title: String? { nil }
    open var isLoading: Bool { false }
    open var estimatedProgress: Double { 0 }
    open var canGoBack: Bool { false }
    open var canGoForward: Bool { false }
    open var hasOnlySecureContent: Bool { false }
    open var themeColor: UIColor? { nil }

    /// Asks to load `request` (nothing loads in a render); the web view keeps its URL.
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        return WKNavigation()
    }

    /// Asks to show `string` as HTML (nothing is laid out or drawn in a render).
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        url = baseURL
        return WKNavigation()
    }

    @discardableResult open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        url = URL
        return WKNavigation()
    }

    @discardableResult open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String,
                                      baseURL: URL) -> WKNavigation? {
        url = baseURL
        return WKNavigation()
    }

    @discardableResult open func reload() -> WKNavigation? { nil }
    @discardableResult open func reloadFromOrigin() -> WKNavigation? { nil }
    @discardableResult open func goBack() -> WKNavigation? { nil }
    @discardableResult open func goForward() -> WKNavigation? { nil }
    open func stopLoading() {}

    /// Runs JavaScript: a render has no JavaScript engine, so the handler gets an error at once.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, Error?) -> Void)? = nil) {
        completionHandler?(nil, WKError(.unknown))
    }

    /// Runs JavaScript: a render has no JavaScript engine, so it throws.
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any { throw WKError(.unknown) }

    /// The blank page, for this class only (a subclass of the code's own draws the placeholder).
    public var _drawingAtRest: AnyView? {
        guard type(of: self) == WKWebView.self else { return nil }
        let drawn = url.map { "a blank page stands in for \($0.absoluteString)" } ?? "a blank page is drawn"
        return AnyView(BlankWebPage(isOpaque: isOpaque)
            ._renderNote("WKWebView: web content is not loaded in a render", drawn: drawn))
    }
}

/// A web view before any content has painted: white in either colour scheme, as WebKit paints an
/// empty page; transparent when the view is not opaque, so its background colour shows.
struct BlankWebPage: View {
    let isOpaque: Bool

    var body: some View {
        isOpaque ? Color.white : Color.clear
    }
}
