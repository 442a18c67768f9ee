import Foundation
import SwiftUI

/// The system video player as a UIKit view controller. Nothing plays in a still: in a
/// `UIViewControllerRepresentable` it draws as `VideoPlayer` does, the black frame of an unstarted
/// video with the play glyph of its controls (none when `showsPlaybackControls` is false).
open class AVPlayerViewController: UIViewController, _UIKitDrawnAtRest {
    open var player: AVPlayer?
    open var showsPlaybackControls = true
    /// How the video fills the view: `.resizeAspect` by default.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    open weak var delegate: AVPlayerViewControllerDelegate?
    open var allowsPictureInPicturePlayback = true
    open var canStartPictureInPictureAutomaticallyFromInline = false
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    open var updatesNowPlayingInfoCenter = true
    open var requiresLinearPlayback = false
    open var showsTimecodes = false
    open var allowsVideoFrameAnalysis = true
    /// A view between the video and the controls, for the code's own content.
    public let contentOverlayView: UIView? = UIView()

    open var isReadyForDisplay: Bool { false }
    open var videoBounds: CGRect { .zero }

    /// The unstarted video, for this class only (a subclass of the code's own draws the placeholder).
    public var _drawingAtRest: AnyView? {
        type(of: self) == AVPlayerViewController.self ? AnyView(UnstartedVideo(showsPlaybackControls: showsPlaybackControls)) : nil
    }
}

/// What the player controller tells its delegate (never, in a render).
@MainActor @preconcurrency
public protocol AVPlayerViewControllerDelegate: NSObjectProtocol {
    func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerWillStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(_ playerViewController: AVPlayerViewController) -> Bool
    func playerViewController(_ playerViewController: AVPlayerViewController,
                              willBeginFullScreenPresentationWithAnimationCoordinator coordinator: Any)
    func playerViewController(_ playerViewController: AVPlayerViewController,
                              willEndFullScreenPresentationWithAnimationCoordinator coordinator: Any)
    func playerViewController(_ playerViewController: AVPlayerViewController,
                              restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void)
}

extension AVPlayerViewControllerDelegate {
    public func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerWillStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(_ playerViewController: AVPlayerViewController) -> Bool { true }
    public func playerViewController(_ playerViewController: AVPlayerViewController,
                                     willBeginFullScreenPresentationWithAnimationCoordinator coordinator: Any) {}
    public func playerViewController(_ playerViewController: AVPlayerViewController,
                                     willEndFullScreenPresentationWithAnimationCoordinator coordinator: Any) {}
    public func playerViewController(_ playerViewController: AVPlayerViewController,
                                     restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void) {}
}

/// The AirPlay route button. In a representable it draws at rest as the system button does: the
/// AirPlay audio glyph (the video one when `prioritizesVideoDevices`) in `tintColor` (else the
/// environment's tint) centred in the view; no route is active in a render, so `activeTintColor`
/// never shows.
open class AVRoutePickerView: UIView, _UIKitDrawnAtRest {
    open var activeTintColor: UIColor! = .systemBlue
    open var prioritizesVideoDevices = false
    open weak var delegate: AVRoutePickerViewDelegate?

    public var _drawingAtRest: AnyView? {
        guard type(of: self) == AVRoutePickerView.self else { return nil }
        let glyph = Image(systemName: prioritizesVideoDevices ? "airplayvideo" : "airplayaudio")
            .font(.system(size: AVRoutePickerView.glyphSize))
        let tinted = tintColor.map { AnyView(glyph.foregroundStyle(Color(uiColor: $0))) } ?? AnyView(glyph.foregroundStyle(.tint))
        return AnyView(tinted.frame(maxWidth: .infinity, maxHeight: .infinity))
    }

    /// The glyph's point size (Mockup's choice: a bar button's symbol, docs/CONTROLS.md).
    static let glyphSize: CGFloat = 22
}

/// What the route picker tells its delegate (never, in a render).
@MainActor @preconcurrency
public protocol AVRoutePickerViewDelegate: NSObjectProtocol {
    func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView)
    func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView)
}

extension AVRoutePickerViewDelegate {
    public func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
    public func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
}
