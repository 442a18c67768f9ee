import BackgroundTasks
import CoreHaptics
import CoreMotion
import Foundation
import MessageUI
import MockupRaster
import MockupText
import os
import OSLog
import SafariServices
import Security
import SwiftUI
import Testing
@testable import MockupUI

/// The system services view code imports beside SwiftUI: the unified log, haptics, motion, the
/// in-app browser and the composers. A render has none of the hardware or accounts behind them.
@MainActor @Suite struct SystemServiceModulesTests {
    /// A log viewer's read of its own process: the store opens and, as a render writes no log,
    /// holds no entries, whatever the position or predicate.
    @Test func theProcessLogStoreOpensEmpty() throws {
        Logger(subsystem: "com.example.app", category: "sync").error("failed \(3) times")
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let since = store.position(date: Date(timeIntervalSince1970: 0))
        let entries = try store.getEntries(at: since, matching: NSPredicate(format: "subsystem == %@", "com.example.app"))
        let logged = entries.compactMap { $0 as? OSLogEntryLog }
        #expect(logged.isEmpty && Set(logged).isEmpty, "entries are hashable, as a log viewer's ForEach needs")
        #expect(try Array(OSLogStore.local().getEntries(with: .reverse)).isEmpty)
    }

    @Test func logMessagesFormatTheirValuesAsPrintfWould() {
        let count = 42, ratio = 3.14159, name = "Maya"
        let missing: Int? = nil
        let message: OSLogMessage = "n=\(count, format: .hex(includePrefix: true, minDigits: 4)) r=\(ratio, format: .fixed(precision: 2)) ok=\(true, format: .answer) [\(name, align: .right(columns: 6), privacy: .private)] \(missing) \(-7, format: .decimal(explicitPositiveSign: true))"
        #expect(message.formatted == "n=0x002a r=3.14 ok=YES [  Maya] nil -7")
        #expect(("plain" as OSLogMessage).formatted == "plain")
        #expect(OSLogMessage(stringInterpolation: { var i = OSLogInterpolation(literalCapacity: 0, interpolationCount: 1); i.appendInterpolation(255, format: .octal); return i }()).formatted == "377")
        // Logging formats and drops the message; nothing is written and nothing fails.
        let logger = Logger(subsystem: "com.acme", category: "ui")
        logger.info("appeared \(count)")
        logger.error("failed: \(ratio, format: .exponential(precision: 1))")
        os_log(.fault, log: OSLog(subsystem: "com.acme", category: .pointsOfInterest), "fault")
        // Every form compiles as on iOS: an interpolated message alone or with a log (the iOS 14 form,
        // a level not given), a plain literal and a format with arguments (the printf-style form).
        os_log("\(name) appeared")
        os_log(log: .default, "\(count) rows")
        os_log("plain")
        os_log("%d rows", count)
        #expect(logger.log.subsystem == "com.acme" && logger.log.category == "ui")
        #expect(OSLog.default.isEnabled(type: .info) && !OSLog.default.isEnabled(type: .debug) && !OSLog.disabled.isEnabled(type: .error))
    }

    @Test func signpostsRunTheirWorkAndLocksGuardTheirState() {
        let signposter = OSSignposter(subsystem: "com.acme", category: .pointsOfInterest)
        let first = signposter.makeSignpostID(), second = signposter.makeSignpostID()
        #expect(first != second)
        let state = signposter.beginInterval("load", id: first, "items \(3)")
        signposter.endInterval("load", state)
        #expect(state.signpostID == first)
        #expect(signposter.withIntervalSignpost("sum") { 2 + 3 } == 5)
        // The iOS 12 functions, as a reducer marks each action.
        let log = OSLog(subsystem: "com.acme", category: "Reducer")
        os_signpost(.begin, log: log, name: "Action", "%{public}@", "load")
        os_signpost(.end, log: log, name: "Action", signpostID: first)
        #expect(OSSignpostType.event.rawValue == 0 && OSSignpostType.end.rawValue == 2)
        let lock = OSAllocatedUnfairLock(initialState: 0)
        DispatchQueue.concurrentPerform(iterations: 100) { _ in lock.withLock { $0 += 1 } }
        #expect(lock.withLock { $0 } == 100)
    }

