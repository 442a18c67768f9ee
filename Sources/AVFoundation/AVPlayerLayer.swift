import Foundation
import SwiftUI

/// The Core Animation layer a player's video shows in. A render has no video frame: the layer is
/// never ready for display and its video rectangle is empty.
open class AVPlayerLayer: CALayer {
    open override class func makeLayerForView() -> CALayer { AVPlayerLayer() }
    open var player: AVPlayer?
    /// How the video fills the layer: `.resizeAspect` by default.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    open var pixelBufferAttributes: [String: Any]?

    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }

    open var isReadyForDisplay: Bool { false }
    open var videoRect: CGRect { .zero }
}
