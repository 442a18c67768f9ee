import SwiftUI

/// The App Store banner that recommends an app or App Clip from the bottom of the screen (StoreKit's
/// `SKOverlay`). A render shows no App Store content: presenting one tells its delegate nothing,
/// and the SwiftUI modifier records a render note as a sheet does.
@preconcurrency @MainActor
open class SKOverlay: NSObject {
    /// Where the banner sits: at the bottom, or raised above a bottom bar.
    public enum Position: Int, Sendable { case bottom, bottomRaised }

    /// What a banner shows (`AppConfiguration` or `AppClipConfiguration`).
    open class Configuration: NSObject {}

    /// A banner for the app `appIdentifier` (its App Store ID).
    public final class AppConfiguration: Configuration {
        public var appIdentifier: String
        public var position: Position
        public var userDismissible = true
        public var campaignToken: String?
        public var providerToken: String?
        public var customProductPageIdentifier: String?
        public var latestReleaseID: String?
        private var additionalValues: [String: Any] = [:]

        public init(appIdentifier: String, position: Position) {
            self.appIdentifier = appIdentifier; self.position = position
        }
        public func additionalValue(forKey key: String) -> Any? { additionalValues[key] }
        public func setAdditionalValue(_ value: Any?, forKey key: String) { additionalValues[key] = value }
    }

    /// A banner for the App Clip's full app.
    public final class AppClipConfiguration: Configuration {
        public var position: Position
        public var campaignToken: String?
        public var providerToken: String?
        public var customProductPageIdentifier: String?
        public var latestReleaseID: String?

        public init(position: Position) { self.position = position }
    }

    /// The animation of a banner appearing or leaving (never run in a render).
    public final class TransitionContext {
        public let startFrame: CGRect
        public let endFrame: CGRect
        init(startFrame: CGRect, endFrame: CGRect) { self.startFrame = startFrame; self.endFrame = endFrame }
        public func addAnimationBlock(_ block: @escaping () -> Void) {}
    }

    public let configuration: Configuration
    open weak var delegate: (any SKOverlayDelegate)?

    public init(configuration: Configuration) {
        self.configuration = configuration
        super.init()
    }

    /// Shows the banner in `scene`: not shown in a render, and the delegate is not told.
    open func present(in scene: UIWindowScene) {}
    /// Hides the banner shown in `scene` (none is).
    open class func dismiss(in scene: UIWindowScene) {}
}

/// What a banner tells about loading and its transitions; every method is optional, and a render calls none.
@preconcurrency @MainActor
public protocol SKOverlayDelegate: AnyObject {
    func storeOverlayDidFailToLoad(_ overlay: SKOverlay, error: any Error)
    func storeOverlayWillStartPresentation(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext)
    func storeOverlayDidFinishPresentation(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext)
    func storeOverlayWillStartDismissal(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext)
    func storeOverlayDidFinishDismissal(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext)
}

extension SKOverlayDelegate {
    public func storeOverlayDidFailToLoad(_ overlay: SKOverlay, error: any Error) {}
    public func storeOverlayWillStartPresentation(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext) {}
    public func storeOverlayDidFinishPresentation(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext) {}
    public func storeOverlayWillStartDismissal(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext) {}
    public func storeOverlayDidFinishDismissal(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext) {}
}

extension View {
    /// Shows the App Store banner `configuration` describes while `isPresented` is true (not drawn).
    public func appStoreOverlay(isPresented: Binding<Bool>,
                                configuration: @escaping () -> SKOverlay.Configuration) -> some View {
        sheet(isPresented: isPresented) { EmptyView() }
    }
}
