import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// UIKit API that real view files call beside their SwiftUI: colour components, hit testing,
/// overlay windows, scroll views, gesture recognizers (also as iOS 18 SwiftUI gestures) and text
/// fields in representables.
@MainActor @Suite struct UIKitBreadthTests {
    @Test func colourComponentsAreTheSRGBValues() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(abs(red - 0.2) < 1e-9 && abs(green - 0.4) < 1e-9 && abs(blue - 0.6) < 1e-9 && abs(alpha - 0.8) < 1e-9)
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0
        UIColor(red: 0, green: 0.5, blue: 1, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        #expect(abs(hue - 210.0 / 360) < 1e-9 && saturation == 1 && brightness == 1)
        UIColor(red: 1, green: 0, blue: 0.5, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil)
        #expect(abs(hue - 330.0 / 360) < 1e-9, "a hue past 300° wraps, not negative")
        var white: CGFloat = 0
        UIColor(white: 0.25, alpha: 1).getWhite(&white, alpha: &alpha)
        #expect(abs(white - 0.25) < 1e-9 && alpha == 1)
        // A colour's HSB round-trips through UIColor(hue:saturation:brightness:alpha:).
        UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil)
        #expect(abs(hue - 0.6) < 1e-6 && abs(saturation - 0.5) < 1e-6 && abs(brightness - 0.8) < 1e-6)
    }

    @Test func hitTestingFindsTheFrontmostInteractiveSubview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let front = UIView(frame: CGRect(x: 30, y: 30, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === back)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 95, y: 5), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 5), with: nil) == nil)
    }

    /// An overlay window of the kind toast libraries make: touches fall through to the app.
    final class PassThroughWindow: UIWindow {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }

    @Test func appsCanMakeAndSubclassWindows() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = PassThroughWindow(windowScene: scene)
        window.windowLevel = .alert + 1
        window.overrideUserInterfaceStyle = .dark
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        #expect(window.frame.size == UIScreen.main.bounds.size)
        #expect(window.windowLevel.rawValue == 2001)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
        #expect(scene.windows.first?.isKeyWindow == true)
        #expect(UIWindow().frame == .zero)
    }

    @Test func navigationControllersKeepTheirStack() {
        let root = UIViewController(), detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.topViewController === detail)
        #expect(detail.navigationController === navigation)
        #expect(navigation.popToRootViewController(animated: false)?.count == 1)
        #expect(navigation.popViewController(animated: false) == nil, "the root stays")
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === tabs.viewControllers?[1])
        #expect(root.tabBarController === tabs)
    }

    @Test func scrollViewsHoldWhatIsSet() {
        final class Watcher: UIScrollViewDelegate {}
        let watcher = Watcher()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.delegate = watcher
        scroll.contentSize = CGSize(width: 100, height: 400)
        scroll.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
        #expect(scroll.contentOffset.y == 120)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 20, width: 100, height: 30), animated: false)
        #expect(scroll.contentOffset.y == 20)
        #expect(scroll.delegate === watcher)
    }

    /// iOS 18's way of using a UIKit recognizer as a SwiftUI gesture.
    struct PanGesture: UIGestureRecognizerRepresentable {
        final class Counter { var made = 0 }
        let counter: Counter
        func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
            counter.made += 1
            let pan = UIPanGestureRecognizer()
            pan.maximumNumberOfTouches = 1
            pan.allowedScrollTypesMask = .all
            pan.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
            return pan
        }
        func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
            if recognizer.state == .began || recognizer.state == .changed {
                _ = context.converter.translation(in: .local)
            }
        }
    }

    @Test func aGestureRecognizerRepresentableIsMadeWithItsViewAndLeavesItUnchanged() throws {
        let counter = PanGesture.Counter()
        let plain = try ViewRenderer.layout(RenderRequest(width: 100, height: nil, scale: 1), fonts: FontLibrary.shared()) {
            Color.red.frame(height: 40)
        }
        let gestured = try ViewRenderer.layout(RenderRequest(width: 100, height: nil, scale: 1), fonts: FontLibrary.shared()) {
            Color.red.frame(height: 40).gesture(PanGesture(counter: counter))
        }
        #expect(counter.made == 1)
        #expect(UIPanGestureRecognizer().allowedScrollTypesMask.isEmpty && UIScrollTypeMask.all == [.discrete, .continuous])
        #expect(UITapGestureRecognizer().allowedTouchTypes.count == 4 && UITouch().type == .direct)
        #expect(gestured.tree.all(.shape).map(\.frame) == plain.tree.all(.shape).map(\.frame))
        let view = UIView()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(tap)
        #expect(tap.view === view && view.gestureRecognizers?.count == 1)
        view.removeGestureRecognizer(tap)
        #expect(tap.view == nil && view.gestureRecognizers == nil)
    }

    struct Field: UIViewRepresentable {
        var text: String?
        var border = UITextField.BorderStyle.none
        func makeUIView(context: Context) -> UITextField {
            let field = UITextField()
            field.placeholder = "Email"
            field.borderStyle = border
            return field
        }
        func updateUIView(_ uiView: UITextField, context: Context) { uiView.text = text }
    }

    @Test func aTextFieldDrawsItsTextOrItsPlaceholder() throws {
        func render(_ field: Field) throws -> RenderedView {
            try ViewRenderer.render(RenderRequest(width: 200, height: nil, scale: 1), fonts: FontLibrary.shared()) {
                field.frame(height: 44)
            }
        }
        let empty = try render(Field(text: nil))
        let placeholder = try #require(empty.layout.tree.all(.text).first { $0.detail == "Email" })
        #expect(abs(placeholder.frame.midY - 22) < 1, "vertically centred")
        #expect(empty.layout.tree.all(.platformView).isEmpty)
        let filled = try render(Field(text: "ann@example.com", border: .roundedRect))
        try filled.image.writeForInspection("uikit-text-field")
        #expect(filled.layout.tree.all(.text).map(\.detail) == ["ann@example.com"])
        #expect(filled.layout.tree.all(.shape).count > 0, "the rounded border")
    }
}
