import Foundation
import MockupText
import SwiftUI
import Testing
@testable import MatchScenes

@MainActor
@Suite struct SceneMatchTests {
    nonisolated static let expected: [SceneExpectation] = [
        SceneExpectation(name: "match/profile-card", schemes: [.dark], width: 567, height: 817),
        SceneExpectation(name: "match/action-dock", schemes: [.dark], width: 420, height: 164),
        SceneExpectation(name: "match/celebration", schemes: [.dark], width: 393, height: 852),
        SceneExpectation(name: "match/likes-you-tile-locked", schemes: [.dark], width: 128, height: 160),
        SceneExpectation(name: "match/likes-you-tile-unlocked", schemes: [.dark], width: 128, height: 160),
        SceneExpectation(name: "match/primary-button-regular", schemes: [.light], width: 393, height: 92 + 2 / 3.0),
        SceneExpectation(name: "match/primary-button-premium", schemes: [.light], width: 393, height: 92 + 2 / 3.0),
        SceneExpectation(name: "match/tab-bar", schemes: [.dark, .light], width: 393, height: 852),
        SceneExpectation(name: "match/home", schemes: [.dark], width: 393, height: 852),
    ]

    @Test(arguments: expected) func sceneLaysOutAndRendersCleanly(_ expected: SceneExpectation) throws {
        try SceneChecks.check(expected, in: MatchCatalog.scenes)
    }

    @Test func namesAreTheBriefsUniqueKebabCaseNames() {
        SceneChecks.checkNames(of: MatchCatalog.scenes, brand: "match", expected: Self.expected)
    }

    @Test func everySceneFindsThePhotosAndTheirLicences() throws {
        for scene in MatchCatalog.scenes {
            let directory = try #require(scene.assetDirectory)
            #expect(directory.hasSuffix("Scenes/Match/Assets"))
            #expect(scene.canvas(.dark) == Color.matchDarkCanvas.resolve(in: EnvironmentValues()))
            #expect(scene.canvas(.light) == Color.matchCanvas.resolve(in: EnvironmentValues()))
        }
        let directory = try #require(MatchCatalog.scenes.first?.assetDirectory)
        let licences = try String(contentsOfFile: directory + "/LICENSES.md", encoding: .utf8)
        for photo in [MatchSamples.profilePhoto, MatchSamples.avatarPhoto] {
            #expect(FileManager.default.fileExists(atPath: "\(directory)/\(photo).png"))
            #expect(licences.contains("\(photo).png"), "\(photo).png has no licence entry")
        }
    }

    @Test func profilePhotoHasTheCardsProportionsSoFillNeverOverflows() throws {
        let scene = try #require(MatchCatalog.scenes.first { $0.name == "match/profile-card" })
        let image = try #require(scene.layout(scheme: .dark, fonts: FontLibrary.shared()).tree.nodes
            .first { $0.kind == "image" && $0.detail == MatchSamples.profilePhoto })
        #expect(abs(image.frame.width - MatchSamples.cardSize.width) < 1e-6)
        #expect(abs(image.frame.height - MatchSamples.cardSize.height) < 1e-6)
    }

    @Test func homeShowsTheProfileTheDockAndEveryTab() throws {
        let scene = try #require(MatchCatalog.scenes.first { $0.name == "match/home" })
        let texts = try SceneChecks.texts(of: scene, scheme: .dark)
        for sample in ["match", "Maya", "29", "Barista at Ground Floor Coffee", "Active now · 3 miles away",
                       "Coffee", "Dogs", "Discover", "Likes", "Messages", "Profile"] {
            #expect(texts.contains(sample), "\(sample) missing from \(texts)")
        }
    }
}
