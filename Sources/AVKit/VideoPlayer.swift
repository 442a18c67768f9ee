import Foundation
import SwiftUI

/// AVFoundation's player (nothing plays in a still).
public final class AVPlayer {
    public private(set) var url: URL?
    public var rate: Float = 0
    public var volume: Float = 1
    public var isMuted = false
    public init() {}
    public init(url: URL) { self.url = url }
    public init(playerItem: AVPlayerItem?) { url = playerItem?.url }
    public func play() {}
    public func pause() {}
    public func seek(to time: CMTime) {}
    public func replaceCurrentItem(with item: AVPlayerItem?) { url = item?.url }
}

/// A looping player.
public final class AVQueuePlayer {
    public init() {}
    public init(items: [AVPlayerItem]) {}
    public func play() {}
    public func pause() {}
}

/// An item a player plays.
public final class AVPlayerItem {
    public let url: URL?
    public init(url: URL) { self.url = url }
}

/// A media time.
public struct CMTime: Hashable, Sendable {
    public var seconds: Double
    public init(seconds: Double, preferredTimescale: Int32) { self.seconds = seconds }
    public static let zero = CMTime(seconds: 0, preferredTimescale: 1)
}

/// A video with the system playback controls. A still has no frame to show: it draws the black
/// frame of an unstarted video filling its space, with a play glyph in the centre.
public struct VideoPlayer<VideoOverlay: View>: View {
    let overlay: VideoOverlay

    public init(player: AVPlayer?) where VideoOverlay == EmptyView { overlay = EmptyView() }

    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) { overlay = videoOverlay() }

    public var body: some View {
        ZStack {
            Color.black
            Image(systemName: "play.fill")
                .font(.system(size: 34))
                .foregroundStyle(Color.white.opacity(0.85))
            overlay
        }
    }
}
