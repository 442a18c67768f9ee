import Foundation
import SwiftUI

/// A video with the system playback controls. A still has no frame to show: it draws the black
/// frame of an unstarted, paused video filling its space, the `videoOverlay` over the video and
/// the controls over both ("placed below the system-provided playback controls", Apple,
/// `init(player:videoOverlay:)`).
public struct VideoPlayer<VideoOverlay: View>: View {
    let overlay: VideoOverlay

    public init(player: AVPlayer?) where VideoOverlay == EmptyView { overlay = EmptyView() }

    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) { overlay = videoOverlay() }

    public var body: some View {
        UnstartedVideo(showsPlaybackControls: true) { overlay }
    }
}

/// An unstarted video as the system player shows it inline: black, the code's overlay on it, and
/// over both, when shown, the controls of iOS 16's player paused (`PausedPlaybackControls`).
struct UnstartedVideo<Overlay: View>: View {
    let showsPlaybackControls: Bool
    let overlay: Overlay

    init(showsPlaybackControls: Bool, @ViewBuilder overlay: () -> Overlay) {
        self.showsPlaybackControls = showsPlaybackControls
        self.overlay = overlay()
    }

    var body: some View {
        ZStack {
            Color.black
            overlay
            if showsPlaybackControls { PausedPlaybackControls() }
        }
    }
}

extension UnstartedVideo where Overlay == EmptyView {
    init(showsPlaybackControls: Bool) { self.init(showsPlaybackControls: showsPlaybackControls) { EmptyView() } }
}

/// The inline player's controls at rest, paused, in white: the play button in the centre; a top
/// bar with the full-screen button leading and the volume button trailing; a bottom bar with the
/// scrubber's track, nothing played. iOS 16's redesign ("we've removed the chrome across the board",
/// WWDC22 session 10147) draws them straight on the video; sizes are Mockup's (docs/CONTROLS.md).
struct PausedPlaybackControls: View {
    var body: some View {
        ZStack {
            Image(systemName: "play.fill").font(.system(size: 34))
            VStack(spacing: 0) {
                HStack {
                    Image(systemName: "arrow.up.left.and.arrow.down.right")
                    Spacer(minLength: 0)
                    Image(systemName: "speaker.wave.2.fill")
                }
                .font(.system(size: 17, weight: .semibold))
                Spacer(minLength: 0)
                Capsule().fill(Color.white.opacity(0.3)).frame(height: 4)
            }
            .padding(16)
        }
        .foregroundStyle(Color.white.opacity(0.9))
    }
}
