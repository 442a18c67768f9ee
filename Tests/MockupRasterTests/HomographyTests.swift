import Testing
@testable import MockupRaster

/// `Homography` and layers drawn through one (`beginProjectedLayer`).
@Suite struct HomographyTests {
    @Test func inverseUndoesTheProjection() throws {
        let m = Homography(m11: 0.8, m12: 0.1, m13: 0.004, m21: -0.2, m22: 1.1, m23: -0.002, m31: 12, m32: -3, m33: 1)
        let inverse = try #require(m.inverted)
        let point = Point(17, 9), image = try #require(m.apply(point))
        let back = try #require(inverse.apply(image))
        #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9)
        #expect(m.affine == nil && Homography(.scale(2, 3)).affine == .scale(2, 3))
        #expect(Homography(.scale(0, 1)).inverted == nil)
    }

    @Test func theImageOfARectIsCutWhereItPassesTheViewer() {
        // W = 1 − x / 10: x ≥ 9.99 is at or behind the viewer; the cut edge is drawn 1000× out.
        let m = Homography(m11: 1, m12: 0, m13: -0.1, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let polygon = m.imagePolygon(of: Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(polygon.count == 4)
        #expect(polygon.map(\.x).max().map { abs($0 - 9990) < 1e-6 } == true)
        #expect(m.imagePolygon(of: Rect(x: 20, y: 0, width: 5, height: 5)).isEmpty)
    }

    @Test func aProjectedLayerKeepsContentItBringsIntoView() throws {
        // Content drawn 30 px left of the canvas, moved 30 px right by the projection: it shows.
        let canvas = try Canvas(width: 20, height: 10, background: PremultipliedColor.white)
        let content = Rect(x: -30, y: 0, width: 10, height: 10)
        canvas.beginProjectedLayer(bounds: content, projection: Homography(.translation(30, 0)))
        canvas.fill(Path(rect: content), with: .color(.black))
        canvas.endLayer()
        #expect(canvas.image.pixels[5 * 20 + 4] == PremultipliedColor.black.rawValue)
        #expect(canvas.image.pixels[5 * 20 + 9] == PremultipliedColor.black.rawValue)
        #expect(canvas.image.pixels[5 * 20 + 10] == PremultipliedColor.white.rawValue)
    }
}
