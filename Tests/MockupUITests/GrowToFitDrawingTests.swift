import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// A component render's canvas grows past its margin where the drawing reaches beyond it
/// (`RenderRequest.growsToFitDrawing`): an overlay hung off the view's edge shows whole.
@MainActor @Suite struct GrowToFitDrawingTests {
    private func pill() -> some View {
        Color.red.frame(width: 100, height: 20)
            .overlay(alignment: .bottomLeading) { Color.blue.frame(width: 20, height: 20).offset(x: -30, y: 25) }
    }

    @Test func theCanvasGrowsOnTheSidesTheDrawingReaches() throws {
        var request = RenderRequest(width: nil, scale: 1, margin: 16)
        let fixed = try ViewRenderer.layout(request, fonts: FontLibrary.shared()) { pill() }
        #expect(fixed.tree.size == Size(132, 52))
        request.growsToFitDrawing = true
        let grown = try ViewRenderer.layout(request, fonts: FontLibrary.shared()) { pill() }
        // The square reaches 30 pt left of the view and 25 pt below it: 14 and 9 pt past the 16-pt
        // margin, which grows by those on those sides; the view keeps its size, moved right by 14.
        #expect(grown.tree.size == Size(146, 61))
        #expect(grown.tree.root.children.first?.frame == Rect(x: 30, y: 16, width: 100, height: 20))
        let image = try ViewRenderer.rasterize(grown, fonts: FontLibrary.shared()).image
        #expect(image.rgba(0, 60) == (0, 122, 255, 255), "the overhanging square drawn whole")
    }

    @Test func drawingInsideTheMarginKeepsTheCanvas() throws {
        var request = RenderRequest(width: nil, scale: 1, margin: 16)
        request.growsToFitDrawing = true
        let laidOut = try ViewRenderer.layout(request, fonts: FontLibrary.shared()) {
            Color.red.frame(width: 100, height: 20).shadow(radius: 4)
        }
        #expect(laidOut.tree.size == Size(132, 52))
    }
}
