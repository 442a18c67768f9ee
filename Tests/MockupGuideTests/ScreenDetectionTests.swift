import Foundation
import Testing
import MockupUI
@testable import MockupGuide
@testable import MockupGuideRuntime

/// Which components render as screens on the device.
@MainActor struct ScreenDetectionTests {
    @Test func aViewThatOnlyFillsIsAScreen() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-screens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let rendering = GuideRendering(arguments: ["runner", "--out", output.path, "--scale", "1"])
        // A map: colours and shapes that fill whatever they are offered, 10 pt tall when offered nothing.
        rendering.render("Map", line: 1) { ZStack { Color.blue; Circle().stroke(Color.white) } }
        // A thin bar and a chip keep their own heights.
        rendering.render("Bar", line: 2) { Color.red.frame(height: 8) }
        rendering.render("Chip", line: 3) { Text("Hi").padding() }
        #expect(rendering.finish() == 0)
        let entries = try JSONDecoder().decode([GuideRun.Entry].self,
                                               from: Data(contentsOf: output.appendingPathComponent("index.json")))
        #expect(entries.map(\.fullScreen) == [true, false, false])
        #expect(entries.first?.size == [393, 852])
    }
}
