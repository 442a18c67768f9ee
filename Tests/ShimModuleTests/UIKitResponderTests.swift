import Combine
import Foundation
import SwiftUI
import Testing
@testable import MockupUI

/// UIKit's responder idioms in SwiftUI code: keyboard notifications that never arrive, the
/// keyboard-dismissing action nobody handles, windows of views, and key-value observation.
@MainActor @Suite struct UIKitResponderTests {
    @Test func keyboardNotificationsHaveUIKitsNames() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
        let frame = CGRect(x: 0, y: 500, width: 393, height: 352)
        let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == frame)
    }

    @Test func attributedAccessibilityTextKeepsStepWithItsString() {
        let label = UILabel()
        label.accessibilityAttributedLabel = NSAttributedString(string: "Balance, 42 pounds")
        #expect(label.accessibilityLabel == "Balance, 42 pounds")
        label.accessibilityValue = "up"
        #expect(label.accessibilityAttributedValue?.string == "up" && label.accessibilityAttributedHint == nil)
    }

    @Test func nobodyHandlesTheResignFirstResponderAction() {
        #expect(!UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
    }

    @Test func viewsKnowTheirWindowAndSafeArea() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = try #require(scene.keyWindow)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        #expect(header.window == nil && header.safeAreaInsets == .zero)
        window.addSubview(header)
        defer { header.removeFromSuperview() }
        let badge = UIView(frame: CGRect(x: 10, y: 40, width: 20, height: 20))
        header.addSubview(badge)
        #expect(header.window === window && badge.window === window && window.window === window)
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(badge.safeAreaInsets == UIEdgeInsets(top: 19, left: 0, bottom: 0, right: 0))
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    /// A view that records UIKit's callbacks as it moves.
    private final class Recorder: UIView {
        var calls: [String] = []
        override func willMove(toSuperview newSuperview: UIView?) { calls.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))") }
        override func didMoveToSuperview() { calls.append("didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) { calls.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
        override func didMoveToWindow() { calls.append("didMoveToWindow") }
        override func didAddSubview(_ subview: UIView) { calls.append("didAddSubview") }
        override func willRemoveSubview(_ subview: UIView) { calls.append("willRemoveSubview") }
    }

    @Test func movingAViewCallsUIKitsCallbacks() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let parent = Recorder(), child = Recorder(), sibling = UIView()
        parent.addSubview(child)
        #expect(child.calls == ["willMove(toSuperview: view)", "didMoveToSuperview"] && parent.calls == ["didAddSubview"])
        child.calls = []
        window.addSubview(parent)   // the child enters the window with its parent
        #expect(child.calls == ["willMove(toWindow: window)", "didMoveToWindow"])
        parent.calls = []; child.calls = []
        parent.addSubview(sibling)
        parent.insertSubview(child, aboveSubview: sibling)   // a reorder: no move
        #expect(child.calls.isEmpty && parent.subviews == [sibling, child])
        child.removeFromSuperview()
        #expect(child.calls == ["willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToSuperview", "didMoveToWindow"])
        #expect(parent.calls == ["didAddSubview", "willRemoveSubview"])
    }

    @Test func aControllersAdditionalSafeAreaAddsToItsViewsAndTheirSubviews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let controller = UIViewController()
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        let bar = UIView(frame: CGRect(x: 0, y: 70, width: 393, height: 44))
        controller.view.addSubview(bar)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0) && bar.safeAreaInsets == .zero)
        controller.additionalSafeAreaInsets.top = 44
        #expect(controller.view.safeAreaInsets.top == 103 && bar.safeAreaInsets.top == 33)
    }

    @Test func keysHaveTheirHIDUsageIDsAndRecognizersTheirIdentity() {
        #expect(UIKeyboardHIDUsage.keyboardA.rawValue == 0x04 && UIKeyboardHIDUsage.keyboardHome.rawValue == 0x4A)
        #expect(UIKeyboardHIDUsage.keyboardF24.rawValue == 0x73 && UIKeyboardHIDUsage.keyboardRightGUI.rawValue == 0xE7)
        #expect(UIKeyboardHIDUsage(rawValue: 0) == nil && UIKeyboardHIDUsage.keyboardHangul == .keyboardLANG1)
        let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        #expect(Set<UIGestureRecognizer>([tap, pan, tap]).count == 2 && AnyHashable(tap) != AnyHashable(pan))
        #expect(type(of: pan).description() == "UIPanGestureRecognizer" && UIWindow.description() == "UIWindow")
        #expect(Recorder.description().hasPrefix("ShimModuleTests.") && Recorder.description().hasSuffix(".Recorder"), "the code's own: Module.Name")
    }

    @Test func scrollViewsZoomToARectWithinTheirLimits() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        scroll.maximumZoomScale = 3
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 100, height: 100), animated: true)
        #expect(scroll.zoomScale == 1)
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 50, height: 20), animated: false)
        #expect(scroll.zoomScale == 3 && scroll.bouncesZoom && scroll.pinchGestureRecognizer != nil)
    }

    @Test func subviewsReorderAsUIKitDoes() {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView(), d = UIView()
        [a, b, c].forEach(root.addSubview)
        root.bringSubviewToFront(a)
        #expect(root.subviews == [b, c, a])
        root.sendSubviewToBack(c)
        #expect(root.subviews == [c, b, a])
        root.insertSubview(d, aboveSubview: c)
        #expect(root.subviews == [c, d, b, a])
        root.insertSubview(a, belowSubview: d)
        #expect(root.subviews == [c, a, d, b])
        root.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(root.subviews == [b, a, d, c])
        #expect(root.layer.animationKeys() == nil && UIViewController().presentedViewController == nil)
        #expect(UIScreen.main.value(forKey: "_displayCornerRadius") == nil, "private keys are not there")
    }

    final class Player: NSObject {
        var status = 2
        let title = "Song"
        var queue: Player? = nil
    }

    /// An observer written for Apple's runtime; its callback's `override` is gone (`ObjCAttributes`).
    final class Watcher: NSObject {
        var calls = 0
        func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                          context: UnsafeMutableRawPointer?) { calls += 1 }
    }

    @Test func stringKeyPathsReadDottedPropertiesAndObserversAreNeverCalled() {
        let player = Player(), next = Player()
        next.status = 5
        player.queue = next
        #expect(player.value(forKeyPath: "queue.status") as? Int == 5 && player.value(forKeyPath: "status") as? Int == 2)
        #expect(player.value(forKeyPath: "queue.missing") == nil && Player().value(forKeyPath: "queue.status") == nil)
        let watcher = Watcher()
        player.addObserver(watcher, forKeyPath: "status", options: [.initial, .new], context: nil)
        player.status = 4
        player.removeObserver(watcher, forKeyPath: "status")
        #expect(watcher.calls == 0 && NSKeyValueChangeKey.newKey.rawValue == "new")
        var published: [Int] = [], finished = false
        let subscription = player.publisher(for: \.status).sink(receiveCompletion: { _ in finished = true }) { published.append($0) }
        _ = player.publisher(for: \.status, options: [.new]).sink { published.append($0) }
        #expect(published == [4] && !finished, "the current value, then nothing: a render changes no property")
        subscription.cancel()
    }

    @Test func keyValueObservationReportsTheInitialValueOnly() {
        let player = Player()
        var seen: [Int?] = []
        let observation = player.observe(\.status, options: [.initial, .new]) { _, change in seen.append(change.newValue) }
        player.status = 3
        #expect(seen == [2], "the initial value, then no change is observed on Linux")
        observation.invalidate()
        let silent = player.observe(\.status) { _, _ in seen.append(nil) }
        #expect(seen.count == 1)
        _ = silent
        #expect(player.value(forKey: "title") as? String == "Song" && player.value(forKey: "missing") == nil)
        UserDefaults.standard.set(7, forKey: "uikit-responder-tests")
        #expect(UserDefaults.standard.value(forKey: "uikit-responder-tests") as? Int == 7)
        UserDefaults.standard.removeObject(forKey: "uikit-responder-tests")
    }
}
