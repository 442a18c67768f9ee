import Foundation
import MockupRaster
import MockupText
import Testing
@testable import MockupUI
@testable import SwiftUI

// UIKit and Foundation API as real apps call it (trait changes, key input, string drawing,
// orientations, scenes, presentations, hosting configurations, thumbnails), written as they write
// it. Compiling this file is half the test; the suite checks what each does at rest.

/// A blur view that re-applies its filters when the style changes (iOS 17 and before).
private final class TraitWatchingView: UIView {
    private(set) var changes = 0
    private(set) var registeredChanges = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _) in
            self.registeredChanges += 1
        }
        // `#selector(refresh)` in an app; the guide compiler rewrites it to this.
        registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitDisplayScale.self], action: Selector("refresh"))
    }

    required init?(coder: NSCoder) { return nil }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes += 1
    }
}

/// A tag field that reports the delete key on an empty field.
private final class BackspaceField: UITextField {
    var onBackPressed: (() -> Void)?
    override func deleteBackward() {
        onBackPressed?()
        super.deleteBackward()
    }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
}

/// A controller that only turns to landscape.
private final class LandscapeController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

private final class OrientationDelegate: NSObject, UIApplicationDelegate {
    static var orientation: UIInterfaceOrientationMask = .all
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        Self.orientation
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let config = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        config.delegateClass = OverlaySceneDelegate.self
        config.storyboard = nil
        return config
    }
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        completionHandler(userInfo.isEmpty ? .noData : .newData)
    }
}

private final class OverlaySceneDelegate: NSObject, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
    }
}

private final class NoAnimation: NSObject, UITabBarControllerDelegate, UIViewControllerAnimatedTransitioning {
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { .zero }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let destination = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(destination)
        transitionContext.completeTransition(true)
    }
}

/// A notification banner made from a hosting configuration, as in-app notification helpers make it.
private struct BannerRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let config = UIHostingConfiguration {
            Text("New message").foregroundStyle(.white)
        }
        .background(.blue)
        .margins(.all, 10)
        let view = config.makeContentView()
        view.backgroundColor = .clear
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

extension String {
    fileprivate func size(_ font: UIFont) -> CGSize { size(withAttributes: [NSAttributedString.Key.font: font]) }
}

/// Recipe Buddy's navigation-bar configurator: a bare controller behind a screen, reaching its
/// navigation controller once shown.
private struct NavigationBarConfigurator: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        DispatchQueue.main.async { controller.navigationController?.navigationBar.prefersLargeTitles = false }
        return controller
    }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

/// A cell from a nib, as UIKit apps declare them: `awakeFromNib` overrides compile and are never called.
private final class CategoryCell: UICollectionViewCell {
    private(set) var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

/// A plain controller holding a coloured view of its own.
private struct BadgeController: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.backgroundColor = .blue
        controller.view.addSubview(badge)
        return controller
    }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

/// A storyboard's scene in a representable.
private struct StoryboardScene: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController {
        UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Settings")
    }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

