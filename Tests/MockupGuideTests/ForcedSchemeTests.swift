import Foundation
import Testing
import MockupRaster
import MockupUI
@testable import MockupGuide
@testable import MockupGuideRuntime

/// A guide whose code fixes its app's colour scheme (`.preferredColorScheme(.dark)` on its root or
/// theme) renders every component in that scheme, whichever schemes are asked for.
@MainActor struct ForcedSchemeTests {
    @Test func theSchemeTheCodeFixesIsFound() {
        #expect(ComponentPlan.forcedScheme(in: "content.modifier(Theme())\n  .preferredColorScheme(.dark) // dark-only") == "dark")
        #expect(ComponentPlan.forcedScheme(in: ".preferredColorScheme( .light )") == "light")
        #expect(ComponentPlan.forcedScheme(in: ".preferredColorScheme(.dark)\n.preferredColorScheme(.light)") == nil, "both: nothing fixed")
        #expect(ComponentPlan.forcedScheme(in: ".preferredColorScheme(isDark ? .dark : .light)") == nil)
        #expect(ComponentPlan.forcedScheme(in: ".preferredColorScheme(nil)") == nil)
    }

    /// A preview that shows a view dark is a variant, not the app's scheme: Grocy's card previews
    /// once turned all 281 of its renders dark.
    @Test func previewsShowingADarkVariantFixNothing() {
        let previews = GuideProgram(swiftFiles: [("Card.swift", """
            import SwiftUI
            struct Card: View { var body: some View { Text("Card") } }
            #Preview("Plain") { Card() }
            #Preview("Dark") {
                Card()
                    .preferredColorScheme(.dark)
            }
            struct Card_Previews: PreviewProvider {
                static var previews: some View {
                    Group { Card(); Card().preferredColorScheme(.dark) }
                }
            }
            """)])
        #expect(ComponentPlan.forcedScheme(in: previews.source) == nil, "\(previews.source)")
        let app = GuideProgram(swiftFiles: [("App.swift", """
            import SwiftUI
            struct Root: View { var body: some View { Text("Root").preferredColorScheme(.dark) } }
            #Preview { Root() }
            """)])
        #expect(ComponentPlan.forcedScheme(in: app.source) == "dark")
    }