    /// Background work is never scheduled, as on the Simulator: handlers register, submitting throws.
    @Test func backgroundTasksCannotBeSubmitted() async {
        let scheduler = BGTaskScheduler()
        #expect(scheduler.register(forTaskWithIdentifier: "com.acme.refresh", using: nil) { task in task.setTaskCompleted(success: true) })
        #expect(!scheduler.register(forTaskWithIdentifier: "com.acme.refresh", using: nil) { _ in })
        let request = BGProcessingTaskRequest(identifier: "com.acme.refresh")
        request.requiresNetworkConnectivity = true
        var unavailable = false
        do { try scheduler.submit(request) } catch BGTaskScheduler.Error.unavailable { unavailable = true } catch {}
        #expect(unavailable)
        #expect(await scheduler.pendingTaskRequests().isEmpty)
    }

    @Test func hapticsAreNotSupportedWithoutATapticEngine() throws {
        #expect(!CHHapticEngine.capabilitiesForHardware().supportsHaptics)
        #expect(!CHHapticEngine.capabilitiesForHardware().supportsAudio)
        var caught: CHHapticError.Code?
        do { _ = try CHHapticEngine() } catch CHHapticError.notSupported { caught = .notSupported } catch { caught = nil }
        #expect(caught == .notSupported)
        #expect(CHHapticError.Code.notSupported.rawValue == -4809)
        let pattern = try CHHapticPattern(events: [
            CHHapticEvent(eventType: .hapticTransient, parameters: [CHHapticEventParameter(parameterID: .hapticIntensity, value: 1)],
                          relativeTime: 0),
            CHHapticEvent(eventType: .hapticContinuous, parameters: [], relativeTime: 0.2, duration: 0.5),
        ], parameters: [])
        #expect(abs(pattern.duration - 0.7) < 1e-12)
        #expect(throws: CHHapticError.self) { try CHHapticPattern(contentsOf: URL(fileURLWithPath: "/tmp/tap.ahap")) }
    }

    @Test func motionSensorsAreUnavailableAndQueriesFailAtOnce() {
        let manager = CMMotionManager()
        #expect(!manager.isDeviceMotionAvailable && !manager.isAccelerometerAvailable && manager.deviceMotion == nil)
        var updates = 0
        manager.startDeviceMotionUpdates(to: .main) { _, _ in updates += 1 }
        #expect(updates == 0 && !manager.isDeviceMotionActive)
        var answer: (CMPedometerData?, NSError?)?
        CMPedometer().queryPedometerData(from: Date(), to: Date()) { data, error in answer = (data, error as NSError?) }
        #expect(answer?.0 == nil)
        #expect(answer?.1?.domain == CMErrorDomain && answer?.1?.code == Int(CMErrorMotionActivityNotAvailable.rawValue))
        #expect(CMErrorMotionActivityNotAvailable.rawValue == 104 && CMErrorNULL.rawValue == 100)
        #expect(CMDeviceMotion().gravity.z == -1 && CMDeviceMotion().heading == -1)
    }

    @Test func composersCannotSendButHoldWhatTheyAreGiven() {
        #expect(!MFMailComposeViewController.canSendMail())
        #expect(!MFMessageComposeViewController.canSendText())
        let mail = MFMailComposeViewController()
        mail.setToRecipients(["help@acme.com"])
        mail.setSubject("Help")
        mail.setMessageBody("<b>Hi</b>", isHTML: true)
        #expect(mail.toRecipients == ["help@acme.com"] && mail.subject == "Help" && mail.messageBody?.isHTML == true)
    }

