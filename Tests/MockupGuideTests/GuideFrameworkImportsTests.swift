import Foundation
import MockupRaster
import Testing
@testable import MockupGuide

/// A guide whose code imports the system frameworks view code uses beside SwiftUI (Core Graphics,
/// Core Animation, the unified log, haptics, motion, the in-app browser, the mail composer) compiles
/// against the engine's modules and renders.
struct GuideFrameworkImportsTests {
    static let guide = #"""
        # Acme (iOS) — SwiftUI guide

        ```swift
        import SwiftUI
        import CoreGraphics
        import QuartzCore
        import os
        import OSLog
        import CoreHaptics
        import CoreMotion
        import SafariServices
        import MessageUI
        import BackgroundTasks
        import Security

        private let logger = Logger(subsystem: "com.acme", category: "ui")

        final class Haptics {
            private var engine: CHHapticEngine?
            func prepare() {
                guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else { return }
                do { engine = try CHHapticEngine(); try engine?.start() } catch { logger.error("haptics: \(error.localizedDescription, privacy: .public)") }
            }
            func tap() {
                let event = CHHapticEvent(eventType: .hapticTransient, parameters: [
                    CHHapticEventParameter(parameterID: .hapticIntensity, value: 1),
                    CHHapticEventParameter(parameterID: .hapticSharpness, value: 0.5)], relativeTime: 0)
                do {
                    let pattern = try CHHapticPattern(events: [event], parameters: [])
                    let player = try engine?.makePlayer(with: pattern)
                    try player?.start(atTime: CHHapticTimeImmediate)
                } catch CHHapticError.notSupported { } catch { }
            }
        }

        enum Refresh {
            static func schedule() {
                let request = BGAppRefreshTaskRequest(identifier: "com.acme.refresh")
                request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
                do { try BGTaskScheduler.shared.submit(request) } catch { logger.error("refresh: \(error.localizedDescription)") }
            }
        }

        enum TokenStore {
            static func save(_ token: String) -> Bool {
                let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "token",
                                            kSecValueData as String: Data(token.utf8)]
                SecItemDelete(query as CFDictionary)
                return SecItemAdd(query as CFDictionary, nil) == errSecSuccess
            }
            static func read() -> String? {
                let query = [kSecClass: kSecClassGenericPassword, kSecAttrAccount: "token", kSecReturnData: kCFBooleanTrue!,
                             kSecMatchLimit: kSecMatchLimitOne] as CFDictionary
                var result: AnyObject?
                guard SecItemCopyMatching(query, &result) == noErr, let data = result as? Data else { return nil }
                return String(data: data, encoding: .utf8)
            }
        }

        final class Motion: ObservableObject {
            private let manager = CMMotionManager()
            @Published var roll = 0.0
            func start() {
                guard manager.isDeviceMotionAvailable else { return }
                manager.deviceMotionUpdateInterval = 1 / 60
                manager.startDeviceMotionUpdates(to: .main) { [weak self] motion, _ in
                    guard let motion else { return }
                    self?.roll = motion.attitude.roll
                }
            }
        }

        struct SafariView: UIViewControllerRepresentable {
            let url: URL
            func makeUIViewController(context: Context) -> SFSafariViewController {
                let c = SFSafariViewController(url: url); c.preferredControlTintColor = .systemBlue; return c
            }
            func updateUIViewController(_ vc: SFSafariViewController, context: Context) {}
        }

        struct MailView: UIViewControllerRepresentable {
            final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
                func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
                    controller.dismiss(animated: true)
                }
            }
            func makeCoordinator() -> Coordinator { Coordinator() }
            func makeUIViewController(context: Context) -> MFMailComposeViewController {
                let vc = MFMailComposeViewController()
                vc.mailComposeDelegate = context.coordinator
                vc.setToRecipients(["help@acme.com"]); vc.setSubject("Help"); vc.setMessageBody("<b>Hi</b>", isHTML: true)
                return vc
            }
            func updateUIViewController(_ vc: MFMailComposeViewController, context: Context) {}
        }

        struct Tilt: View {
            @StateObject private var motion = Motion()
            let signposter = OSSignposter(subsystem: "com.acme", category: .pointsOfInterest)
            var body: some View {
                let state = signposter.beginInterval("body")
                defer { signposter.endInterval("body", state) }
                return VStack {
                    Text("Roll \(motion.roll, specifier: "%.1f")")
                    if MFMailComposeViewController.canSendMail() { MailView() } else { Link("Email us", destination: URL(string: "mailto:help@acme.com")!) }
                    Wave().stroke(Color.blue, lineWidth: 2).frame(height: 40)
                    SafariView(url: URL(string: "https://acme.com")!)
                }
                .onAppear { motion.start(); logger.info("appeared \(42, format: .hex, align: .right(columns: 6)) \(3.14159, format: .fixed(precision: 2))"); os_log(.debug, "x") }
            }
        }

        struct Wave: Shape {
            func path(in rect: CGRect) -> Path {
                let p = CGMutablePath()
                p.move(to: CGPoint(x: rect.minX, y: rect.midY))
                p.addCurve(to: CGPoint(x: rect.maxX, y: rect.midY), control1: CGPoint(x: rect.width / 3, y: 0), control2: CGPoint(x: rect.width * 2 / 3, y: rect.height))
                p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: 4, startAngle: 0, endAngle: .pi * 2, clockwise: true)
                return Path(p)
            }
        }
        ```
        """#

    /// Framework submodules imported by their dotted names, and the QR-code idiom they come with.
    static let submoduleGuide = #"""
        # Wallet (iOS) — SwiftUI guide

