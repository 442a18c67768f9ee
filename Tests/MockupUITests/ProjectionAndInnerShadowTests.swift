import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// `ProjectionTransform` / `projectionEffect`, `ShadowStyle.inner`, and the zoom navigation
/// transitions (no effect at rest).
@MainActor @Suite struct ProjectionAndInnerShadowTests {
    let red = Color(red: 1, green: 0, blue: 0)

    /// `view` rendered at @3x on white, at its own size.
    func render<V: View>(_ view: V, width: Double, name: String) throws -> (list: DisplayList, image: PixelImage) {
        let (list, image) = try R.render(view: resolveView(view), width: width)
        try image.image.writeForInspection(name)
        return (list, image.image)
    }

    // MARK: ProjectionTransform

    @Test func projectionMatrixAlgebra() {
        let affine = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: -4)
        var m = ProjectionTransform(affine)
        #expect(m.m11 == 2 && m.m22 == 3 && m.m31 == 10 && m.m32 == -4 && m.m33 == 1)
        #expect(m.isAffine && !m.isIdentity && ProjectionTransform().isIdentity)
        #expect(CGPoint(x: 1, y: 1).applying(m) == CGPoint(x: 12, y: -1))
        #expect(m.concatenating(ProjectionTransform(CGAffineTransform(translationX: 1, y: 1))) ==
                ProjectionTransform(affine.concatenating(CGAffineTransform(translationX: 1, y: 1))))
        let inverted = m.invert()
        #expect(inverted)
        #expect(CGPoint(x: 12, y: -1).applying(m) == CGPoint(x: 1, y: 1))
        var perspective = ProjectionTransform()
        perspective.m13 = 0.01
        #expect(!perspective.isAffine)
        #expect(CGPoint(x: 100, y: 50).applying(perspective) == CGPoint(x: 50, y: 25))
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let invertedSingular = singular.invert()
        #expect(!invertedSingular && singular == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
    }

    @Test func affineProjectionMovesTheDrawing() throws {
        // A 10-pt red square moved by (20, 5) and stretched ×2 horizontally, in its own coordinates.
        let transform = CGAffineTransform(scaleX: 2, y: 1).concatenating(CGAffineTransform(translationX: 20, y: 5))
        let view = red.frame(width: 10, height: 10).projectionEffect(ProjectionTransform(transform))
            .frame(width: 50, height: 20, alignment: .topLeading)
        let (list, image) = try render(view, width: 50, name: "projection-affine")
        #expect(list.allItems.contains { if case .group(let g) = $0, case .affine = g.effect { true } else { false } })
        // Covered: x 20…40 pt, y 5…15 pt. At @3x, pixel centres inside are pure red, outside white.
        for (x, y) in [(20.2, 5.2), (39.8, 14.8), (30.0, 10.0)] {
            #expect(image.rgba(Int(x * 3), Int(y * 3)) == (255, 0, 0, 255))
        }
        for (x, y) in [(5.0, 5.0), (19.6, 10.0), (40.4, 10.0), (30.0, 4.6), (30.0, 15.4)] {
            #expect(image.rgba(Int(x * 3), Int(y * 3)) == (255, 255, 255, 255))
        }
        // Layout is unchanged: the square stays 10 × 10 at the origin.
        let effect = try layout(resolveView(view), width: 50).one(.effect)
        expectRect(effect.frame, 0, 0, 10, 10)
    }

    @Test func perspectiveProjectionIsDrawnInPerspective() throws {
        // [x y 1] · M = [x + 20, y, 1 + 0.02x]: the 10-pt square's left edge stays at x 20, 10 pt
        // tall; its right edge is drawn at 30 / 1.2 = 25, 10 / 1.2 = 8.33 pt tall.
        var perspective = ProjectionTransform(CGAffineTransform(translationX: 20, y: 0))
        perspective.m13 = 0.02
        let (list, image) = try render(red.frame(width: 10, height: 10).projectionEffect(perspective)
            .frame(width: 40, height: 12, alignment: .topLeading), width: 40, name: "projection-perspective")
        #expect(list.warnings.isEmpty, "\(list.warnings)")
        #expect(image.rgba(22 * 3, 5 * 3) == (255, 0, 0, 255))
        #expect(image.rgba(Int(20.4 * 3), Int(9.6 * 3)) == (255, 0, 0, 255))
        #expect(image.rgba(Int(24.5 * 3), 8 * 3) == (255, 0, 0, 255))       // 8.5 pt tall at x 24.5
        #expect(image.rgba(Int(24.5 * 3), 9 * 3) == (255, 255, 255, 255))
        #expect(image.rgba(Int(25.4 * 3), 2 * 3) == (255, 255, 255, 255))
        #expect(image.rgba(5 * 3, 5 * 3) == (255, 255, 255, 255))
    }

    @Test func rotation3DEffectIsSeenFromTheLongerSideOverPerspective() throws {
        // 60 × 40 turned 40° about its vertical centre line (50, 40): seen from 60 pt, its left edge is
        // drawn at 50 − 30·cos 40° / (1 − sin 40° / 2) = 16.13 and its right edge at 67.39, 30.77 pt tall
        // at x 66.5; seen from infinitely far (perspective 0), the right edge is at 50 + 30·cos 40° = 72.98.
        func turned(perspective: CGFloat) -> some View {
            red.frame(width: 60, height: 40)
                .rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0), perspective: perspective).padding(20)
        }
        let (_, image) = try render(turned(perspective: 1), width: 100, name: "rotation3d-effect")
        #expect(image.rgba(18 * 3, 40 * 3) == (255, 0, 0, 255))
        #expect(image.rgba(15 * 3, 40 * 3) == (255, 255, 255, 255))
        #expect(image.rgba(Int(66.5 * 3), 40 * 3) == (255, 0, 0, 255))
        #expect(image.rgba(Int(68.5 * 3), 40 * 3) == (255, 255, 255, 255))
        #expect(image.rgba(Int(66.5 * 3), 24 * 3) == (255, 255, 255, 255))
        #expect(image.rgba(Int(66.5 * 3), 25 * 3) == (255, 0, 0, 255))
        let (_, flat) = try render(turned(perspective: 0), width: 100, name: "rotation3d-orthographic")
        #expect(flat.rgba(72 * 3, 40 * 3) == (255, 0, 0, 255))
        #expect(flat.rgba(Int(73.4 * 3), 40 * 3) == (255, 255, 255, 255))
        #expect(flat.rgba(Int(72.5 * 3), 21 * 3) == (255, 0, 0, 255))
        // Layout is unchanged.
        let effect = try layout(resolveView(turned(perspective: 1)), width: 100).one(.effect)
        expectRect(effect.frame, 20, 20, 60, 40)
    }

    // MARK: Inner shadows

    @Test func sharpInnerShadowIsInsideTheShapeAtItsOffset() throws {
        // An unblurred black inner shadow moved 4 pt right: the outside's shadow covers the
        // leftmost 4 pt of the square, and nothing is drawn outside it.
        let square = Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 0, x: 4, y: 0)))
            .frame(width: 20, height: 20).padding(10).background(Color(red: 0, green: 0, blue: 1))
        let (_, image) = try render(square, width: 40, name: "inner-shadow-sharp")
        #expect(image.rgba(Int(11 * 3), 20 * 3) == (0, 0, 0, 255))
        #expect(image.rgba(Int(13.8 * 3), 20 * 3) == (0, 0, 0, 255))
        #expect(image.rgba(Int(14.2 * 3), 20 * 3) == (255, 255, 255, 255))
        #expect(image.rgba(Int(29.8 * 3), 20 * 3) == (255, 255, 255, 255))
        #expect(image.rgba(Int(9.6 * 3), 20 * 3) == (0, 0, 255, 255), "no shadow outside the shape")
        #expect(image.rgba(Int(30.4 * 3), 20 * 3) == (0, 0, 255, 255))
    }

    @Test func blurredInnerShadowDarkensTheEdgesOnly() throws {
        let circle = Circle().foregroundStyle(red.shadow(.inner(radius: 4)))
            .frame(width: 60, height: 60)
        let (list, image) = try render(circle, width: 60, name: "inner-shadow-blurred")
        #expect(list.allItems.contains { if case .group(let g) = $0, case .innerShadow = g.effect { true } else { false } })
        #expect(image.rgba(30 * 3, 30 * 3) == (255, 0, 0, 255), "the centre is 7.5 σ from the edge")
        // Across the left edge (y = 30): the default 55 % black blurred with σ = 4 pt, i.e.
        // 0.55 · (1 − Φ(d / 4)) at depth d, over red (only the red channel changes).
        for depth in [0.5, 1.5, 4, 8] {
            let pixel = image.rgba(Int(depth * 3), 30 * 3)
            let shade = 0.55 * 0.5 * erfc(depth / 4 / 2.squareRoot())
            #expect(abs(Double(pixel.r) - 255 * (1 - shade)) <= 6 && pixel.g == 0 && pixel.b == 0 && pixel.a == 255,
                    "depth \(depth): \(pixel)")
        }
        #expect(image.rgba(2, 2) == (255, 255, 255, 255), "outside the circle")
    }

    @Test func textAndSymbolsTakeTheForegroundStylesInnerShadow() throws {
        let style = Color.white.shadow(.inner(color: .black, radius: 0, x: 0, y: 3))
        let view = HStack(spacing: 0) {
            Text("H").font(.system(size: 40, weight: .black))
            Image(systemName: "square.fill").font(.system(size: 40))
        }
        .foregroundStyle(style).padding(4).background(Color(red: 0, green: 0, blue: 1))
        let (list, image) = try render(view, width: 100, name: "inner-shadow-text")
        let shadowed = list.allItems.compactMap { item -> [DisplayItem]? in
            if case .group(let g) = item, case .innerShadow = g.effect { return g.items } else { return nil }
        }
        #expect(shadowed.count == 2, "one inner shadow per text and symbol")
        // The top 3 pt of each glyph's ink are the (black) shadow, the rest its white paint.
        var black = 0, white = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image.rgba(x, y)
            if p == (0, 0, 0, 255) { black += 1 } else if p == (255, 255, 255, 255) { white += 1 }
        } }
        #expect(black > 200 && white > black, "black \(black), white \(white)")
    }

    // MARK: Zoom navigation transitions

    @Test func zoomTransitionsDrawNothingAtRest() {
        let namespace = Namespace().wrappedValue
        let plain = nodeTree(resolveView(Text("Card")))
        #expect(nodeTree(resolveView(Text("Card").matchedTransitionSource(id: 7, in: namespace))) == plain)
        #expect(nodeTree(resolveView(Text("Card").matchedTransitionSource(id: "a", in: namespace) {
            $0.background(.blue).clipShape(RoundedRectangle(cornerRadius: 12)).shadow(radius: 4)
        })) == plain)
        #expect(nodeTree(resolveView(Text("Card").navigationTransition(.zoom(sourceID: 7, in: namespace)))) == plain)
        #expect(nodeTree(resolveView(Text("Card").navigationTransition(.automatic))) == plain)
    }
}
