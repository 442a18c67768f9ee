import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// `Path` and `Shape` boolean operations (iOS 17) drawn by views.
@MainActor @Suite struct PathBooleanRenderTests {
    private func render<V: View>(_ view: V, width: Double, _ name: String) throws -> PixelImage {
        let (_, rendered) = try R.render(view: resolveView(view), width: width, scale: 3)
        try rendered.image.writeForInspection(name)
        return rendered.image
    }

    @Test func crescentMoonIsACircleMinusACircle() throws {
        let moon = Circle()
            .subtracting(Circle().transform(CGAffineTransform(translationX: 18, y: -12)))
            .fill(Color(red: 1, green: 0.8, blue: 0.2))
            .frame(width: 60, height: 60)
            .padding(10)
            .background(Color(red: 0.05, green: 0.07, blue: 0.2))
        let image = try render(moon, width: 80, "path-boolean-crescent")
        let gold = (r: 255, g: 204, b: 51, a: 255)
        let night = (r: 13, g: 18, b: 51, a: 255)
        #expect(image.rgba(3 * 16, 3 * 40) == gold)        // the lit left limb
        #expect(image.rgba(3 * 40, 3 * 66) == gold)        // the bottom of the disc, below the bite
        #expect(image.rgba(3 * 55, 3 * 30) == night)       // bitten out: inside the offset circle
        #expect(image.rgba(3 * 5, 3 * 5) == night)
    }

    @Test func shapeIntersectionAndLineSubtractionDraw() throws {
        // A lens (two circles' overlap) filled, and a square's outline with a circle cut out of it.
        let lens = Circle().intersection(Circle().transform(CGAffineTransform(translationX: 30, y: 0)))
        let view = ZStack {
            lens.fill(Color(red: 0, green: 0, blue: 1))
            Rectangle().lineSubtraction(Circle().scale(1.3)).stroke(Color(red: 1, green: 0, blue: 0), lineWidth: 2)
        }
        .frame(width: 60, height: 60)
        let image = try render(view, width: 60, "path-boolean-lens")
        #expect(image.rgba(3 * 45, 3 * 30) == (r: 0, g: 0, b: 255, a: 255))   // inside both circles
        #expect(image.rgba(3 * 10, 3 * 30) == (r: 255, g: 255, b: 255, a: 255)) // left circle only
        // The circle (radius 39) cuts each side's middle out of the outline and leaves the corners.
        #expect(image.rgba(1, 1) == (r: 255, g: 0, b: 0, a: 255))
        #expect(image.rgba(3 * 30, 1) == (r: 255, g: 255, b: 255, a: 255))
        #expect(image.rgba(1, 3 * 30) == (r: 255, g: 255, b: 255, a: 255))
    }

    @Test func pathMethodsMatchCoreGraphicsNames() {
        let a = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = Path(CGRect(x: 5, y: 0, width: 10, height: 10))
        #expect(a.intersection(b) == Path(a.cgPath.intersection(b.cgPath, using: .winding)))
        #expect(a.union(b, eoFill: true) == Path(a.cgPath.union(b.cgPath, using: .evenOdd)))
        #expect(a.normalized(eoFill: false) == Path(a.cgPath.normalized()), "Core Graphics' default rule is winding")
        #expect(a.intersection(b).bounds == Rect(x: 5, y: 0, width: 5, height: 10))
        #expect(a.subtracting(b).bounds == Rect(x: 0, y: 0, width: 5, height: 10))
        #expect(a.symmetricDifference(b).bounds == Rect(x: 0, y: 0, width: 15, height: 10))
        #expect(a.lineIntersection(b).bounds == Rect(x: 5, y: 0, width: 5, height: 10))
        #expect(a.lineSubtraction(b).bounds == Rect(x: 0, y: 0, width: 5, height: 10))
        #expect(a.normalized().bounds == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    /// The ios-signal guide's tail shape: a rounded rect intersected with one rounded differently.
    @Test func signalGuideTailIntersectionIsNotEmpty() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 40)
        let all = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 18, height: 18))
        let tight = UIBezierPath(roundedRect: rect, byRoundingCorners: .bottomRight, cornerRadii: CGSize(width: 4, height: 4))
        let overlap = Path(tight.cgPath).intersection(Path(all.cgPath))
        #expect(!overlap.isEmpty)
        #expect(overlap.bounds == Rect(x: 0, y: 0, width: 200, height: 40))
    }
}
