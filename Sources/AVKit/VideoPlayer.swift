import Foundation
import SwiftUI

/// A video with the system playback controls. A still has no frame to show: it draws the black
/// frame of an unstarted video filling its space, with a play glyph in the centre.
public struct VideoPlayer<VideoOverlay: View>: View {
    let overlay: VideoOverlay

    public init(player: AVPlayer?) where VideoOverlay == EmptyView { overlay = EmptyView() }

    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) { overlay = videoOverlay() }

    public var body: some View {
        ZStack {
            UnstartedVideo(showsPlaybackControls: true)
            overlay
        }
    }
}

/// An unstarted video as the system player shows it: black, with the play glyph of its controls
/// in the centre when they are shown.
struct UnstartedVideo: View {
    let showsPlaybackControls: Bool

    var body: some View {
        ZStack {
            Color.black
            if showsPlaybackControls {
                Image(systemName: "play.fill")
                    .font(.system(size: 34))
                    .foregroundStyle(Color.white.opacity(0.85))
            }
        }
    }
}
