import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// `accentColor`, `ProgressView(timerInterval:)`, the Section title overloads, `Shape.offset` and
/// shadows in shape styles.
@MainActor @Suite struct StyleAndShapeBreadthTests {
    private func render<V: View>(_ view: V, _ name: String, size: Double = 40) throws -> (image: PixelImage, warnings: [String]) {
        let (_, rendered) = try R.render(view: resolveView(view.frame(width: size, height: size)), width: size, scale: 1)
        try rendered.image.writeForInspection(name)
        return (rendered.image, rendered.warnings)
    }

    @Test func accentColorIsTheTint() throws {
        let tinted = Rectangle().fill(.tint).accentColor(.green)
        #expect(try render(tinted, "accent-color").image.rgba(20, 20) == (52, 199, 89, 255))
    }

    /// The bar at the render's moment: a quarter into a minute-long interval, before it, after it.
    @Test func timerIntervalProgressShowsTheRenderMoment() {
        let now = TimelineViewStill.date
        let interval = now.addingTimeInterval(-15)...now.addingTimeInterval(45)
        #expect(ProgressView(timerInterval: interval).fraction == 0.75)
        #expect(ProgressView(timerInterval: interval, countsDown: false) { Text("Egg") }.fraction == 0.25)
        let later = now.addingTimeInterval(60)...now.addingTimeInterval(120)
        let labelled = ProgressView(timerInterval: later, countsDown: true) { Text("Egg") } currentValueLabel: { Text("1:00") }
        #expect(labelled.fraction == 1)
        #expect(ProgressView(timerInterval: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 60)).fraction == 0)
    }

    @Test func sectionTitleOverloadsKeepTheirParts() {
        let footed = Section { Text("Row") } header: { Text("Title") } footer: { Text("Note") }
        #expect(footed.headerView != nil && footed.footerView != nil && footed.rowViews(in: EnvironmentValues()).count == 1)
        let expanded = Section("Title", isExpanded: .constant(true)) { Text("Row") }
        #expect(expanded.headerView != nil && expanded.footerView == nil)
        let headed = Section(isExpanded: .constant(true)) { Text("Row") } header: { Text("Head") }
        #expect(headed.headerView != nil)
    }

    @Test func shapeOffsetMovesTheOutlineAndChains() throws {
        // A 40-pt square moved 20 pt right (x 20…60), then halved about the frame centre (x 20):
        // it covers x 20…40 and the left half stays empty.
        let moved = Rectangle().offset(x: 20).scale(0.5).fill(Color.blue)
        let image = try render(moved, "shape-offset-scale").image
        #expect(image.rgba(10, 20) == (255, 255, 255, 255))
        #expect(image.rgba(30, 20) == (0, 122, 255, 255))
        #expect(try render(Circle().offset(CGSize(width: 0, height: 30)).fill(Color.blue), "shape-offset-size").image.rgba(20, 5)
                == (255, 255, 255, 255))
    }

    @Test func dropShadowStyleDrawsTheShadowOfTheFill() throws {
        let square = Rectangle().fill(Color.blue.shadow(.drop(color: .black, radius: 0, x: 6, y: 6))).frame(width: 20, height: 20)
        let image = try render(square, "shadow-style-drop").image
        #expect(image.rgba(20, 20) == (0, 122, 255, 255))
        // Below-right of the square, inside the offset shadow: black.
        #expect(image.rgba(32, 32) == (0, 0, 0, 255))
        // Above-left, no shadow.
        #expect(image.rgba(8, 8) == (255, 255, 255, 255))
        let foreground = Rectangle().fill(.shadow(.drop(color: .black, radius: 0, x: 6, y: 6))).frame(width: 20, height: 20)
        #expect(try render(foreground, "shadow-style-foreground").image.rgba(32, 32) == (0, 0, 0, 255))
    }

    @Test func innerShadowStyleDarkensTheFillInsideItsEdges() throws {
        let inner = try render(Rectangle().fill(Color.blue.shadow(.inner(radius: 4))), "shadow-style-inner")
        #expect(inner.image.rgba(20, 20) == (0, 122, 255, 255), "5 σ from every edge")
        let edge = inner.image.rgba(0, 20)
        #expect(edge.r == 0 && edge.g < 100 && edge.b < 220 && edge.a == 255, "\(edge)")
        #expect(inner.warnings.isEmpty, "\(inner.warnings)")
    }
}
