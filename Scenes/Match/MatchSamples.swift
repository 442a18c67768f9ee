import Foundation
import SwiftUI

/// Sample data for the Match scenes. The guide gives no profile, so it is invented in the spirit of
/// its notes: the profile card reads as "{name}, {age}, {job}, {distance}, photo {i} of {n}", the
/// presence dot is paired with "Active now", at most four interest chips. No CC0 or public-domain
/// photo of a person large enough for the card ships in a package we can use, so the people are CC0
/// Open Peeps illustrations (Assets/LICENSES.md).
enum MatchSamples {
    /// `Scenes/Match/Assets`, found next to this file at run time.
    static let assetDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Assets").path

    /// Maya's 3:5 portrait, the profile card's own proportions at @3x (1125×1875 px), so the `.fill`
    /// photo never overflows the card.
    static let profilePhoto = "profile-maya"
    /// Maya's square avatar, for the celebration.
    static let profileAvatar = "avatar-maya"
    /// The "You" avatar.
    static let avatarPhoto = "avatar-you"
    /// Someone who liked you, for the Likes-You tiles.
    static let likerPhoto = "avatar-sam"
    /// The profile card's size: 3:5, the same as its photo.
    static let cardSize = CGSize(width: 375, height: 625)

    static let name = "Maya"

    @MainActor static var profileCard: ProfileCard {
        ProfileCard(imageName: profilePhoto, name: name, age: 29, job: "Barista at Ground Floor Coffee",
                    distance: "Active now · 3 miles away", interests: ["Coffee", "Hiking", "Vinyl", "Dogs"],
                    photoCount: 5, activeIndex: 1, isVerified: true)
    }

    @MainActor static var celebration: MatchCelebration {
        MatchCelebration(myAvatar: avatarPhoto, theirAvatar: profileAvatar, theirName: name)
    }
}