@MainActor @Suite struct UIKitAppGapsTests {
    /// A bare `UIViewController` draws its (empty, clear) view, as UIKit does, not a placeholder; a
    /// storyboard's stand-in still is one, its content unknown.
    @Test func nibCallbacksAreNeverCalled() {
        let cell = CategoryCell(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        #expect(!cell.awoke, "a render loads no nib")
    }

    @Test func plainControllersInRepresentablesDrawTheirViews() throws {
        let configured = try render(60, 60) { Color(red: 1, green: 0, blue: 0).background(NavigationBarConfigurator()) }
        #expect(!configured.warnings.contains { $0.contains("placeholder") }, "\(configured.warnings)")
        #expect(configured.image[30, 30].red == 255 && configured.image[30, 30].blue == 0)
        let badge = try render(60, 60) { BadgeController().frame(width: 60, height: 60) }
        #expect(badge.image[20, 20].blue > 200 && badge.image[20, 20].red < 60, "the controller's subview is drawn")
        #expect(badge.image[45, 45].red == 255, "its view is clear around it")
        let storyboard = try render(60, 60) { StoryboardScene() }
        #expect(storyboard.warnings.contains { $0.contains("UIViewControllerRepresentable StoryboardScene") && $0.contains("placeholder") })
    }

    private func render(_ width: Double, _ height: Double, @ViewBuilder _ content: () -> some View) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(width: width, height: height, scale: 1), fonts: FontLibrary.shared(), content)
    }

    @Test func traitChangesAreNeverReportedAtRest() {
        let view = TraitWatchingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.addSubview(view)
        view.overrideUserInterfaceStyle = .dark
        #expect(view.changes == 0 && view.registeredChanges == 0, "traits never change in a render, so nothing is told")
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.traitCollection[UITraitUserInterfaceStyle.self] == .dark)
        let child = UIView()
        view.addSubview(child)
        #expect(child.traitCollection.userInterfaceStyle == .dark, "a subview inherits the forced style")
        #expect(UIView().traitCollection.userInterfaceStyle == .light)
        child.tag = 8390
        #expect(window.viewWithTag(8390) === child && window.viewWithTag(1) == nil && child.viewWithTag(8390) === child)

        let traits = UITraitCollection.current
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular && traits.displayScale == 3)
        #expect(traits.userInterfaceIdiom == .phone && traits.preferredContentSizeCategory == .large)
        #expect(!traits.preferredContentSizeCategory.isAccessibilityCategory && UIContentSizeCategory.accessibilityLarge > .large)
        #expect(UITraitCollection(UITraitLegibilityWeight.self, value: .bold).legibilityWeight == .bold)
        #expect(traits.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!traits.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))

        let controller = UIViewController()
        let registration = controller.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (_: UIViewController, _) in }
        controller.unregisterForTraitChanges(registration)
    }

    @Test func keyInputEditsTheEndOfTheText() {
        let field = BackspaceField()
        var backs = 0
        field.onBackPressed = { backs += 1 }
        #expect(!field.hasText && backs == 0, "no key is pressed at rest")
        field.insertText("ta")
        field.insertText("g")
        #expect(field.text == "tag" && field.hasText)
        field.deleteBackward()
        #expect(field.text == "ta" && backs == 1)
        #expect(!field.canPerformAction(Selector("paste:"), withSender: nil))
        let textView = UITextView()
        textView.insertText("Hi")
        textView.deleteBackward()
        #expect(textView.text == "H")
    }

    @Test func stringSizesAreWhatTheEngineLaysTheSameTextOutAt() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let size = "Chips UI".size(font)
        #expect(size.width > 40 && size.height > 17)
        // A UILabel draws its text as `Text` in its font: the same text laid out by a render.
        let label = UILabel()
        label.text = "Chips UI"
        label.font = font
        let rendered = try ViewRenderer.layout(RenderRequest(width: nil, height: nil, scale: 3), fonts: FontLibrary.shared()) {
            Text(verbatim: "Chips UI").font(Font(font))
        }
        let text = try #require(rendered.tree.all(.text).first)
        #expect(abs(Double(size.width) - text.frame.width) < 1e-9 && abs(Double(size.height) - text.frame.height) < 1e-9)
        #expect(NSString(string: "Chips UI").size(withAttributes: [.font: font]) == size)
        #expect("Chips UI".size(withAttributes: [.font: UIFont.systemFont(ofSize: 34)]).width > size.width * 1.9)

        let long = "A sentence long enough to wrap onto a second line in a narrow box."
        let wrapped = long.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                        attributes: [.font: font], context: nil)
        #expect(wrapped.origin == .zero && wrapped.width <= 120 && wrapped.height > size.height * 2)
        let line = long.boundingRect(with: .zero, options: [], attributes: [.font: font], context: nil)
        #expect(line.minY < 0 && line.height == size.height, "one line, its origin on the baseline")
    }

    @Test func stringsDrawIntoImageRenderers() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30)).image { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 60, height: 30))
            ("Hi" as NSString).draw(at: CGPoint(x: 4, y: 4), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20),
                                                                             .foregroundColor: UIColor.red])
        }
        let pixels = try PNGDecoder.decode([UInt8](try #require(image.pngData())))
        let red = (0..<pixels.height).flatMap { y in (0..<pixels.width).map { pixels.rgba($0, y) } }
            .filter { $0.r > 200 && $0.g < 80 && $0.b < 80 }.count
        #expect(red > 50, "the text is drawn in red")
        #expect(pixels.rgba(pixels.width - 2, pixels.height - 2) == (255, 255, 255, 255), "nothing drawn beyond the text")
    }

    @Test func orientationsAreDeclaredButARenderStaysPortrait() {
        #expect(UIInterfaceOrientationMask.all.contains(.portraitUpsideDown) && !UIInterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))
        #expect(UIInterfaceOrientationMask.landscape == [.landscapeLeft, .landscapeRight])
        #expect(LandscapeController().supportedInterfaceOrientations == .landscape)
        #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
        let delegate = OrientationDelegate()
        OrientationDelegate.orientation = .portrait
        #expect(delegate.application(.shared, supportedInterfaceOrientationsFor: nil) == .portrait)
        guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { Issue.record("no scene"); return }
        var failed = false
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)) { _ in failed = true }
        #expect(UIWindowScene.GeometryPreferences.iOS().interfaceOrientations == .all, "UIKit's plain init asks for every orientation")
        scene.keyWindow?.rootViewController?.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(!failed && scene.interfaceOrientation == .portrait && scene.interfaceOrientation.isPortrait)
    }

    @Test func scenesHaveADefaultSession() {
        guard let scene = UIApplication.shared.connectedScenes.first else { Issue.record("no scene"); return }
        #expect(scene.session.role == .windowApplication && scene.session.scene === scene)
        let config = OrientationDelegate().application(.shared, configurationForConnecting: scene.session, options: UIScene.ConnectionOptions())
        #expect(config.role == .windowApplication && config.name == nil && config.delegateClass == OverlaySceneDelegate.self)
        #expect(config.storyboard == nil)
        var fetched: UIBackgroundFetchResult?
        OrientationDelegate().application(.shared, didReceiveRemoteNotification: [:]) { fetched = $0 }
        #expect(fetched == .noData)
        let delegate = OverlaySceneDelegate()
        delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
        #expect(delegate.window?.windowScene === scene)
    }

    @Test func presentationsAndTransitionsAreConfigurableAndNeverRun() throws {
        let controller = UIHostingController(rootView: Text("Sheet"))
        controller.modalTransitionStyle = .crossDissolve
        controller.modalPresentationStyle = .overCurrentContext
        #expect(controller.sheetPresentationController == nil, "not a sheet style")
        let sheetController = UIViewController()
        let sheet = try #require(sheetController.sheetPresentationController)
        sheet.detents = [.medium(), .large(), .custom(identifier: .init("tall")) { $0.maximumDetentValue * 0.8 }]
        sheet.largestUndimmedDetentIdentifier = .medium
        sheet.prefersGrabberVisible = true
        sheet.preferredCornerRadius = 20
        #expect(sheetController.sheetPresentationController === sheet && sheet.detents.map(\.identifier.rawValue).last == "tall")
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(navigation.transitionCoordinator?.percentComplete == nil, "never mid-transition")
        let tabs = UITabBarController()
        let animation = NoAnimation()
        tabs.delegate = animation
        #expect(tabs.delegate === animation && !tabs.tabBar.isHidden)
    }

    @Test func aHostingConfigurationDrawsItsContentInARepresentable() throws {
        let rendered = try render(200, 60) { BannerRepresentable().frame(width: 200, height: 60) }
        let blue = rendered.image.rgba(3, 30)
        #expect(blue.b > 200 && blue.r < 60, "the background fills the content view")
        #expect(rendered.layout.tree.all(.text).contains { ($0.detail ?? "").contains("New message") })
    }

    @Test func thumbnailsAreResampledPixels() async throws {
        let red = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255).rawValue
        let blue = PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255).rawValue
        let pixels = try PixelImage(width: 8, height: 4, pixels: (0..<4).flatMap { _ in [red, red, red, red, blue, blue, blue, blue] })
        let image = try #require(UIImage(data: Data(try PNGEncoder.encode(pixels)), scale: 2))
        let thumbnail = try #require(await image.byPreparingThumbnail(ofSize: CGSize(width: 4, height: 2)))
        #expect(thumbnail.size == CGSize(width: 4, height: 2) && thumbnail.scale == 1)
        let thumbPixels = try PNGDecoder.decode([UInt8](try #require(thumbnail.pngData())))
        #expect(thumbPixels.width == 4 && thumbPixels.height == 2)
        #expect(thumbPixels.rgba(0, 0) == (255, 0, 0, 255) && thumbPixels.rgba(3, 1) == (0, 0, 255, 255))
        #expect(image.preparingThumbnail(of: .zero) == nil && UIImage(systemName: "star")?.preparingThumbnail(of: CGSize(width: 4, height: 4)) == nil)
        let prepared = try #require(await image.byPreparingForDisplay())
        #expect(prepared.size == image.size && prepared.scale == 2)
        let handed = await withCheckedContinuation { continuation in
            image.prepareThumbnail(of: CGSize(width: 2, height: 1)) { continuation.resume(returning: $0?.size) }
        }
        #expect(handed == CGSize(width: 2, height: 1))
    }

    @Test func foundationGaps() {
        let copied = URL.documentsDirectory.appending(path: "videoPicker.mov")
        #expect(copied.lastPathComponent == "videoPicker.mov" && URL.cachesDirectory.isFileURL)
        let queue: DispatchSerialQueue = .init(label: "session")
        #expect(queue.label == "session")
    }

    /// SBB's typography demo shows a storyboard's controller in a representable: a render reads no
    /// Interface Builder file, so the controller is a plain one, drawn as a placeholder.
    @Test func storyboardsMakePlainControllers() {
        let storyboard = UIStoryboard(name: "TypographyUIKitView", bundle: nil)
        #expect(storyboard.name == "TypographyUIKitView")
        #expect(type(of: storyboard.instantiateViewController(withIdentifier: "Typography")) == UIViewController.self)
        #expect(storyboard.instantiateInitialViewController() != nil)
        let made: UIViewController = storyboard.instantiateViewController(identifier: "Typography")
        #expect(type(of: made) == UIViewController.self)
        final class Detail: UIViewController {}
        let created = storyboard.instantiateViewController(identifier: "Detail") { _ in Detail() }
        #expect(type(of: created) == Detail.self, "a creator makes the code's own controller")
    }

    @Test func shareActivitiesPrintingAndPressesAreUIKits() throws {
        final class CopyLinkActivity: UIActivity {
            private(set) var url: URL?
            override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("app.CopyLink") }
            override var activityTitle: String? { "Copy link" }
            override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is URL } }
            override func prepare(withActivityItems activityItems: [Any]) { url = activityItems.compactMap { $0 as? URL }.first }
            override func perform() { activityDidFinish(true) }
        }
        let link = try #require(URL(string: "https://q42.nl/"))
        let activity = CopyLinkActivity()
        #expect(activity.canPerform(withActivityItems: [link]) && !UIActivity().canPerform(withActivityItems: [link]))
        activity.prepare(withActivityItems: ["text", link])
        #expect(activity.url == link && activity.activityTitle == "Copy link" && CopyLinkActivity.activityCategory == .action)
        let sheet = UIActivityViewController(activityItems: [link], applicationActivities: [activity])
        #expect(sheet.activityItems.count == 1)

        #expect(UIPrintInteractionController.isPrintingAvailable)
        #expect(UIPrintInteractionController.canPrint(Data("%PDF-1.7".utf8)) && !UIPrintInteractionController.canPrint(Data("text".utf8)))
        #expect(UIPrintInteractionController.canPrint(URL(fileURLWithPath: "/tmp/invoice.pdf")))
        let printer = UIPrintInteractionController.shared
        printer.printInfo = .printInfo()
        printer.printInfo?.outputType = .photo
        var completed = false
        #expect(printer.present(animated: true) { _, _, _ in completed = true })
        #expect(!completed, "no one prints or cancels in a still")
        let pages = UIPrintPageRenderer()
        pages.addPrintFormatter(UISimpleTextPrintFormatter(text: "Receipt"), startingAtPageAt: 0)
        #expect(pages.printFormatters?.count == 1 && pages.numberOfPages == 0)

        final class SubmitField: UITextView {
            var submitted = false
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                if presses.contains(where: { $0.key?.charactersIgnoringModifiers == "\r" }) { submitted = true }
                super.pressesBegan(presses, with: event)
            }
        }
        let field = SubmitField()
        field.pressesBegan([UIPress()], with: nil)
        #expect(!field.submitted && UIPress().key == nil && UIPressesEvent().type == .presses)
        #expect(UIPress.PressType.pageUp.rawValue == 30 && UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue == 0x28)
    }
}
