import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// `MeshGradient` as a view and as a shape's fill.
@MainActor @Suite struct MeshGradientRenderTests {
    private let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1), white = Color(red: 1, green: 1, blue: 1)

    private func render<V: View>(_ view: V, width: Double, _ name: String) throws -> PixelImage {
        let (_, rendered) = try R.render(view: resolveView(view), width: width, scale: 3)
        try rendered.image.writeForInspection(name)
        return rendered.image
    }

    private func near(_ got: (r: Int, g: Int, b: Int, a: Int), _ expected: [Int]) -> Bool {
        zip([got.r, got.g, got.b, got.a], expected).allSatisfy { abs($0 - $1) <= 1 }
    }

    @Test func viewFillsItsFrameWithTheCornerColoursAtTheCorners() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                colors: [red, green, blue, white])
            .frame(width: 100, height: 100)
        let image = try render(mesh, width: 100, "mesh-gradient-2x2")
        #expect(image.width == 300 && image.height == 300)
        #expect(near(image.rgba(0, 0), [255, 0, 0, 255]), "\(image.rgba(0, 0))")
        #expect(near(image.rgba(299, 0), [0, 255, 0, 255]), "\(image.rgba(299, 0))")
        #expect(near(image.rgba(0, 299), [0, 0, 255, 255]), "\(image.rgba(0, 299))")
        #expect(near(image.rgba(299, 299), [255, 255, 255, 255]), "\(image.rgba(299, 299))")
    }

    @Test func appleDocumentationMeshFillsARoundedRectangle() throws {
        // The 3 × 3 example of Apple's MeshGradient documentation, centre point moved, as a fill.
        let mesh = MeshGradient(width: 3, height: 3, points: [
            [0, 0], [0.5, 0], [1, 0],
            [0, 0.5], [0.8, 0.2], [1, 0.5],
            [0, 1], [0.5, 1], [1, 1],
        ], colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])
        let card = RoundedRectangle(cornerRadius: 24).fill(mesh).frame(width: 200, height: 200)
        let image = try render(card, width: 200, "mesh-gradient-card")
        #expect(image.rgba(2, 2) == (r: 255, g: 255, b: 255, a: 255))   // the background beyond the rounded corner
        #expect(image.rgba(3 * 100, 3 * 100).a == 255)
        // At the moved vertex (0.8, 0.2) the colour is its own: white.
        #expect(near(image.rgba(3 * 160, 3 * 40), [255, 255, 255, 255]), "\(image.rgba(3 * 160, 3 * 40))")
    }

    @Test func bezierPointsFormAndBackground() throws {
        func vertex(_ x: Float, _ y: Float) -> MeshGradient.BezierPoint {
            MeshGradient.BezierPoint(position: [x, y], leadingControlPoint: [x - 0.1, y], topControlPoint: [x, y - 0.1],
                                     trailingControlPoint: [x + 0.1, y], bottomControlPoint: [x, y + 0.1])
        }
        let mesh = MeshGradient(width: 2, height: 2,
                                bezierPoints: [vertex(0.25, 0.25), vertex(0.75, 0.25), vertex(0.25, 0.75), vertex(0.75, 0.75)],
                                colors: [red, red, red, red], background: blue, smoothsColors: false)
            .frame(width: 40, height: 40)
        let image = try render(mesh, width: 40, "mesh-gradient-bezier")
        #expect(image.rgba(3, 3) == (r: 0, g: 0, b: 255, a: 255))
        #expect(image.rgba(60, 60) == (r: 255, g: 0, b: 0, a: 255))
    }

    @Test func mismatchedCountsDrawTheBackgroundWithANote() throws {
        let mesh = MeshGradient(width: 3, height: 3, points: [[0, 0], [1, 0]], colors: [red, red], background: green)
        #expect(mesh._renderNote?.contains("MeshGradient 3×3") == true)
        let image = try render(mesh.frame(width: 10, height: 10), width: 10, "mesh-gradient-mismatch")
        #expect(image.rgba(15, 15) == (r: 0, g: 255, b: 0, a: 255))
        #expect(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                             colors: [red, red, red, red])._renderNote == nil)
    }
}
