import Foundation
import Testing
@testable import MockupGuide

/// Inputs that would render into the same output folder are named apart.
struct GuideInputNamesTests {
    private func input(_ path: String) -> GuideInput {
        GuideInput(slug: GuideInput.slug(URL(fileURLWithPath: path)), path: path, content: .swiftFiles([]))
    }

    @Test func sameNamedAppsTakeTheFolderAboveThem() {
        let inputs = [input("repo/AnimatingViews/Complete"), input("repo/AnimatingViews/StartingPoint"),
                      input("repo/HandlingInput/Complete"), input("repo/Notes")]
        #expect(GuideInputNames.distinct(inputs).map(\.slug)
                == ["animatingviews-complete", "startingpoint", "handlinginput-complete", "notes"])
    }

    @Test func deeperFoldersWhenTheFolderAboveIsAlikeAndNumbersForOnePathTwice() {
        let deep = [input("a/Chapter/Complete"), input("b/Chapter/Complete")]
        #expect(GuideInputNames.distinct(deep).map(\.slug) == ["a-chapter-complete", "b-chapter-complete"])
        #expect(GuideInputNames.distinct([input("x/Notes"), input("x/Notes")]).map(\.slug) == ["notes-1", "notes-2"])
    }

    /// luckycontrol's tutorials, loaded: each Complete app renders into a folder of its own.
    @Test func aFolderOfTutorialsLoadsWithDistinctNames() throws {
        let app = "import SwiftUI\n@main\nstruct SampleApp: App { var body: some Scene { WindowGroup { ContentView() } } }"
        let tutorials = try AppFolderFixture([
            "Animating/Complete/App.swift": app, "Animating/StartingPoint/App.swift": app,
            "Handling/Complete/App.swift": app, "Handling/StartingPoint/App.swift": app,
        ])
        defer { tutorials.remove() }
        let slugs = try GuideInput.load(tutorials.url.path).map(\.slug)
        #expect(slugs == ["animating-complete", "animating-startingpoint", "handling-complete", "handling-startingpoint"])
    }
}
