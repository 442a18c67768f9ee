import Foundation
import SwiftUI

/// Picture in picture for a player layer (AVKit's `AVPictureInPictureController`). iPhones support
/// it (iOS 14 and later), but a render plays nothing, so it is never possible and never starts.
open class AVPictureInPictureController: NSObject {
    /// Where the picture comes from (iOS 15): a player layer.
    public final class ContentSource: NSObject {
        public let playerLayer: AVPlayerLayer?
        public init(playerLayer: AVPlayerLayer) { self.playerLayer = playerLayer }
    }

    /// Whether the device supports picture in picture: every iPhone on iOS 14 and later does.
    open class func isPictureInPictureSupported() -> Bool { true }

    public let playerLayer: AVPlayerLayer
    open var contentSource: ContentSource?
    open weak var delegate: (any AVPictureInPictureControllerDelegate)?
    /// Whether picture in picture can start now: never, as nothing plays.
    open var isPictureInPicturePossible: Bool { false }
    open var isPictureInPictureActive: Bool { false }
    open var isPictureInPictureSuspended: Bool { false }
    open var canStartPictureInPictureAutomaticallyFromInline = false
    open var requiresLinearPlayback = false

    public init?(playerLayer: AVPlayerLayer) {
        self.playerLayer = playerLayer
        super.init()
    }

    public convenience init(contentSource: ContentSource) {
        self.init(playerLayer: contentSource.playerLayer ?? AVPlayerLayer())!
        self.contentSource = contentSource
    }

    /// Starts picture in picture: nothing happens, as it is never possible.
    open func startPictureInPicture() {}
    open func stopPictureInPicture() {}
    open func invalidatePlaybackState() {}
}

/// What hears of picture in picture starting and stopping (never called in a render).
public protocol AVPictureInPictureControllerDelegate: NSObjectProtocol {
    func pictureInPictureControllerWillStartPictureInPicture(_ pictureInPictureController: AVPictureInPictureController)
    func pictureInPictureControllerDidStartPictureInPicture(_ pictureInPictureController: AVPictureInPictureController)
    func pictureInPictureController(_ pictureInPictureController: AVPictureInPictureController,
                                    failedToStartPictureInPictureWithError error: any Error)
    func pictureInPictureControllerWillStopPictureInPicture(_ pictureInPictureController: AVPictureInPictureController)
    func pictureInPictureControllerDidStopPictureInPicture(_ pictureInPictureController: AVPictureInPictureController)
    func pictureInPictureController(_ pictureInPictureController: AVPictureInPictureController,
                                    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void)
}

extension AVPictureInPictureControllerDelegate {
    public func pictureInPictureControllerWillStartPictureInPicture(_ pictureInPictureController: AVPictureInPictureController) {}
    public func pictureInPictureControllerDidStartPictureInPicture(_ pictureInPictureController: AVPictureInPictureController) {}
    public func pictureInPictureController(_ pictureInPictureController: AVPictureInPictureController,
                                           failedToStartPictureInPictureWithError error: any Error) {}
    public func pictureInPictureControllerWillStopPictureInPicture(_ pictureInPictureController: AVPictureInPictureController) {}
    public func pictureInPictureControllerDidStopPictureInPicture(_ pictureInPictureController: AVPictureInPictureController) {}
    public func pictureInPictureController(_ pictureInPictureController: AVPictureInPictureController,
                                           restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void) {
        completionHandler(true)
    }
}
