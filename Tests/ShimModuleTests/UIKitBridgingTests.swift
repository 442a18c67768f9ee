import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// `UIViewRepresentable`, `UIViewControllerRepresentable`, `UIView`, `UIViewController` and
/// `UIHostingController`: guide code compiles as written and a representable draws a named
/// placeholder with a warning.
@MainActor @Suite struct UIKitBridgingTests {
    final class RouteView: UIView {
        var route: String = ""
        override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 40) }
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    struct RouteMap: UIViewRepresentable {
        let route: String
        @Binding var zoom: Double

        final class Coordinator: NSObject {
            var parent: RouteMap
            init(_ parent: RouteMap) { self.parent = parent }
        }

        func makeCoordinator() -> Coordinator { Coordinator(self) }

        func makeUIView(context: Context) -> RouteView {
            let view = RouteView()
            view.backgroundColor = .systemBackground
            view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            _ = context.coordinator.parent.route
            return view
        }

        func updateUIView(_ uiView: RouteView, context: Context) {
            uiView.route = route
            _ = context.environment.colorScheme
        }

        func sizeThatFits(_ proposal: ProposedViewSize, uiView: RouteView, context: Context) -> CGSize? {
            CGSize(width: proposal.width ?? 100, height: 40)
        }
    }

    final class ScannerController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .black
        }
    }

    struct Scanner: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> ScannerController { ScannerController() }
        func updateUIViewController(_ uiViewController: ScannerController, context: Context) {}
    }

    @Test func aRepresentableDrawsANamedPlaceholderFillingItsFrameAndWarns() throws {
        let view = VStack(spacing: 0) {
            RouteMap(route: "A→B", zoom: .constant(1)).frame(height: 100)
            Scanner().frame(height: 60)
        }
        let rendered = try ViewRenderer.render(RenderRequest(width: 200, height: nil, scale: 1), fonts: FontLibrary.shared()) { view }
        try rendered.image.writeForInspection("uikit-placeholders")
        let boxes = rendered.layout.tree.all(.platformView)
        #expect(boxes.map(\.detail) == ["RouteMap", "Scanner"])
        #expect(boxes.map(\.frame) == [Rect(x: 0, y: 0, width: 200, height: 100), Rect(x: 0, y: 100, width: 200, height: 60)])
        #expect(rendered.warnings.contains("UIViewRepresentable RouteMap: the UIKit view is not drawn; a placeholder stands in"))
        #expect(rendered.warnings.contains("UIViewControllerRepresentable Scanner: the UIKit view is not drawn; a placeholder stands in"))
        // The missing-image placeholder's colours: light fill, 1-pt ink border, the name in the middle.
        #expect(rendered.image.rgba(20, 20) == (230, 230, 235, 255))
        #expect(rendered.image.rgba(0, 50) == (140, 140, 148, 255))
        #expect(rendered.layout.tree.all(.text).map(\.detail) == ["RouteMap", "Scanner"])
        // In the dark scheme the fill is systemGray5's dark value, as a dark app's grey would be.
        let dark = try ViewRenderer.render(RenderRequest(width: 200, height: nil, scale: 1, colorScheme: .dark),
                                           fonts: FontLibrary.shared()) { view }
        #expect(dark.image.rgba(20, 20) == (44, 44, 46, 255))
    }

    @Test func uiKitObjectsHoldWhatIsSetOnThem() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let child = UIView()
        parent.addSubview(child)
        #expect(parent.subviews.count == 1 && child.superview === parent)
        child.removeFromSuperview()
        #expect(parent.subviews.isEmpty && child.superview == nil)
        #expect(parent.center == CGPoint(x: 50, y: 25))

        let host = UIHostingController(rootView: Text("Hosted"))
        let container = UIViewController()
        container.addChild(host)
        host.didMove(toParent: container)
        #expect(container.children.count == 1 && host.parent === container)
        #expect(host.view.bounds.size == CGSize(width: 393, height: 852))
    }
}
