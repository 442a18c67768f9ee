import Foundation
import Testing
import MockupRaster
import MockupUI
@testable import MockupGuide
@testable import MockupGuideRuntime

/// A `PreviewProvider`'s previews render as Xcode's canvas shows them: each view at the top level of
/// `previews` is a preview of its own, sized by its `.previewLayout`, named by its
/// `.previewDisplayName`, on its `.previewDevice`; `#Preview` traits set the layout too.
@MainActor struct PreviewCanvasTests {
    /// A square of `side` points.
    private struct Swatch: View {
        var side: CGFloat = 40
        var body: some View { Color.primary.frame(width: side, height: side) }
    }

    @Test func eachViewAtTheTopLevelIsAPreviewWithTheModifiersAroundIt() {
        let previews = PreviewCanvas.previews(of: Group {
            Swatch().previewDisplayName("Small")
            Swatch(side: 80).previewLayout(.fixed(width: 100, height: 120))
            ForEach([ColorScheme.light, .dark], id: \.self) { Swatch().preferredColorScheme($0) }
        }
        .padding()
        .previewLayout(.sizeThatFits))
        #expect(previews.count == 4)
        #expect(previews.map(\.options.displayName) == ["Small", nil, nil, nil])
        // The preview's own layout is the outermost: the group's, applied to each member, wraps it.
        #expect(previews.map(\.options.layout) == [.sizeThatFits, .sizeThatFits, .sizeThatFits, .sizeThatFits])
        #expect(PreviewCanvas.previews(of: Swatch().previewLayout(.device).previewDevice("iPhone SE (3rd generation)")).map(\.options)
                == [CanvasPreviewOptions(layout: .device, device: "iPhone SE (3rd generation)")])
        #expect(PreviewCanvas.previews(of: Swatch()).map(\.options) == [CanvasPreviewOptions()])
    }

    @Test func previewsRenderApartEachInItsLayoutAndScheme() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-previews-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let rendering = GuideRendering(arguments: ["runner", "--out", output.path, "--scale", "1"])
        rendering.renderPreviews("Swatch_Previews", line: 1) {
            Group {
                Swatch().previewLayout(.sizeThatFits)
                Swatch().preferredColorScheme(.dark).previewDisplayName("Dark mode")
                Swatch().previewLayout(.fixed(width: 100, height: 60))
                Swatch().previewLayout(.device).previewDevice("iPhone SE (3rd generation)")
                // Taller than the screen: its own height, not a screen with its ends cut off.
                Swatch(side: 1000).previewLayout(.sizeThatFits)
                Swatch().previewDevice("iPhone 13 mini").previewInterfaceOrientation(.landscapeLeft)
            }
        }
        #expect(rendering.finish() == 0)
        let index = try Data(contentsOf: output.appendingPathComponent("index.json"))
        let entries = try JSONDecoder().decode([GuideRun.Entry].self, from: index)
        #expect(entries.map(\.files) == [["swatch-previews.png"], ["swatch-previews-dark-mode.png"], ["swatch-previews-2.png"],
                                         ["swatch-previews-3.png"], ["swatch-previews-4.png"], ["swatch-previews-5.png"]])
        #expect(entries.map(\.size) == [[72, 72], [72, 72], [100, 60], [375, 667], [1032, 1032], [72, 72]])
        #expect(entries.map(\.fullScreen) == [false, false, false, true, false, false])
        #expect(entries[1].drawnScheme == "dark (it sets .preferredColorScheme(.dark))")
        #expect(entries[5].warnings.contains { $0.hasPrefix("preview device 'iPhone 13 mini' is not one Mockup draws") })
        #expect(entries[5].warnings.contains("preview orientation .landscapeLeft is drawn in portrait (Mockup renders portrait screens)"))
        let fixed = try PNGDecoder.decode(fileAt: output.appendingPathComponent("swatch-previews-2.png").path)
        #expect([fixed[50, 30].red, fixed[5, 5].red] == [0, 255], "the swatch centred on a white 100 × 60 canvas")
        let dark = try PNGDecoder.decode(fileAt: output.appendingPathComponent("swatch-previews-dark-mode.png").path)
        #expect(dark[36, 36].red == 255, "the dark preview's primary is white")
        let light = try PNGDecoder.decode(fileAt: output.appendingPathComponent("swatch-previews.png").path)
        #expect(light[36, 36].red == 0, "the others stay light")
    }

    /// `#Preview(traits:)` layouts reach the render through the generated runner.
    @Test func previewMacroTraitsSetTheLayout() throws {
        try GuideBuildTests.renderThroughRunner("""
            import SwiftUI

            struct Chip: View {
                var body: some View { Text("Chip").padding(8).background(Capsule().fill(.blue)) }
            }

            #Preview("Fits", traits: .sizeThatFitsLayout) { Chip() }
            #Preview("Fixed", traits: .fixedLayout(width: 200, height: 100)) { Chip() }
            #Preview("Device", traits: .defaultLayout, .landscapeLeft) { Chip() }
            """, as: "Chip.swift") { report, _ in
            let sizes = Dictionary(uniqueKeysWithValues: report.entries.map { ($0.component, $0.size) })
            #expect(sizes["Fixed"] == [200, 100], "\(report.entries)")
            #expect(sizes["Device"] == [393, 852])
            #expect(report.entries.first { $0.component == "Fits" }.map { !$0.fullScreen } == true)
            #expect(report.entries.first { $0.component == "Device" }?.warnings.contains { $0.contains("drawn in portrait") } == true)
        }
    }
}
