import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MatchScenes

/// Every Match scene lays out cleanly at its component's size, renders in each of its schemes
/// without warnings (so both photos load), and shows its sample data.
@MainActor
struct SceneMatchTests {
    /// Component sizes in points (before margins) and the schemes each scene is meant for.
    static let expected: [String: (size: Size, schemes: [ColorScheme])] = [
        // 3:5, the photo's own proportions.
        "match/profile-card": (Size(375, 625), [.dark]),
        // 44 + 56 + 48 + 56 + 44 pt buttons, 4 × 16 pt spacing.
        "match/action-dock": (Size(312, 56), [.dark]),
        "match/celebration": (Size(393, 852), [.dark]),
        "match/likes-you-tile-locked": (Size(96, 128), [.dark]),
        "match/likes-you-tile-unlocked": (Size(96, 128), [.dark]),
        // 15 + the 16 pt Poppins Bold line (1.5 em with its line gap, as UIFont's lineHeight) + 15.
        "match/primary-button-regular": (Size(353, 54), [.light]),
        "match/primary-button-premium": (Size(353, 54), [.light]),
        "match/tab-bar": (Size(393, 852), [.dark, .light]),
        "match/home": (Size(393, 852), [.dark]),
    ]

    @Test func namesAreUniqueKebabCaseAndCovered() {
        expectWellNamed(MatchCatalog.scenes, brand: "match")
        #expect(Set(MatchCatalog.scenes.map(\.name)) == Set(Self.expected.keys))
    }

    @Test(arguments: MatchCatalog.scenes.map(\.name))
    func laysOutCleanlyAtItsSize(name: String) throws {
        try expectCleanLayout(of: name, in: MatchCatalog.scenes, component: Self.expected.mapValues(\.size))
    }

    @Test(arguments: MatchCatalog.scenes.map(\.name))
    func rendersInItsSchemesWithoutWarnings(name: String) throws {
        try expectCleanRenders(of: name, in: MatchCatalog.scenes, schemes: Self.expected.mapValues(\.schemes))
    }

    @Test func everySceneFindsThePhotosAndTheirLicences() throws {
        for scene in MatchCatalog.scenes {
            #expect(scene.assetDirectory?.hasSuffix("Scenes/Match/Assets") == true)
            #expect(scene.canvas(.dark) == Color.matchDarkCanvas.rgba(in: EnvironmentValues()))
            #expect(scene.canvas(.light) == Color.matchCanvas.rgba(in: EnvironmentValues()))
        }
        let directory = try #require(MatchCatalog.scenes.first?.assetDirectory)
        let licences = try String(contentsOfFile: directory + "/LICENSES.md", encoding: .utf8)
        for photo in [MatchSamples.profilePhoto, MatchSamples.profileAvatar, MatchSamples.avatarPhoto, MatchSamples.likerPhoto] {
            #expect(FileManager.default.fileExists(atPath: "\(directory)/\(photo).png"))
            #expect(licences.contains("`\(photo).png`"), "\(photo).png has no licence entry")
        }
    }

    @Test func profilePhotoFillsTheCardExactly() throws {
        let scene = try #require(MatchCatalog.scenes.first { $0.name == "match/profile-card" })
        let photo = try layOutScene(scene).tree.one(.image, MatchSamples.profilePhoto)
        expectRect(photo.frame, scene.margin, scene.margin, MatchSamples.cardSize.width, MatchSamples.cardSize.height)
    }

    @Test func homeShowsTheProfileTheDockAndEveryTab() throws {
        let texts = try sceneTexts("match/home", in: MatchCatalog.scenes)
        for sample in ["match", "Maya", "29", "Barista at Ground Floor Coffee", "Active now · 3 miles away",
                       "Coffee", "Dogs", "Discover", "Likes", "Messages", "Profile"] {
            #expect(texts.contains(sample), "\(sample) missing from \(texts)")
        }
    }
}
