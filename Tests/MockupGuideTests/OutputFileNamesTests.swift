import Foundation
import Testing
import MockupUI
@testable import MockupGuide
@testable import MockupGuideRuntime

/// Each component of a run writes its own PNG: one whose file name another already has (VGR's
/// `#Preview("VGRFlagLabel")` beside the `VGRFlagLabel` view, Spawn's two previews named "Not Friends")
/// gets a numbered one instead of overwriting it.
struct OutputFileNamesTests {
    @MainActor @Test func componentsWithTheSameFileNameGetNumberedFiles() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let rendering = GuideRendering(arguments: ["runner", "--out", output.path, "--scale", "1"])
        rendering.render("VGRFlagLabel", line: 56) { Text("Text").padding() }
        rendering.render("VGRFlagLabel", line: 106) { Text("Status variants").padding() }
        rendering.render("Not Friends", line: 3) { Color.red.frame(width: 8, height: 8) }
        rendering.render("not-friends", line: 9) { Color.blue.frame(width: 8, height: 8) }
        #expect(rendering.finish() == 0)
        let entries = try JSONDecoder().decode([GuideRun.Entry].self,
                                               from: Data(contentsOf: output.appendingPathComponent("index.json")))
        #expect(entries.map(\.files) == [["vgr-flag-label.png"], ["vgr-flag-label-2.png"], ["not-friends.png"], ["not-friends-2.png"]])
        for file in entries.flatMap(\.files) {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(file).path))
        }
    }
}
