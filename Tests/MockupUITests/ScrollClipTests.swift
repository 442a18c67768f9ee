import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// A scroll view clips along its scroll axes out past the safe area's edges it borders, as a
/// UIScrollView's frame runs on under the bars (LAYOUT-SPEC §10.6 "Clip under the bars").
@MainActor
struct ScrollClipTests {
    private func render<V: View>(_ makeView: () -> V) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(device: .iPhone16), fonts: FontLibrary.shared(), makeView)
    }

    private func clips(_ tree: LayoutTree) -> [Rect] {
        tree.nodes.filter { $0.kind == .effect && $0.detail?.hasPrefix("clip") == true }.map(\.frame)
    }

    /// A shadowed card at the top of a scroll view under a large title, over a grouped background.
    private func cardUnderLargeTitle(clipDisabled: Bool = false) -> some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 20) {
                    RoundedRectangle(cornerRadius: 12).fill(.white).frame(height: 120)
                        .shadow(color: .black.opacity(0.5), radius: 12)
                    ScrollView(.horizontal) {
                        Color.blue.frame(width: 500, height: 40)
                    }
                }
                .padding(.horizontal, 16)
            }
            .background(Color(uiColor: .systemGroupedBackground))
            .navigationTitle("Clip")
        }
    }

    @Test func aVerticalScrollViewUnderANavigationBarClipsAtTheScreensTop() throws {
        let rendered = try render { cardUnderLargeTitle() }
        let clips = clips(rendered.layout.tree)
        #expect(clips.count == 2, "\(clips)")
        // The vertical scroll view's clip reaches the screen's top and bottom edges; the horizontal
        // one inside the padding clips at its own frame, 16 pt in from the sides.
        #expect(clips.first?.minY == 0 && clips.first?.maxY == 852, "\(clips)")
        #expect(clips.last?.minX == 16 && clips.last?.width == 361 && clips.last?.height == 40, "\(clips)")
    }

    @Test func aCardsShadowFadesUpIntoTheLargeTitlesBar() throws {
        let image = try render { cardUnderLargeTitle() }.image
        let tree = try render { cardUnderLargeTitle() }.layout.tree
        let card = try #require(tree.nodes.first { $0.kind == .shape && $0.frame.height == 120 })
        // Just above the card's top edge, in the bar's band (3 pt above the safe area's edge), the
        // shadow darkens the grey; without the extended clip that row was the bar's plain grey.
        let y = Int((card.frame.minY - 3) * 3), x = Int(card.frame.midX * 3)
        let shaded = image.rgba(x, y), plain = image.rgba(2, y)
        #expect(shaded.r < plain.r - 10, "shadow \(shaded) vs background \(plain) at y \(y)")
    }
}