        ```swift
        import SwiftUI
        import CoreImage.CIFilterBuiltins
        import UIKit.UIGestureRecognizerSubclass
        import os.log

        struct ReceiveCard: View {
            let address = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh"
            private let context = CIContext()

            private var code: UIImage {
                let filter = CIFilter.qrCodeGenerator()
                filter.message = Data(address.utf8)
                guard let output = filter.outputImage?.transformed(by: CGAffineTransform(scaleX: 8, y: 8)),
                      let cgImage = context.createCGImage(output, from: output.extent) else {
                    os_log("no QR code")
                    return UIImage()
                }
                return UIImage(cgImage: cgImage)
            }

            var body: some View {
                Image(uiImage: code).interpolation(.none).resizable().scaledToFit().frame(width: 184, height: 184)
            }
        }
        ```
        """#

    @Test(.timeLimit(.minutes(3)))
    func frameworkSubmodulesImportAndAQRCodeRenders() throws {
        try GuideBuildTests.renderThroughRunner(Self.submoduleGuide, as: "ios-wallet-swiftui.md") { report, output in
            #expect(report.compiled.failedBlocks.isEmpty, "\(report.compiled.failedBlocks.map(\.message))")
            let card = try #require(report.entries.first { $0.component == "ReceiveCard" })
            #expect(card.status == "rendered" && card.warnings.isEmpty, "\(card.message ?? "") \(card.warnings)")
            // Drawn at 3x: every module is a block of pure black or white pixels, the corner one black.
            let png = try Data(contentsOf: output.appendingPathComponent("wallet/receive-card.png"))
            let image = try ImageFileDecoder.decode([UInt8](png))
            let ink = Set(image.pixels)
            #expect(ink == [PremultipliedColor.black.rawValue, PremultipliedColor.white.rawValue], "\(ink.count) colours")
        }
    }

    @Test(.timeLimit(.minutes(3)))
    func aGuideImportingSystemFrameworksCompilesAndRenders() throws {
        try GuideBuildTests.renderThroughRunner(Self.guide, as: "ios-acme-swiftui.md") { report, output in
            #expect(report.compiled.failedBlocks.isEmpty, "\(report.compiled.failedBlocks.map(\.message))")
            let tilt = try #require(report.entries.first { $0.component == "Tilt" })
            #expect(tilt.status == "rendered", "\(tilt.message ?? "")")
            // No motion sensor: the roll stays 0; no mail account: the mailto link; the browser is a blank page.
            #expect(tilt.warnings.contains { $0.contains("SFSafariViewController: web content is not loaded in a render") }, "\(tilt.warnings)")
            #expect(report.entries.map(\.component) == ["Tilt"], "a shape is drawn where it is used: \(report.entries.map(\.component))")
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("acme/tilt.png").path))
        }
    }

    /// An app's watch session and address book, as a companion app writes them: the view shows what
    /// an iPhone with no watch paired and no contacts access answers.
    @Test(.timeLimit(.minutes(3)))
    func aWatchSessionAndTheAddressBookAnswerAsOnAFreshIPhone() throws {
        let code = """
        import SwiftUI
        import WatchConnectivity
        import Contacts

        final class Companion: NSObject, ObservableObject, WCSessionDelegate {
            @Published var state = "idle"
            override init() {
                super.init()
                guard WCSession.isSupported() else { return }
                WCSession.default.delegate = self
                WCSession.default.activate()
            }
            func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) {
                state = activationState == .activated && !session.isPaired ? "no watch" : "paired"
            }
            func sessionDidBecomeInactive(_ session: WCSession) {}
            func sessionDidDeactivate(_ session: WCSession) { session.activate() }
        }

        struct FriendsHeader: View {
            @StateObject private var companion = Companion()
            var access: String {
                switch CNContactStore.authorizationStatus(for: .contacts) {
                case .notDetermined: return "ask"
                case .authorized, .limited: return "granted"
                default: return "denied"
                }
            }
            var body: some View {
                Text("\\(companion.state) · \\(access)")
            }
        }
        """
        try GuideBuildTests.renderThroughRunner(code, as: "FriendsHeader.swift") { report, _ in
            #expect(report.compiled.failedBlocks.isEmpty, "\(report.compiled.failedBlocks.map(\.message))")
            #expect(report.entries.first { $0.component == "FriendsHeader" }?.status == "rendered")
        }
    }
}
