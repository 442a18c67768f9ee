import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a web view is made with: preferences, scripts, message handlers, media settings. Held, not
/// applied: nothing loads in a render.
open class WKWebViewConfiguration: NSObject, @unchecked Sendable {
    open var userContentController = WKUserContentController()
    open var websiteDataStore = WKWebsiteDataStore.default()
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var applicationNameForUserAgent: String?
    open var allowsInlineMediaPlayback = false
    open var allowsAirPlayForMediaPlayback = true
    open var allowsPictureInPictureMediaPlayback = true
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var dataDetectorTypes: WKDataDetectorTypes = []
    open var suppressesIncrementalRendering = false
    open var ignoresViewportScaleLimits = false
    open var limitsNavigationsToAppBoundDomains = false
    open var upgradeKnownHostsToHTTPS = true
    private var schemeHandlers: [String: WKURLSchemeHandler] = [:]

    public override init() { super.init() }

    /// Handles loads of a custom URL scheme (never asked, in a render).
    open func setURLSchemeHandler(_ urlSchemeHandler: WKURLSchemeHandler?, forURLScheme urlScheme: String) {
        schemeHandlers[urlScheme] = urlSchemeHandler
    }
    open func urlSchemeHandler(forURLScheme urlScheme: String) -> WKURLSchemeHandler? { schemeHandlers[urlScheme] }
}

/// Media that waits for a tap before it plays.
public struct WKAudiovisualMediaTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
    public static let video = WKAudiovisualMediaTypes(rawValue: 2)
    public static let all = WKAudiovisualMediaTypes(rawValue: UInt.max)
}

/// Content a web view turns into links.
public struct WKDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
    public static let trackingNumber = WKDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = WKDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = WKDataDetectorTypes(rawValue: 1 << 6)
    public static let all = WKDataDetectorTypes(rawValue: UInt.max)
}

/// Web content preferences.
open class WKPreferences: NSObject, @unchecked Sendable {
    open var minimumFontSize: CGFloat = 0
    open var javaScriptCanOpenWindowsAutomatically = false
    open var isFraudulentWebsiteWarningEnabled = true
    open var isTextInteractionEnabled = true
    /// Whether pages run JavaScript (deprecated in iOS 14 for `WKWebpagePreferences.allowsContentJavaScript`):
    /// true, WebKit's default; no page runs in a render either way.
    open var javaScriptEnabled = true
    public override init() { super.init() }
}

/// Preferences for the pages of a navigation.
open class WKWebpagePreferences: NSObject, @unchecked Sendable {
    /// Which layout a page gets.
    public enum ContentMode: Int, Sendable { case recommended = 0, mobile, desktop }
    open var allowsContentJavaScript = true
    open var preferredContentMode: ContentMode = .recommended
    public override init() { super.init() }
}

/// Where a web view keeps cookies and caches.
open class WKWebsiteDataStore: NSObject, @unchecked Sendable {
    public let isPersistent: Bool
    private init(isPersistent: Bool) { self.isPersistent = isPersistent; super.init() }

    /// The shared persistent store.
    open class func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: true) }
    /// A store that keeps nothing.
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: false) }
}

/// Scripts a page runs and the handlers it may message. Held, never run: a render has no
/// JavaScript engine.
open class WKUserContentController: NSObject, @unchecked Sendable {
    public private(set) var userScripts: [WKUserScript] = []
    private var handlers: [String: WKScriptMessageHandler] = [:]

    public override init() { super.init() }

    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts.removeAll() }
    /// Lets page scripts post messages named `name` to `scriptMessageHandler` (none arrive in a render).
    open func add(_ scriptMessageHandler: WKScriptMessageHandler, name: String) { handlers[name] = scriptMessageHandler }
    open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
    open func removeAllScriptMessageHandlers() { handlers.removeAll() }
}

/// A script injected into pages.
open class WKUserScript: NSObject, @unchecked Sendable {
    public let source: String
    public let injectionTime: WKUserScriptInjectionTime
    public let isForMainFrameOnly: Bool

    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source; self.injectionTime = injectionTime; isForMainFrameOnly = forMainFrameOnly
        super.init()
    }
}

/// When a user script runs.
public enum WKUserScriptInjectionTime: Int, Sendable { case atDocumentStart = 0, atDocumentEnd }

/// Receives messages page scripts post (none arrive in a render).
@MainActor @preconcurrency
public protocol WKScriptMessageHandler: NSObjectProtocol {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// A message a page script posted.
open class WKScriptMessage: NSObject, @unchecked Sendable {
    private override init() { super.init() }
    open var body: Any { NSNull() }
    open var name: String { "" }
    open var webView: WKWebView? { nil }
    open var frameInfo: WKFrameInfo { WKFrameInfo() }
}

/// Loads resources of a custom URL scheme (never asked, in a render).
@MainActor @preconcurrency
public protocol WKURLSchemeHandler: NSObjectProtocol {
    func webView(_ webView: WKWebView, start urlSchemeTask: WKURLSchemeTask)
    func webView(_ webView: WKWebView, stop urlSchemeTask: WKURLSchemeTask)
}

/// One load a scheme handler serves.
public protocol WKURLSchemeTask: NSObjectProtocol {
    var request: URLRequest { get }
    func didReceive(_ response: URLResponse)
    func didReceive(_ data: Data)
    func didFinish()
    func didFailWithError(_ error: Error)
}
