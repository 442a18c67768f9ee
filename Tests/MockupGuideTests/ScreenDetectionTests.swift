import Foundation
import Testing
import MockupUI
@testable import MockupGuide
@testable import MockupGuideRuntime

/// Which components render as screens on the device.
@MainActor struct ScreenDetectionTests {
    /// The index entries of the components `render` renders into a fresh output folder at scale 1.
    private func renderedEntries(_ render: (GuideRendering) -> Void) throws -> [GuideRun.Entry] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-screens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let rendering = GuideRendering(arguments: ["runner", "--out", output.path, "--scale", "1"])
        render(rendering)
        #expect(rendering.finish() == 0)
        return try JSONDecoder().decode([GuideRun.Entry].self, from: Data(contentsOf: output.appendingPathComponent("index.json")))
    }

    @Test func aViewThatOnlyFillsIsAScreen() throws {
        let entries = try renderedEntries { rendering in
            // A map: colours and shapes that fill whatever they are offered, 10 pt tall when offered nothing.
            rendering.render("Map", line: 1) { ZStack { Color.blue; Circle().stroke(Color.white) } }
            // A dot: a circle grows only to a square, so it is a glyph at its 10 pt.
            rendering.render("Dot", line: 1) { Circle().fill(Color.blue) }
            // A thin bar and a chip keep their own heights.
            rendering.render("Bar", line: 2) { Color.red.frame(height: 8) }
            rendering.render("Chip", line: 3) { Text("Hi").padding() }
            // A divider's hairline is under a point tall and stays so when offered the screen.
            rendering.render("Rule", line: 4) { Divider().overlay(Color.gray) }
        }
        #expect(entries.map(\.fullScreen) == [true, false, false, false, false])
        #expect(entries.map { $0.size ?? [] }[1] == [42, 42])
        #expect(entries.first?.size == [393, 852])
    }

    /// A view whose outermost frame grows to any height offered around a little content (JuliusGlob's
    /// `GradientView`: "Hello, World!" framed to fill, over an angular gradient) is a screen, as the
    /// canvas shows it; a frame that grows only in width, or a stack with a spacer, keeps the component.
    @Test func aViewFramedToFillIsAScreen() throws {
        let entries = try renderedEntries { rendering in
            rendering.render("Gradient", line: 1) {
                VStack { Text("Hello, World!") }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(AngularGradient(gradient: Gradient(colors: [.yellow, .blue]), center: .center))
            }
            rendering.render("PaddedPage", line: 2) { Text("Welcome").frame(maxHeight: .infinity).padding() }
            rendering.render("WideButton", line: 3) { Text("Continue").frame(maxWidth: .infinity).padding().background(Color.blue) }
            rendering.render("StackWithSpacer", line: 4) { VStack { Text("Top"); Spacer() } }
        }
        #expect(entries.map(\.fullScreen) == [true, true, false, false])
        #expect(entries.first?.size == [393, 852])
    }

    /// Content framed to fill below a header, a List, a Form under which a button sits, and a vertical
    /// ScrollView take the height a screen adds: screens. A row of buttons framed to fill, a badge framed
    /// to a card's corner in a ZStack, a 72-pt rail and a card stretched by a Spacer stay components.
    @Test func aViewWhoseFillingFrameTakesTheScreensHeightIsAScreen() throws {
        let entries = try renderedEntries { rendering in
            rendering.render("Discover", line: 1) {
                VStack(spacing: 0) {
                    HStack { Text("tinder"); Spacer(); Image(systemName: "bell") }.padding()
                    ZStack { RoundedRectangle(cornerRadius: 16).fill(Color.orange); Text("Card") }.frame(maxHeight: .infinity)
                }
                .background(Color.white)
            }
            rendering.render("Settings", line: 2) { List { Section("Account") { Text("Profile"); Text("Privacy") } } }
            rendering.render("Checkout", line: 3) {
                VStack(spacing: 0) { Form { Text("Visa •••• 4242") }; Button("Place order") {}.padding() }
            }
            rendering.render("Aisle", line: 4) { ScrollView { VStack { ForEach(0..<3) { _ in Color.green.frame(height: 120) } } } }
            rendering.render("ActionBar", line: 5) {
                HStack(spacing: 0) { ForEach(["Like", "Share"], id: \.self) { Text($0).frame(maxWidth: .infinity, maxHeight: .infinity) } }
            }
            rendering.render("Card", line: 6) {
                ZStack(alignment: .topLeading) {
                    Color.green.frame(width: 168, height: 200)
                    Text("NEW").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
                }
                .frame(width: 168)
            }
            rendering.render("Rail", line: 7) { ScrollView { VStack { ForEach(0..<3) { _ in Circle().frame(width: 48, height: 48) } } }.frame(width: 72) }
            rendering.render("SpacedCard", line: 8) { VStack { Text("Title"); Spacer(); Text("Footer") }.padding().background(Color.gray) }
        }
        #expect(entries.map(\.fullScreen) == [true, true, true, true, false, false, false, false])
    }

    /// A view around a GeometryReader that takes any height offered beyond its other views' (a map
    /// under a back button, a feed above a progress bar) is a screen; one whose reader has a height of its own, or that grows by an image's aspect ratio, is not.
    @Test func aViewAroundAReaderThatFillsIsAScreen() throws {
        let entries = try renderedEntries { rendering in
            rendering.render("MapWithBack", line: 1) {
                ZStack(alignment: .topLeading) {
                    GeometryReader { proxy in Color.green.frame(width: proxy.size.width) }
                    Image(systemName: "chevron.left").padding(.top, 40).padding(.leading, 32)
                }
            }
            rendering.render("Progress", line: 2) {
                VStack {
                    Text("Uploading")
                    GeometryReader { proxy in Capsule().frame(width: proxy.size.width / 2) }.frame(height: 6)
                }
            }
            rendering.render("PhotoCard", line: 3) {
                VStack { Color.gray.aspectRatio(1.5, contentMode: .fit); Text("Trail") }
            }
            // A reader around a scroll view above a progress bar that keeps its height: the reader takes
            // the rest of the screen.
            rendering.render("FeedWithProgress", line: 4) {
                VStack {
                    GeometryReader { _ in ScrollView { ForEach(0..<30) { Text("Row \($0)") } } }
                    ProgressView(value: 0.3).padding()
                }
            }
        }
        #expect(entries.map(\.fullScreen) == [true, false, false, true])
    }

    /// A view that only fills takes the frame its guide gives it where it uses it (a ring in a
    /// 116-pt square, a barcode 56 pt tall across the width); a view with a size of its own keeps it.
    @Test func aViewThatOnlyFillsTakesTheFrameItsGuideUsesItIn() throws {
        let plan = ComponentPlanTests.plan("""
        struct Ring: View {
            var body: some View { Circle().stroke(Color.blue, lineWidth: 8) }
        }
        struct Stripe: View {
            var body: some View { Rectangle() }
        }
        struct Dashboard: View {
            var body: some View {
                VStack { Ring()
                    .frame(width: 116, height: 116); Stripe().frame(height: 56).padding(); Ring().frame(width: 9) }
            }
        }
        """)
        #expect(plan.components.map(\.usedFrame) == [UsedFrame(width: 116, height: 116), UsedFrame(width: nil, height: 56), nil])
        let runner = RunnerSource(program: GuideProgram(swiftFiles: []), plan: plan, stubs: [], dropped: [:]).components.text
        #expect(runner.contains("arguments: [:], usedWidth: 116.0, usedHeight: 116.0) { Ring() }"), "\(runner)")
        #expect(runner.contains("arguments: [:], usedHeight: 56.0) { Stripe() }"), "\(runner)")

        let entries = try renderedEntries { rendering in
            rendering.render("Ring", line: 1, usedWidth: 116, usedHeight: 116) { Circle().stroke(Color.blue, lineWidth: 8) }
            rendering.render("Stripe", line: 2, usedHeight: 56) { Rectangle() }
            rendering.render("Chip", line: 3, usedWidth: 300, usedHeight: 300) { Text("Hi").padding() }
        }
        #expect(entries.map(\.fullScreen) == [false, false, false])
        // Components keep a 16-pt margin on each side; the stripe fills the 393-pt width.
        #expect(entries.map { $0.size ?? [] }.prefix(2) == [[148, 148], [425, 88]])
        #expect(entries.last?.size?.first.map { $0 < 100 } == true, "the chip keeps its own size")
    }

    /// A ring made of shapes (Apple Health's `ActivityRing`: a circle's track and a trimmed, rotated
    /// arc, padded by half the line width) grows only to a square, as a bare circle does: a glyph at its
    /// ideal size (the circles' 10 pt and the padding), or in the frame its guide uses it in; the arc
    /// alone is one too, not a screen. The canvas keeps the 16-pt margin, no wider than the ring.
    @Test func aPaddedRingOfShapesIsAGlyph() throws {
        func ring() -> some View {
            ZStack {
                Circle().stroke(Color.red.opacity(0.22), lineWidth: 14)
                Circle().trim(from: 0, to: 0.64)
                    .stroke(AngularGradient(colors: [.red, .pink], center: .center), style: StrokeStyle(lineWidth: 14, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            }
            .padding(7)
        }
        let entries = try renderedEntries { rendering in
            rendering.render("Ring", line: 1) { ring() }
            rendering.render("FramedRing", line: 1, usedWidth: 110, usedHeight: 110) { ring() }
            rendering.render("Arc", line: 2) { Circle().trim(from: 0, to: 0.64).stroke(Color.red, lineWidth: 14) }
        }
        #expect(entries.map(\.fullScreen) == [false, false, false])
        #expect(entries.map { $0.size ?? [] } == [[56, 56], [142, 142], [42, 42]])
    }
}
