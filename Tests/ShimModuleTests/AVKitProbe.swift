import AVKit
import Foundation
import SwiftUI

/// Builds AVKit views for `ShimModuleTests` (AVKit's names are kept out of that file).
@MainActor
enum AVKitProbe {
    static func player() -> some View {
        VideoPlayer(player: AVPlayer(url: URL(string: "https://example.com/a.mp4")!))
    }
}
