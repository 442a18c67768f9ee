import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// A hosting controller's view draws its SwiftUI root view on UIKit's default background, in a
/// view representable and as a controller representable; a plain scroll view shows its content
/// moved by its offset and clipped, with hosted content pinned to it at its ideal width.
@MainActor @Suite struct UIKitHostingTests {
    static let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    struct HostedController: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIHostingController<AnyView> {
            UIHostingController(rootView: AnyView(UIKitHostingTests.red.frame(width: 10, height: 10)))
        }
        func updateUIViewController(_ controller: UIHostingController<AnyView>, context: Context) {
            controller.rootView = AnyView(UIKitHostingTests.blue.frame(width: 10, height: 10))
        }
    }

    /// Three 100-pt pages side by side in a hosted `HStack`, pinned in a paging scroll view.
    struct Pager: UIViewRepresentable {
        var page = 0
        func makeUIView(context: Context) -> UIScrollView {
            let scrollView = UIScrollView()
            let host = UIHostingController(rootView: HStack(spacing: 0) {
                UIKitHostingTests.red.frame(width: 100)
                UIKitHostingTests.green.frame(width: 100)
                UIKitHostingTests.blue.frame(width: 100)
            })
            host.view.translatesAutoresizingMaskIntoConstraints = false
            host.view.backgroundColor = .clear
            scrollView.addSubview(host.view)
            scrollView.addConstraints([
                host.view.topAnchor.constraint(equalTo: scrollView.topAnchor),
                host.view.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                host.view.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
                host.view.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
                host.view.heightAnchor.constraint(equalTo: scrollView.heightAnchor),
            ])
            scrollView.isPagingEnabled = true
            return scrollView
        }
        func updateUIView(_ scrollView: UIScrollView, context: Context) {
            scrollView.setContentOffset(CGPoint(x: CGFloat(page) * 100, y: 0), animated: true)
        }
    }

    private func render(width: Double, _ view: some View) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(width: width, height: 40, scale: 1, colorScheme: .light),
                                fonts: FontLibrary.shared()) { view.frame(width: width, height: 40) }
    }

    @Test func aHostingControllerDrawsItsCurrentRootViewOnTheSystemBackground() throws {
        let rendered = try render(width: 40, ZStack { Color.black; HostedController() })
        #expect(rendered.image.rgba(20, 20) == (0, 0, 255, 255))
        #expect(rendered.image.rgba(2, 2) == (255, 255, 255, 255))
        #expect(!rendered.warnings.contains { $0.contains("placeholder") })
    }

    @Test func aScrollViewShowsItsHostedPagesFromItsOffsetAndClipsThem() throws {
        let first = try render(width: 100, Pager())
        #expect(first.image.rgba(1, 20) == (255, 0, 0, 255) && first.image.rgba(98, 20) == (255, 0, 0, 255))
        let second = try render(width: 100, ZStack { Color.black; Pager(page: 1).frame(width: 50) })
        // Clipped to its 50-pt bounds (centred at 25…75), showing the green page from x = 100.
        #expect(second.image.rgba(20, 20) == (0, 0, 0, 255))
        #expect(second.image.rgba(30, 20) == (0, 255, 0, 255) && second.image.rgba(70, 20) == (0, 255, 0, 255))
        #expect(second.image.rgba(80, 20) == (0, 0, 0, 255))
    }
}
