import SwiftUI

/// The Match scenes: one per signature component and variant, plus the home screen.
///
/// Schemes follow the guide: the photo card, action dock, celebration and Likes-You tiles are drawn
/// over dark photography with fixed dark colours, so they are dark; the buttons are the CTA "on
/// white"; the tab bar (whose appearance is always the near-black bar) is shown over both canvases.
public enum MatchCatalog {
    public static let scenes: [MockupScene] = [
        // Shadow radius 28, y 12: 3r + y = 96 pt.
        scene("match/profile-card", summary: "Full-bleed profile card: photo, scrim, story bars, name, chips",
              component: "ProfileCard", width: MatchSamples.cardSize.width,
              height: MatchSamples.cardSize.height, margin: 96, schemes: [.dark]) {
            MatchSamples.profileCard
        },
        // The widest shadow (radius 16, y 6): 54 pt.
        scene("match/action-dock", summary: "Rewind, Pass, Super Like, Like and Boost dock buttons",
              component: "ActionDock", width: 312, margin: 54, schemes: [.dark]) {
            ActionDock()
        },
        scene("match/celebration", summary: "\"It's a Match!\" overlay with both avatars and its two buttons",
              component: "MatchCelebration", device: .iPhone16, schemes: [.dark]) {
            MatchSamples.celebration
        },
        likesYouTile("locked", unlocked: false),
        likesYouTile("unlocked", unlocked: true),
        primaryButton("regular", title: "Continue", premium: false),
        primaryButton("premium", title: "See Who Likes You", premium: true),
        scene("match/tab-bar", summary: "The four-tab bar (near-black appearance, Match Red active tab), bottom of the screen",
              component: "MatchTabView", device: .iPhone16, schemes: [.dark, .light], visibleBottom: TabBarScene.visibleBottom) {
            MatchTabView()
        },
        scene("match/home", summary: "Discover: profile card with the action dock over it, and the tab bar",
              component: "MatchTabView", device: .iPhone16, schemes: [.dark]) {
            MatchTabView()
        },
    ]

    private static func likesYouTile(_ variant: String, unlocked: Bool) -> MockupScene {
        scene("match/likes-you-tile-\(variant)",
              summary: unlocked ? "Likes-You tile, unlocked: sharp photo with the heart badge"
                                : "Likes-You tile, locked: blurred photo with \"Liked you\"",
              component: "LikesYouTile", width: 96, margin: 16, schemes: [.dark]) {
            LikesYouTile(imageName: MatchSamples.likerPhoto, unlocked: unlocked)
        }
    }

    private static func primaryButton(_ variant: String, title: String, premium: Bool) -> MockupScene {
        scene("match/primary-button-\(variant)",
              summary: premium ? "Premium capsule button with the red-to-magenta gradient"
                               : "Match Red capsule primary button",
              component: "MatchPrimaryButton", width: 353, margin: 20, schemes: [.light]) {
            MatchPrimaryButton(title: title, premium: premium) {}
        }
    }

    /// A Match scene: the `MatchTheme` canvas (#FFFFFF light, #141414 dark) and the photos folder.
    private static func scene<V: View>(_ name: String, summary: String, component: String, width: Double = 393,
                                       height: Double? = nil, device: DeviceProfile? = nil, margin: Double = 0,
                                       schemes: [ColorScheme],
                                       visibleBottom: Double? = nil,
                                       @ViewBuilder view: @escaping @MainActor @Sendable () -> V) -> MockupScene {
        MockupScene(name, summary: summary, component: component, width: width, height: height, device: device,
                    margin: margin,
                    schemes: schemes, assetDirectory: MatchSamples.assetDirectory, visibleBottom: visibleBottom,
                    canvas: { scheme in
                        (scheme == .dark ? Color.matchDarkCanvas : Color.matchCanvas).rgba(in: EnvironmentValues())
                    }, view: view)
    }
}
