import Foundation
import SwiftUI
import WebKit

// WebKit as apps write it: a web view representable with a coordinator that is the navigation and
// UI delegate and receives script messages, loading a URL or an HTML string.

struct WebView: UIViewRepresentable {
    let url: URL?
    var html: String?
    @Binding var isLoading: Bool
    @Binding var title: String

    final class Coordinator: NSObject, WKNavigationDelegate, WKUIDelegate, WKScriptMessageHandler {
        var parent: WebView
        init(_ parent: WebView) { self.parent = parent }

        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { parent.isLoading = true }
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            parent.isLoading = false
            parent.title = webView.title ?? ""
        }
        func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) { parent.isLoading = false }
        func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                     decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
            decisionHandler(navigationAction.navigationType == .linkActivated ? .cancel : .allow)
        }
        func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                     for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView? {
            webView.load(navigationAction.request)
            return nil
        }
        func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
            parent.title = message.body as? String ?? ""
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        configuration.mediaTypesRequiringUserActionForPlayback = []
        configuration.defaultWebpagePreferences.allowsContentJavaScript = true
        configuration.userContentController.add(context.coordinator, name: "bridge")
        configuration.userContentController.addUserScript(
            WKUserScript(source: "document.body.style.margin = 0", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.navigationDelegate = context.coordinator
        webView.uiDelegate = context.coordinator
        webView.allowsBackForwardNavigationGestures = true
        webView.scrollView.bounces = false
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        if let html {
            webView.loadHTMLString(html, baseURL: nil)
        } else if let url, webView.url != url {
            webView.load(URLRequest(url: url))
        }
    }
}

/// A web view that shows the page's background (`isOpaque = false`).
struct ClearWebView: UIViewRepresentable {
    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView()
        webView.isOpaque = false
        webView.backgroundColor = .black
        return webView
    }
    func updateUIView(_ webView: WKWebView, context: Context) {}
}

/// A web view subclass of the code's own.
final class ArticleWebView: WKWebView {}

struct ArticleView: UIViewRepresentable {
    func makeUIView(context: Context) -> ArticleWebView { ArticleWebView(frame: .zero, configuration: WKWebViewConfiguration()) }
    func updateUIView(_ webView: ArticleWebView, context: Context) {}
}

/// A screen with a title bar over a web page.
struct BrowserScreen: View {
    @State private var isLoading = false
    @State private var title = "Docs"

    var body: some View {
        VStack(spacing: 0) {
            Text(title).frame(height: 30)
            WebView(url: URL(string: "https://developer.apple.com"), isLoading: $isLoading, title: $title)
                .frame(height: 100)
            if isLoading { ProgressView() }
        }
        .background(Color.gray)
    }
}
