import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
import WebKit
@testable import MockupUI

/// WebKit: a web view loads nothing and runs no JavaScript; in a representable it draws a blank
/// page with a render note.
@MainActor @Suite struct WebKitTests {
    private func render(scheme: ColorScheme = .light, _ view: () -> some View) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(width: 200, height: nil, scale: 1, colorScheme: scheme),
                                fonts: FontLibrary.shared(), view)
    }

    @Test func aWebViewDrawsABlankWhitePageWithARenderNote() throws {
        let rendered = try render { BrowserScreen() }
        try rendered.image.writeForInspection("webkit-browser")
        #expect(rendered.image.rgba(100, 80) == (255, 255, 255, 255))
        #expect(rendered.layout.tree.all(.text).map(\.detail) == ["Docs"])
        #expect(rendered.layout.tree.all(.platformView).isEmpty)
        #expect(rendered.warnings.contains(
            "unsupported: WKWebView: web content is not loaded in a render (a blank page stands in for https://developer.apple.com)"),
                "\(rendered.warnings)")
        let dark = try render(scheme: .dark) { BrowserScreen() }
        #expect(dark.image.rgba(100, 80) == (255, 255, 255, 255), "WebKit paints an empty page white in dark mode too")
    }

    @Test func aWebViewThatIsNotOpaqueShowsItsBackground() throws {
        let rendered = try render { ClearWebView().frame(height: 40) }
        #expect(rendered.image.rgba(100, 20) == (0, 0, 0, 255))
    }

    @Test func aWebViewSubclassOfTheCodesOwnDrawsThePlaceholder() throws {
        let rendered = try render { ArticleView().frame(height: 40) }
        #expect(rendered.layout.tree.all(.platformView).map(\.detail) == ["ArticleView"])
    }

    @Test func nothingLoadsAndJavaScriptFails() async throws {
        let webView = WKWebView()
        webView.load(URLRequest(url: URL(string: "https://example.com")!))
        #expect(webView.url?.absoluteString == "https://example.com" && !webView.isLoading && webView.title == nil)
        #expect(webView.estimatedProgress == 0 && !webView.canGoBack)
        await confirmation("the completion handler gets an error") { done in
            webView.evaluateJavaScript("document.title") { result, error in
                #expect(result == nil && (error as? WKError)?.code == .unknown)
                done()
            }
        }
        await #expect(throws: WKError.self) { _ = try await webView.evaluateJavaScript("1 + 1") }
    }

    /// iOS 26's WebKit for SwiftUI: the page records what it was asked to load, nothing loads, and
    /// the view draws the blank page (clear when its content background is hidden). The probe declares
    /// its own `WebView`, as apps do, which shadows the module's.
    @Test func aSwiftUIWebViewDrawsItsPageBlank() async throws {
        let page = WebPage()
        var events = 0
        for try await _ in page.load(URLRequest(url: URL(string: "https://example.com/recipe")!)) { events += 1 }
        #expect(events == 0 && page.url?.absoluteString == "https://example.com/recipe")
        #expect(!page.isLoading && page.title.isEmpty && page.estimatedProgress == 0)
        page.load(html: "<p>Whisk the eggs</p>")
        #expect(page.url?.absoluteString == "about:blank")
        await #expect(throws: WKError.self) { _ = try await page.callJavaScript("return 1") }

        let rendered = try render { WebKit.WebView(page).frame(height: 40) }
        #expect(rendered.image.rgba(100, 20) == (255, 255, 255, 255))
        #expect(rendered.warnings == ["unsupported: WebView: web content is not loaded in a render (a blank page stands in for about:blank)"])
        let clear = try render {
            WebKit.WebView(url: URL(string: "https://example.com")).webViewContentBackground(.hidden)
                .webViewBackForwardNavigationGestures(.disabled).frame(height: 40).background(Color.black)
        }
        #expect(clear.image.rgba(100, 20) == (0, 0, 0, 255))
    }
}
