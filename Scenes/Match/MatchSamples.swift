import Foundation
import SwiftUI

/// Sample data for the Match scenes. The guide gives no profile, so it is invented in the spirit of
/// its notes: the profile card reads as "{name}, {age}, {job}, {distance}, photo {i} of {n}", the
/// presence dot is paired with "Active now", at most four interest chips. The photos are CC0 sample
/// images from scikit-image (Assets/LICENSES.md).
enum MatchSamples {
    /// `Scenes/Match/Assets`, found next to this file at run time.
    static let assetDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Assets").path

    /// A 3:5 portrait crop, the profile card's own proportions, so the `.fill` photo never
    /// overflows the card.
    static let profilePhoto = "profile-coffee"
    /// A square crop for the avatars and the Likes-You tiles.
    static let avatarPhoto = "avatar-chelsea"
    /// The profile card's size: 3:5, the same as its photo.
    static let cardSize = CGSize(width: 375, height: 625)

    static let name = "Maya"

    @MainActor static var profileCard: ProfileCard {
        ProfileCard(imageName: profilePhoto, name: name, age: 29, job: "Barista at Ground Floor Coffee",
                    distance: "Active now · 3 miles away", interests: ["Coffee", "Hiking", "Vinyl", "Dogs"],
                    photoCount: 5, activeIndex: 1, isVerified: true)
    }

    @MainActor static var celebration: MatchCelebration {
        MatchCelebration(myAvatar: avatarPhoto, theirAvatar: profilePhoto, theirName: name)
    }
}
