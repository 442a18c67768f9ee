import Foundation
import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// Shapes (trim, uneven corners, transforms, Path API) and paints (materials, hierarchical styles,
/// mixes, gradients), in node structure and pixels.
@MainActor @Suite struct DSLShapeAndPaintBreadthTests {
    private func path<S: Shape>(_ shape: S, _ width: Double, _ height: Double) -> Path {
        shape.path(in: CGRect(x: 0, y: 0, width: width, height: height))
    }

    @Test func unevenRoundedRectangleRoundsOnlyItsCorners() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 10)
        let outline = path(shape, 100, 60)
        #expect(outline.bounds == Rect(x: 0, y: 0, width: 100, height: 60))
        // Starts after the top-leading corner; the top-trailing corner is square.
        guard case .move(let start) = outline.elements.first else { Issue.record("no move"); return }
        #expect(start == Point(20, 0))
        #expect(outline.elements.contains(.line(Point(100, 0))))
        #expect(!outline.elements.contains(.line(Point(0, 0))))
        // Radii are clamped to half the shorter side; insetting shrinks them.
        let clamped = path(UnevenRoundedRectangle(topLeadingRadius: 500), 100, 60)
        guard case .move(let clampedStart) = clamped.elements.first else { return }
        #expect(clampedStart == Point(30, 0))
        #expect(path(shape.inset(by: 5), 100, 60).bounds == Rect(x: 5, y: 5, width: 90, height: 50))
    }

    @Test func clipShapeShorthandsBuildTheirShapes() {
        let rounded: RoundedRectangle = .rect(cornerRadius: 12)
        #expect(rounded._kind == .roundedRectangle(cornerRadius: 12, continuous: true))
        let uneven: UnevenRoundedRectangle = .rect(topLeadingRadius: 16, topTrailingRadius: 16)
        #expect(uneven.cornerRadii == RectangleCornerRadii(topLeading: 16, topTrailing: 16))
        #expect((Circle.circle)._kind == .circle)
    }

    @Test func trimmedCircleDrawsOnlyItsFirstQuarterClockwiseFromThreeOClock() throws {
        let ring = Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 10).frame(width: 100, height: 100)
        let (_, rendered) = try R.render(view: resolveView(ring), width: 100, scale: 1)
        try rendered.image.writeForInspection("trimmed-circle")
        // On the ring (radius 50 from the centre): bottom-right is the system red, the other
        // quadrants are white.
        #expect(rendered.image.rgba(85, 85) == (255, 59, 48, 255), "\(rendered.image.rgba(85, 85))")
        #expect(rendered.image.rgba(15, 15) == (255, 255, 255, 255))
        #expect(rendered.image.rgba(85, 15) == (255, 255, 255, 255))
        #expect(rendered.image.rgba(15, 85) == (255, 255, 255, 255))
    }

    @Test func rotatedShapeTurnsItsPathAboutTheCentre() {
        let turned = path(Rectangle().trim(from: 0, to: 0.25).rotation(.degrees(90)), 100, 100)
        // The top side (0,0)→(100,0) turned a quarter clockwise about (50,50) is the right side.
        guard case .move(let start) = turned.elements.first, case .line(let end) = turned.elements.last else { return }
        #expect(abs(start.x - 100) < 1e-9 && abs(start.y) < 1e-9)
        #expect(abs(end.x - 100) < 1e-9 && abs(end.y - 100) < 1e-9)
        let scaled = path(Rectangle().scale(0.5), 100, 100)
        #expect(scaled.bounds == Rect(x: 25, y: 25, width: 50, height: 50))
    }

    @Test func rotatedAndOffsetInsettableShapesInsetBeforeTheyMove() {
        // A 100 × 50 rectangle inset by 10 is 80 × 30; turned a quarter about the centre it spans 30 × 80.
        let turned = path(Rectangle().rotation(.degrees(90)).inset(by: 10), 100, 50)
        #expect(abs(turned.bounds.origin.x - 35) < 1e-9 && abs(turned.bounds.origin.y + 15) < 1e-9)
        #expect(abs(turned.bounds.size.width - 30) < 1e-9 && abs(turned.bounds.size.height - 80) < 1e-9)
        let moved = path(Circle().offset(x: 5, y: -5).inset(by: 20), 100, 100)
        #expect(moved.bounds == Rect(x: 25, y: 15, width: 60, height: 60))
    }

    @Test func tangentArcRoundsTheCornerBetweenTwoLines() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        // A line to (80, 0), then a quarter arc ending at (100, 20).
        #expect(p.elements.contains(.line(Point(80, 0))))
        guard let last = p.currentPoint else { Issue.record("empty"); return }
        #expect(abs(last.x - 100) < 1e-9 && abs(last.y - 20) < 1e-9)
    }

    /// A design system's own style (iOS 17 `resolve(in:)`), chosen per colour scheme.
    struct BrandFill: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
            environment.colorScheme == .dark ? Color(red: 1, green: 0.5, blue: 0) : Color(red: 0, green: 0.5, blue: 1)
        }
    }

    @Test func customShapeStylesResolvePerEnvironment() {
        #expect(nodeTree(resolveView(Rectangle().fill(BrandFill()))) == "shape rectangle fill #0080FF")
        #expect(nodeTree(resolveView(Rectangle().fill(BrandFill()).environment(\.colorScheme, .dark))) == "shape rectangle fill #FF8000")
        #expect(nodeTree(resolveView(Text("A").foregroundStyle(BrandFill()))).hasSuffix("#0080FF"))
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let label = Color.primary.resolve(in: dark)
        #expect(label.red == 1 && label.green == 1 && label.blue == 1 && label.opacity == 1)
        let half = Color(red: 0.5, green: 0, blue: 0).opacity(0.25).resolve(in: EnvironmentValues())
        #expect(half.red == 0.5 && half.opacity == 0.25 && abs(half.linearRed - 0.214) < 0.001)
        #expect(nodeTree(resolveView(Rectangle().fill(Color(half)))) == "shape rectangle fill #800000@0.25")
    }

    /// SwiftUI's Path queries answer in Core Graphics types, and `.zero` picks SwiftUI's overloads.
    @Test func pathQueriesUseCoreGraphicsTypes() {
        var p = Path()
        p.move(to: .zero)
        p.addLine(to: CGPoint(x: 40, y: 0))
        p.addArc(center: CGPoint(x: 40, y: 20), radius: 20, startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: false)
        p.closeSubpath()
        let box: CGRect = p.boundingRect
        #expect(abs(box.maxX - 60) < 1e-9 && box.minX == 0 && box.height == 40)
        #expect(p.currentPoint == .zero)   // closing returns to the subpath's start
        #expect(Path().currentPoint == nil)
        #expect(p.contains(CGPoint(x: 50, y: 20)) && !p.contains(CGPoint(x: 70, y: 20)))
        // Two nested squares: the inner one is a hole only under even-odd.
        var rings = Path(CGRect(x: 0, y: 0, width: 30, height: 30))
        rings.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(rings.contains(CGPoint(x: 15, y: 15)))
        #expect(!rings.contains(CGPoint(x: 15, y: 15), eoFill: true))
        #expect(Path(ellipseIn: .zero).boundingRect == .zero)
    }

    @Test func materialsBlurTheirBackdropThenDrawTheirTintPerScheme() throws {
        let view = Rectangle().fill(.ultraThinMaterial).frame(width: 20, height: 20)
        #expect(nodeTree(resolveView(view)) == """
        frame(w: 20, h: 20, center)
          effect backdropBlur(10)
            shape rectangle fill #F7F7F7@0.40
        """)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Material.regularMaterial.resolvePaint(in: dark) == .color(RGBA(red: 0.11, green: 0.11, blue: 0.118, alpha: 0.75)))
        let (list, rendered) = try R.render(view: resolveView(Color.blue.frame(width: 20, height: 20)
                .overlay(Rectangle().fill(.thickMaterial))), width: 20, scale: 1)
        #expect(list.warnings.isEmpty)
        // A uniform backdrop blurs to itself: 88 % of #F7F7F7 over the system blue (0, 122, 255).
        let p = rendered.image.rgba(10, 10)
        #expect(abs(p.r - 217) <= 1 && abs(p.g - 232) <= 1 && abs(p.b - 248) <= 1, "\(p)")
    }

    @Test func aMaterialBlursWhatIsBehindIt() throws {
        // Red left, blue right, under a 40 % tint: beside the seam the blurred backdrop is a mix.
        let backdrop = HStack(spacing: 0) { Color(red: 1, green: 0, blue: 0); Color(red: 0, green: 0, blue: 1) }
            .frame(width: 60, height: 20)
        let (_, sharp) = try R.render(view: resolveView(backdrop), width: 60, scale: 1)
        let (_, frosted) = try R.render(view: resolveView(backdrop.overlay(Rectangle().fill(.ultraThinMaterial))),
                                        width: 60, scale: 1)
        #expect(sharp.image.rgba(28, 10).b == 0)
        let seam = frosted.image.rgba(28, 10)
        // Without the blur: 60 % of pure red plus the tint, blue 99. Blurred, about half the
        // backdrop beside the seam is blue.
        #expect(seam.b > 140 && seam.r > 140, "\(seam)")
        // Far from the seam the backdrop keeps its colour (the blur is normalized at the canvas edge).
        #expect(frosted.image.rgba(0, 10).r > frosted.image.rgba(0, 10).b)
    }

    @Test func theLightRegularMaterialIsTheDesignKitsFill() throws {
        // F9F9F9 at 78 % over #F4F5F7 (a grouped background): a whiter pill, F8F8F8, not F6F6F7.
        let pill = Color(red: 244 / 255, green: 245 / 255, blue: 247 / 255).frame(width: 40, height: 20)
            .overlay(Capsule().fill(.regularMaterial))
        let (_, rendered) = try R.render(view: resolveView(pill), width: 40, scale: 1)
        let p = rendered.image.rgba(20, 10)
        #expect(abs(p.r - 248) <= 1 && abs(p.g - 248) <= 1 && abs(p.b - 249) <= 1, "\(p)")
        #expect(Material.regularMaterial.resolvePaint(in: EnvironmentValues())
                == .color(RGBA(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.78)))
    }

    @Test func aMaterialShowsItsBackdropEvenlyUpToItsEdge() throws {
        // An orange band under the material on a white page: the page around it does not mix in,
        // as a backdrop layer's blur with normalized edges samples only its own bounds.
        let band = Color(red: 1, green: 0.5, blue: 0).frame(width: 40, height: 20)
            .overlay(Rectangle().fill(.ultraThinMaterial))
        let (_, rendered) = try R.render(view: resolveView(ZStack { Color.white; band }.frame(width: 80, height: 40)),
                                         width: 80, scale: 1)
        let middle = rendered.image.rgba(40, 20)
        // 40 % of #F7F7F7 over the orange.
        #expect(middle == (252, 176, 99, 255), "\(middle)")
        for (x, y) in [(20, 20), (59, 20), (40, 10), (40, 29), (20, 10), (59, 29)] {
            #expect(rendered.image.rgba(x, y) == middle, "(\(x), \(y))")
        }
    }

    @Test func backgroundMaterialInAShapeBlursItsBackdrop() {
        let view = Text("x").background(.bar, in: Capsule())
        #expect(nodeTree(resolveView(view)).contains("effect backdropBlur(10)"))
    }

    @Test func hierarchicalStylesFollowTheForeground() {
        #expect(nodeTree(resolveView(Text("t").foregroundStyle(.tertiary))).hasSuffix("#3C3C43@0.30"))
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(nodeTree(resolveView(Text("q").foregroundStyle(.quaternary), environment: dark)).hasSuffix("#EBEBF5@0.16"))
        // A shape filled with a level below an explicit foreground colour: that colour, faded.
        #expect(nodeTree(resolveView(Rectangle().fill(.tertiary).foregroundStyle(Color.red)))
            == "shape rectangle fill #FF3B30@0.30")
        #expect(nodeTree(resolveView(Rectangle().fill(.separator))) == "shape rectangle fill #3C3C43@0.29")
        #expect(nodeTree(resolveView(Rectangle().fill(.background), environment: dark)) == "shape rectangle fill #000000")
    }

    @Test func mixingIsPerceptualAndPerScheme() {
        let black = Color.black.mix(with: .white, by: 0.5)
        // Oklab L = 0.5 → sRGB 99, not the gamma midpoint 128.
        #expect(hex(black.rgba(in: EnvironmentValues())) == "#636363")
        #expect(hex(Color.black.mix(with: .white, by: 0.5, in: .device).rgba(in: EnvironmentValues())) == "#808080")
        #expect(hex(Color.white.mix(with: .red, by: 1).rgba(in: .darkScheme)) == "#FF453A")
    }

    @Test func gradientColorSpacesBlendNeighboursInTheirSpace() throws {
        func middle(_ style: AnyGradient) throws -> (r: Int, g: Int, b: Int, a: Int) {
            let fill = Rectangle().fill(.linearGradient(style, startPoint: .leading, endPoint: .trailing)).frame(width: 101, height: 4)
            return try ViewRenderer.render(RenderRequest(width: 101, height: 4, scale: 1), fonts: FontLibrary.shared()) { fill }
                .image.rgba(50, 2)
        }
        let blueToYellow = Gradient(colors: [Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 1, blue: 0)])
        let device = try middle(blueToYellow.colorSpace(.device)), perceptual = try middle(blueToYellow.colorSpace(.perceptual))
        // The gamma-encoded midpoint is grey (128, 128, 128); Oklab's is a lighter, bluish grey.
        #expect(abs(device.r - 128) <= 3 && abs(device.g - 128) <= 3 && abs(device.b - 128) <= 3, "\(device)")
        #expect(perceptual.g > device.g + 20, "\(perceptual) vs \(device)")
        #expect(try middle(AnyGradient(blueToYellow)) == perceptual, "perceptual is the default")
    }

    @Test func styleOpacityAndColorGradient() {
        #expect(nodeTree(resolveView(Rectangle().fill(.tint.opacity(0.5)))) == "shape rectangle fill #007AFF@0.50")
        #expect(nodeTree(resolveView(Rectangle().fill(Color.black.gradient))).hasPrefix("shape rectangle fill linear[#"))
    }

    @Test func angularAndEllipticalGradientsResolveToTheirOwnPaints() {
        #expect(nodeTree(resolveView(Circle().fill(AngularGradient(colors: [.red, .blue], center: .top))))
                == "shape circle fill conic[#FF3B30 0, #007AFF 1] (0.5,0) 0°-360°")
        #expect(nodeTree(resolveView(Circle().fill(.conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(90)))))
                == "shape circle fill conic[#FF3B30 0, #007AFF 1] (0.5,0.5) 90°-450°")
        #expect(nodeTree(resolveView(Rectangle().fill(.ellipticalGradient(colors: [.red, .blue], endRadiusFraction: 0.4))))
                == "shape rectangle fill elliptical[#FF3B30 0, #007AFF 1] (0.5,0.5) 0-0.4")
    }
}
