import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A page load in progress (returned by the load methods; none progresses in a render).
open class WKNavigation: NSObject, @unchecked Sendable {
    override init() { super.init() }
    open var effectiveContentMode: WKWebpagePreferences.ContentMode { .recommended }
}

/// What caused a navigation.
public enum WKNavigationType: Int, Sendable {
    case linkActivated = 0, formSubmitted, backForward, reload, formResubmitted
    case other = -1
}

/// Whether a navigation may go ahead.
public enum WKNavigationActionPolicy: Int, Sendable { case cancel = 0, allow, download }

/// Whether a response may be shown.
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel = 0, allow, download }

/// A navigation a delegate decides on (none happens in a render).
open class WKNavigationAction: NSObject, @unchecked Sendable {
    open var request: URLRequest { URLRequest(url: URL(fileURLWithPath: "/")) }
    open var navigationType: WKNavigationType { .other }
    open var sourceFrame: WKFrameInfo { WKFrameInfo() }
    open var targetFrame: WKFrameInfo? { nil }
    open var shouldPerformDownload: Bool { false }
}

/// A response a delegate decides on (none arrives in a render).
open class WKNavigationResponse: NSObject, @unchecked Sendable {
    private override init() { super.init() }
    open var isForMainFrame: Bool { true }
    open var canShowMIMEType: Bool { true }
    open var response: URLResponse {
        URLResponse(url: URL(fileURLWithPath: "/"), mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
    }
}

/// A frame of a web page.
open class WKFrameInfo: NSObject, @unchecked Sendable {
    override init() { super.init() }
    open var isMainFrame: Bool { true }
    open var request: URLRequest { URLRequest(url: URL(fileURLWithPath: "/")) }
    open var webView: WKWebView? { nil }
}

/// The window a page asks to open.
open class WKWindowFeatures: NSObject, @unchecked Sendable {
    private override init() { super.init() }
    open var width: NSNumber? { nil }
    open var height: NSNumber? { nil }
}

/// A WebKit error.
public struct WKError: Error, Hashable, CustomNSError {
    /// What went wrong.
    public enum Code: Int, Sendable {
        case unknown = 1, webContentProcessTerminated, webViewInvalidated, javaScriptExceptionOccurred,
             javaScriptResultTypeIsUnsupported, contentRuleListStoreCompileFailed, contentRuleListStoreLookUpFailed,
             contentRuleListStoreRemoveFailed, contentRuleListStoreVersionMismatch, attributedStringContentFailedToLoad,
             attributedStringContentLoadTimedOut, javaScriptInvalidFrameTarget, navigationAppBoundDomain,
             javaScriptAppBoundDomain
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { "WKErrorDomain" }
    public var errorCode: Int { code.rawValue }
}