    @Test func theInAppBrowserDrawsABlankPageWithARenderNote() throws {
        let rendered = try ViewRenderer.render(RenderRequest(width: 200, height: 120, scale: 1, colorScheme: .dark),
                                               fonts: FontLibrary.shared()) { BrowserSheet() }
        try rendered.image.writeForInspection("safari-view-controller")
        #expect(rendered.image.rgba(100, 60) == (255, 255, 255, 255))
        #expect(rendered.warnings.contains(
            "unsupported: SFSafariViewController: web content is not loaded in a render (a blank page stands in for https://acme.com/help)"),
                "\(rendered.warnings)")
    }

    @Test func layersKeepTheirSublayersAndAnimationsAndSayTheyAreNotDrawn() throws {
        let gradient = CAGradientLayer(), shape = CAShapeLayer(), root = CALayer()
        root.addSublayer(gradient)
        root.insertSublayer(shape, below: gradient)
        #expect(root.sublayers?.map { ObjectIdentifier($0) } == [ObjectIdentifier(shape), ObjectIdentifier(gradient)])
        #expect(gradient.superlayer === root)
        gradient.removeFromSuperlayer()
        #expect(root.sublayers?.count == 1 && gradient.superlayer == nil)
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(shape.fillColor?.components == [0, 0, 0, 1] && shape.strokeColor == nil && shape.strokeEnd == 1)
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        shape.add(animation, forKey: "draw")
        #expect(shape.animationKeys() == ["draw"] && shape.animation(forKey: "draw") === animation)
        shape.removeAllAnimations()
        #expect(shape.animationKeys() == nil)
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9 && spring.settlingDuration > 0.5)
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])

        let rendered = try ViewRenderer.render(RenderRequest(width: 100, height: 60, scale: 1, colorScheme: .light),
                                               fonts: FontLibrary.shared()) { GradientBadge() }
        #expect(rendered.warnings.contains("unsupported: CALayer sublayers are not drawn (CAGradientLayer) (the view without its added layers)"),
                "\(rendered.warnings)")
        #expect(rendered.image.rgba(50, 30) == (255, 0, 0, 255), "the view's own background is drawn")
    }
}

private struct BrowserSheet: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> SFSafariViewController {
        let controller = SFSafariViewController(url: URL(string: "https://acme.com/help")!)
        controller.dismissButtonStyle = .close
        return controller
    }
    func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
}

private struct GradientBadge: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = .red
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        view.layer.insertSublayer(gradient, at: 0)
        return view
    }
    func updateUIView(_ view: UIView, context: Context) {}

    @Test func theKeychainStartsEmptyAndKeepsWhatTheRenderSaves() {
        let account = "mockup-\(UUID().uuidString)"
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: account,
                                    kSecAttrService as String: "api"]
        var result: AnyObject?
        #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecItemNotFound)
        var item = query
        item[kSecValueData as String] = Data("secret".utf8)
        #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(item as CFDictionary, nil) == errSecDuplicateItem)
        var read = query
        read[kSecReturnData as String] = true
        #expect(SecItemCopyMatching(read as CFDictionary, &result) == errSecSuccess)
        #expect((result as? Data).map { String(decoding: $0, as: UTF8.self) } == "secret")
        #expect(SecItemUpdate(query as CFDictionary, [kSecValueData as String: Data("new".utf8)] as CFDictionary) == errSecSuccess)
        read[kSecReturnAttributes as String] = true
        read[kSecMatchLimit as String] = kSecMatchLimitAll
        #expect(SecItemCopyMatching(read as CFDictionary, &result) == errSecSuccess)
        let all = result as? [[String: Any]]
        #expect(all?.count == 1)
        #expect(all?.first?[kSecAttrService as String] as? String == "api")
        #expect((all?.first?[kSecValueData as String] as? Data).map { String(decoding: $0, as: UTF8.self) } == "new")
        #expect(SecItemDelete(query as CFDictionary) == errSecSuccess)
        #expect(SecItemDelete(query as CFDictionary) == errSecItemNotFound)
        #expect(SecCopyErrorMessageString(errSecDuplicateItem, nil) == "The specified item already exists in the keychain.")
        var nonce = [UInt8](repeating: 0, count: 32)
        #expect(SecRandomCopyBytes(kSecRandomDefault, nonce.count, &nonce) == errSecSuccess)
        #expect(nonce.contains { $0 != 0 })
    }
}
