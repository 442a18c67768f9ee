import Foundation
import SwiftUI

/// A view of web content (WebKit for SwiftUI, iOS 26), drawn as the page before anything has
/// painted — white, or clear under `webViewContentBackground(.hidden)` — with a render note: a
/// render loads no web content. It takes the space it is offered, as a web view does.
public struct WebView: View {
    private let page: WebPage?
    private let url: URL?
    @Environment(\.webViewContentBackgroundHidden) private var backgroundHidden

    /// A view of `page`.
    public init(_ page: WebPage) {
        self.page = page
        url = nil
    }

    /// A view that loads `url` (nil shows an empty page).
    public init(url: URL?) {
        page = nil
        self.url = url
    }

    public var body: some View {
        let shown = page?.url ?? url
        BlankWebPage(isOpaque: !backgroundHidden)
            ._renderNote("WebView: web content is not loaded in a render",
                         drawn: shown.map { "a blank page stands in for \($0.absoluteString)" } ?? "a blank page is drawn")
    }
}

/// `webViewContentBackground(.hidden)`: the web view's page is transparent.
private struct WebViewContentBackgroundHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var webViewContentBackgroundHidden: Bool {
        get { self[WebViewContentBackgroundHiddenKey.self] }
        set { self[WebViewContentBackgroundHiddenKey.self] = newValue }
    }
}

extension View {
    /// Whether web views show their page's background: `.hidden` makes it transparent.
    public func webViewContentBackground(_ visibility: Visibility) -> some View {
        environment(\.webViewContentBackgroundHidden, visibility == .hidden)
    }

    // Interaction settings of web views: gestures, previews and selection need a touch, so a still
    // draws the same.

    /// Swiping back and forward through the page history.
    public func webViewBackForwardNavigationGestures(_ value: WebView.BackForwardNavigationGesturesBehavior) -> some View { self }
    /// Pinching to zoom the page.
    public func webViewMagnificationGestures(_ value: WebView.MagnificationGesturesBehavior) -> some View { self }
    /// Previews of links on a long press.
    public func webViewLinkPreviews(_ value: WebView.LinkPreviewBehavior) -> some View { self }
    /// Selecting the page's text.
    public func webViewTextSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}

extension WebView {
    /// Whether swipes go back and forward (`.automatic`, `.enabled`, `.disabled`).
    public typealias BackForwardNavigationGesturesBehavior = WebViewInteractionBehavior<_BackForwardNavigationGestures>
    /// Whether pinches zoom the page.
    public typealias MagnificationGesturesBehavior = WebViewInteractionBehavior<_MagnificationGestures>
    /// Whether long presses preview links.
    public typealias LinkPreviewBehavior = WebViewInteractionBehavior<_LinkPreviews>
}

/// A web view interaction's setting: automatic, on or off; `Interaction` tells the settings apart.
public struct WebViewInteractionBehavior<Interaction>: Hashable, Sendable {
    let name: String
    public static var automatic: Self { Self(name: "automatic") }
    public static var enabled: Self { Self(name: "enabled") }
    public static var disabled: Self { Self(name: "disabled") }
}

public enum _BackForwardNavigationGestures {}
public enum _MagnificationGestures {}
public enum _LinkPreviews {}