    @Test func everyRenderDrawsInTheFixedScheme() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-forced-scheme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let rendering = GuideRendering(arguments: ["runner", "--out", output.path, "--schemes", "light,dark", "--scale", "1"])
        rendering.forceScheme(.dark)
        rendering.render("Swatch", line: 1) { Color.primary.frame(width: 20, height: 20) }
        #expect(rendering.finish() == 0)
        for scheme in ["light", "dark"] {
            let image = try PNGDecoder.decode(fileAt: output.appendingPathComponent("swatch.\(scheme).png").path)
            let centre = image[image.width / 2, image.height / 2]
            #expect([centre.red, centre.green, centre.blue] == [255, 255, 255], "\(scheme): the dark scheme's primary, white")
        }
        let index = try String(contentsOf: output.appendingPathComponent("index.json"), encoding: .utf8)
        // The CLI reads the note back with the rest of the entry.
        let entries = try JSONDecoder().decode([GuideRun.Entry].self, from: Data(index.utf8))
        #expect(entries.map(\.drawnScheme) == ["dark (the guide sets .preferredColorScheme(.dark))"], "\(index)")
    }

    /// On a dark canvas a light render is drawn dark, so `.primary` text reads on it; a light canvas
    /// keeps the light scheme.
    @Test func aDarkCanvasDrawsTheLightRenderDark() throws {
        for (canvas, expected) in [(Color(red: 0.07, green: 0.07, blue: 0.07), 255), (Color(red: 0.98, green: 0.98, blue: 0.96), 0)] {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-dark-canvas-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: output) }
            let rendering = GuideRendering(arguments: ["runner", "--out", output.path, "--scale", "1"])
            rendering.setCanvas(light: canvas, dark: canvas)
            rendering.render("Swatch", line: 1) { Color.primary.frame(width: 20, height: 20) }
            #expect(rendering.finish() == 0)
            let image = try PNGDecoder.decode(fileAt: output.appendingPathComponent("swatch.png").path)
            let centre = image[image.width / 2, image.height / 2]
            #expect(Int(centre.red) == expected, "canvas \(canvas)")
            let index = try String(contentsOf: output.appendingPathComponent("index.json"), encoding: .utf8)
            #expect(index.contains("the guide's canvas is dark") == (expected == 255))
        }
    }

    /// A guide's one fixed light canvas token (`vintedCanvas = Color.white`, no dark one) stays out of
    /// dark renders: the dark scheme's white titles and labels would vanish on it. A dark one stays.
    @Test func aSingleLightCanvasIsNotTheDarkSchemesBackground() throws {
        let peach = Color(red: 1, green: 0.9, blue: 0.8), ink = Color(red: 0.1, green: 0.12, blue: 0.14)
        for (canvas, darkCorner) in [(peach, [0, 0, 0]), (ink, [26, 31, 36])] {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-one-canvas-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: output) }
            let rendering = GuideRendering(arguments: ["runner", "--out", output.path, "--schemes", "light,dark", "--scale", "1"])
            rendering.setCanvas(canvas)
            rendering.render("Swatch", line: 1) { Color.primary.frame(width: 20, height: 20) }
            #expect(rendering.finish() == 0)
            let dark = try PNGDecoder.decode(fileAt: output.appendingPathComponent("swatch.dark.png").path)
            let corner = dark[0, 0], centre = dark[dark.width / 2, dark.height / 2]
            #expect([Int(corner.red), Int(corner.green), Int(corner.blue)] == darkCorner, "canvas \(canvas)")
            #expect([centre.red, centre.green, centre.blue] == [255, 255, 255], "the dark scheme's primary, white")
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-one-canvas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let rendering = GuideRendering(arguments: ["runner", "--out", output.path, "--scale", "1"])
        rendering.setCanvas(peach)
        rendering.render("Swatch", line: 1) { Color.primary.frame(width: 20, height: 20) }
        #expect(rendering.finish() == 0)
        let light = try PNGDecoder.decode(fileAt: output.appendingPathComponent("swatch.png").path)
        #expect([light[0, 0].red, light[0, 0].green, light[0, 0].blue] == [255, 230, 204], "the light render keeps the canvas")
    }

    /// An asset-catalog canvas (`Color("background", bundle: .module)`) is read from the app's
    /// catalogs: a near-white colour set keeps the light scheme; a colour set the catalogs lack is
    /// no canvas (it would read as clear, that is black, and turn every render dark).
    @Test func anAssetCanvasIsReadFromTheAppsCatalogs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-asset-canvas-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/background.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
        {"colors": [{"color": {"color-space": "display-p3", "components": {"alpha": "1.000", "blue": "249", "green": "249", "red": "250"}},
                     "idiom": "universal"},
                    {"appearances": [{"appearance": "luminosity", "value": "dark"}],
                     "color": {"color-space": "display-p3", "components": {"alpha": "1.000", "blue": "0", "green": "0", "red": "0"}},
                     "idiom": "universal"}]}
        """.utf8).write(to: set.appendingPathComponent("Contents.json"))
        for name in ["background", "missing"] {
            let output = folder.appendingPathComponent("out-\(name)")
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            let rendering = GuideRendering(arguments: ["runner", "--out", output.path, "--scale", "1",
                                                      "--assets", folder.appendingPathComponent("Assets.xcassets").path])
            rendering.setCanvas(light: Color(name), dark: Color(name))
            rendering.render("Swatch", line: 1) { Color.primary.frame(width: 20, height: 20) }
            #expect(rendering.finish() == 0)
            let index = try String(contentsOf: output.appendingPathComponent("index.json"), encoding: .utf8)
            #expect(!index.contains("the guide's canvas is dark"), "\(name): \(index)")
        }
    }

    /// A view that draws its text and surfaces with the guide's dark tokens only belongs on a dark
    /// screen: it is drawn dark, on the dark canvas. Shades named `…Dark`, views that choose colours
    /// by the scheme and views that use a light token of those kinds stay light.
    @Test func aViewDrawnWithTheDarkTokensOnlyIsDrawnDark() throws {
        let plan = ComponentPlanTests.plan("""
        extension Color {
            static let nuCanvas = Color.white
            static let nuDarkCanvas = Color.black
            static let nuDarkSurface2 = Color(white: 0.16)
            static let nuDarkTextPrimary = Color.white
            static let nuTextPrimary = Color.black
            static let nuPurpleDark = Color(red: 0.4, green: 0.1, blue: 0.6)
        }
        struct ActivityRow: View {
            var body: some View { Text("Pix").foregroundStyle(Color.nuDarkTextPrimary).background(Color.nuDarkSurface2) }
        }
        struct Themed: View {
            @Environment(\\.colorScheme) var scheme
            var body: some View { Text("Pix").foregroundStyle(scheme == .dark ? Color.nuDarkTextPrimary : .nuTextPrimary) }
        }
        struct Mixed: View {
            var body: some View { Text("Pix").foregroundStyle(Color.nuTextPrimary).background(Color.nuDarkSurface2) }
        }
        struct Shade: View {
            var body: some View { Text("Pix").foregroundStyle(Color.nuPurpleDark) }
        }
        """)
        let tokens = plan.components.map { "\($0.name): \($0.darkToken ?? "-")" }
        #expect(tokens == ["ActivityRow: nuDarkSurface2", "Themed: -", "Mixed: -", "Shade: -"])
        let runner = RunnerSource(program: GuideProgram(swiftFiles: []), plan: plan, stubs: [], dropped: [:]).components.text
        #expect(runner.contains(#"arguments: [:], darkToken: "nuDarkSurface2") { ActivityRow() }"#), "\(runner)")

        let output = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-dark-tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let rendering = GuideRendering(arguments: ["runner", "--out", output.path, "--scale", "1"])
        rendering.setCanvas(light: .white, dark: Color(red: 0.1, green: 0.1, blue: 0.1))
        rendering.render("Row", line: 1, darkToken: "nuDarkSurface2") { Color.primary.frame(width: 20, height: 20).padding(10) }
        #expect(rendering.finish() == 0)
        let image = try PNGDecoder.decode(fileAt: output.appendingPathComponent("row.png").path)
        let centre = image[image.width / 2, image.height / 2], corner = image[1, 1]
        #expect([centre.red, corner.red] == [255, 26], "the dark scheme's primary on the dark canvas")
        let index = try String(contentsOf: output.appendingPathComponent("index.json"), encoding: .utf8)
        #expect(index.contains("it draws with the guide's dark colours, such as nuDarkSurface2"), "\(index)")
    }

    /// A view whose light render shows nothing on the light canvas (white text made for a photo
    /// behind it) is drawn dark, where it shows; a faint view that shows, and an empty one that shows
    /// in neither scheme, stay light.
    @Test func aViewThatShowsNothingOnTheLightCanvasIsDrawnDark() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-unseen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let rendering = GuideRendering(arguments: ["runner", "--out", output.path, "--scale", "1"])
        rendering.setCanvas(light: .white, dark: Color(red: 0.1, green: 0.1, blue: 0.1))
        rendering.render("Lyrics", line: 1) { Color.white.opacity(0.9).frame(width: 20, height: 20).padding(10) }
        rendering.render("Hairline", line: 2) { Color(red: 0.9, green: 0.9, blue: 0.92).frame(width: 20, height: 20).padding(10) }
        rendering.render("Aisle", line: 3) { Color.clear.frame(width: 20, height: 20).padding(10) }
        #expect(rendering.finish() == 0)
        let pixels = try ["lyrics", "hairline", "aisle"].map { name in
            let image = try PNGDecoder.decode(fileAt: output.appendingPathComponent("\(name).png").path)
            return [image[image.width / 2, image.height / 2].red, image[1, 1].red]
        }
        #expect(pixels == [[233, 26], [230, 255], [255, 255]], "90 % white (alpha 230) over the dark canvas: 230 + 26 · 25 / 255; the others on white")
        let entries = try JSONDecoder().decode([GuideRun.Entry].self, from: Data(contentsOf: output.appendingPathComponent("index.json")))
        #expect(entries.map(\.drawnScheme) == ["dark (nothing it draws shows on the light canvas)", nil, nil])
    }

    /// A preview that asks its window for a scheme (`.preferredColorScheme(.dark)`) is drawn in it,
    /// canvas and all, whichever scheme was asked for, as Xcode's canvas shows it; one that asks
    /// nothing follows the request.
    @Test func aViewPreferringASchemeIsDrawnInIt() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-preferred-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let rendering = GuideRendering(arguments: ["runner", "--out", output.path, "--scale", "1", "--schemes", "light,dark"])
        rendering.setCanvas(light: .white, dark: Color(red: 0.1, green: 0.1, blue: 0.1))
        rendering.render("Dark", line: 1) { Color.primary.frame(width: 20, height: 20).padding(10).preferredColorScheme(.dark) }
        rendering.render("Plain", line: 2) { Color.primary.frame(width: 20, height: 20).padding(10) }
        #expect(rendering.finish() == 0)
        let pixels = try ["dark.light", "dark.dark", "plain.light", "plain.dark"].map { name in
            let image = try PNGDecoder.decode(fileAt: output.appendingPathComponent("\(name).png").path)
            return [image[image.width / 2, image.height / 2].red, image[1, 1].red]
        }
        #expect(pixels == [[255, 26], [255, 26], [0, 255], [255, 26]], "white primary on the dark canvas, both times")
        let entries = try JSONDecoder().decode([GuideRun.Entry].self, from: Data(contentsOf: output.appendingPathComponent("index.json")))
        #expect(entries.map(\.drawnScheme) == ["dark (it sets .preferredColorScheme(.dark))", nil])
    }
}
