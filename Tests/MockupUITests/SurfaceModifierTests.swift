import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// Modifiers of issue 10/11's API breadth: hints that leave a still unchanged, `containerShape`,
/// `backgroundStyle` and style levels, `containerBackground`, `visualEffect`, `scrollTransition`.
@MainActor @Suite struct SurfaceModifierTests {
    private func image<V: View>(_ view: V, _ name: String, size: Double = 40) throws -> PixelImage {
        let (_, rendered) = try R.render(view: resolveView(view.frame(width: size, height: size)), width: size, scale: 1)
        try rendered.image.writeForInspection(name)
        return rendered.image
    }

    private var swatch: some View {
        Rectangle().fill(Color.blue).frame(width: 20, height: 20).offset(x: 4)
    }

    @Test func hintsLeaveTheRenderUnchanged() throws {
        let plain = try image(swatch, "hints-plain")
        let hinted = swatch.geometryGroup().privacySensitive().help("Tip").help(Text("Tip"))
            .hoverEffect(.lift).hoverEffect(.highlight, isEnabled: false).onOpenURL { _ in }
            .widgetURL(URL(string: "app://x"))
        let withHints = try image(hinted, "hints-applied")
        #expect(withHints.rgba(24, 20) == plain.rgba(24, 20))
        #expect(withHints.rgba(6, 20) == plain.rgba(6, 20))
        #expect(plain.rgba(24, 20) == (0, 122, 255, 255))
    }

    @Test func containerRelativeShapeTakesTheContainerShape() throws {
        // Without a container shape it is a rectangle: the corner pixel is filled.
        let square = try image(ContainerRelativeShape().fill(Color.red), "container-shape-none")
        #expect(square.rgba(1, 1) == (255, 59, 48, 255))
        // Under a circle container shape, the corner is empty and the centre filled.
        let round = try image(ContainerRelativeShape().fill(Color.red).containerShape(Circle()), "container-shape-circle")
        #expect(round.rgba(1, 1) == (255, 255, 255, 255))
        #expect(round.rgba(20, 20) == (255, 59, 48, 255))
        // Clipping to it follows the container shape too.
        let clipped = try image(Color.red.clipShape(ContainerRelativeShape()).containerShape(Circle()), "container-shape-clip")
        #expect(clipped.rgba(1, 1) == (255, 255, 255, 255))
    }

    @Test func containerRelativeShapeIsInsetByItsDistanceToTheContainer() throws {
        // A 200-pt container of corner radius 22 (circular, for exact arithmetic) with a card 16 pt
        // inside: the card's corners are 22 − 16 = 6, so the pixel 3.5 pt in from its corner is
        // filled (it lies outside a 22-pt corner) and the one 0.5 pt in is not.
        func card(_ shape: some Shape) -> some View {
            Color.clear.frame(width: 200, height: 200)
                .overlay { Color.clear.background(Color.red, in: shape).padding(16) }
                .containerShape(RoundedRectangle(cornerRadius: 22))
        }
        let inset = try image(card(ContainerRelativeShape()), "container-shape-inset", size: 200)
        #expect(inset.rgba(19, 19) == (255, 59, 48, 255))
        #expect(inset.rgba(16, 16) == (255, 255, 255, 255))
        #expect(inset.rgba(16, 100) == (255, 59, 48, 255) && inset.rgba(15, 100) == (255, 255, 255, 255))
        // Inset by −12 it grows 12 pt past the card with corners of 6 + 12 = 18: the pixel 8.5 pt in
        // from the grown corner is filled, the one 4.5 pt in is not.
        let grown = try image(card(ContainerRelativeShape().inset(by: -12)), "container-shape-grown", size: 200)
        #expect(grown.rgba(4, 100) == (255, 59, 48, 255) && grown.rgba(3, 100) == (255, 255, 255, 255))
        #expect(grown.rgba(12, 12) == (255, 59, 48, 255))
        #expect(grown.rgba(8, 8) == (255, 255, 255, 255))
    }

    @Test func backgroundStyleIsWhatBackgroundResolvesTo() throws {
        #expect(try image(Rectangle().fill(.background), "background-default").rgba(20, 20) == (255, 255, 255, 255))
        let green = Rectangle().fill(.background).backgroundStyle(Color.green)
        #expect(try image(green, "background-style-green").rgba(20, 20) == (52, 199, 89, 255))
        // `.background.secondary`: UIKit's secondarySystemBackground F2F2F7 / 1C1C1E.
        #expect(try image(Rectangle().fill(.background.secondary), "background-secondary").rgba(20, 20) == (242, 242, 247, 255))
        let dark = Rectangle().fill(.background.tertiary).environment(\.colorScheme, .dark)
        #expect(try image(dark, "background-tertiary-dark").rgba(20, 20) == (44, 44, 46, 255))
    }

    @Test func quinaryAndStyleLevels() throws {
        // The fifth label level: 3C3C43 at 9 % over white.
        #expect(try image(Rectangle().fill(.quinary), "quinary").rgba(20, 20) == (237, 237, 238, 255))
        // A colour's second level is the colour at 60 %: black at 60 % over white is 102.
        #expect(try image(Rectangle().fill(Color.black.secondary), "black-secondary").rgba(20, 20) == (102, 102, 102, 255))
    }

    @Test func containerBackgroundDrawsBehindTheContent() throws {
        let widget = Color.clear.containerBackground(Color.green, for: .widget)
        #expect(try image(widget, "container-background-widget").rgba(20, 20) == (52, 199, 89, 255))
        let navigation = Color.clear.containerBackground(for: .navigation) { Color.red }
        #expect(try image(navigation, "container-background-navigation").rgba(20, 20) == (255, 59, 48, 255))
        _ = Color.clear.containerBackground(.blue, for: .tabView)
    }

    @Test func visualEffectUsesTheViewsGeometry() throws {
        // The swatch moves right by half its own width (geometry 20 pt wide → 10 pt).
        let moved = swatch.visualEffect { content, proxy in content.offset(x: proxy.size.width / 2) }
        let rendered = try image(moved, "visual-effect-offset")
        #expect(rendered.rgba(12, 20) == (255, 255, 255, 255))
        #expect(rendered.rgba(32, 20) == (0, 122, 255, 255))
        // Effects chain and draw as their modifiers: opacity 0.5 of blue over white.
        let faded = Rectangle().fill(Color.blue).visualEffect { content, _ in content.opacity(0.5).grayscale(0) }
        #expect(try image(faded, "visual-effect-opacity").rgba(20, 20) == (127, 188, 255, 255))
    }

    @Test func scrollTransitionShowsTheIdentityPhase() throws {
        #expect(ScrollTransitionPhase.identity.isIdentity)
        #expect(!ScrollTransitionPhase.topLeading.isIdentity)
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.bottomTrailing.value == 1)
        let view = Rectangle().fill(Color.blue).scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0).scaleEffect(phase.isIdentity ? 1 : 0.5)
        }
        #expect(try image(view, "scroll-transition-identity").rgba(20, 20) == (0, 122, 255, 255))
        let hidden = Rectangle().fill(Color.blue)
            .scrollTransition(topLeading: .interactive, bottomTrailing: .identity, axis: .vertical) { content, phase in
                content.opacity(phase.value == 0 ? 0 : 1)
            }
        #expect(try image(hidden, "scroll-transition-value").rgba(20, 20) == (255, 255, 255, 255))
    }

    @Test func aViewPartlyOutOfItsScrollViewIsPartWayToItsEdgePhase() throws {
        // Two 60-pt squares in a 100-pt horizontal scroll view (rows 30…70 of the image): the second shows 36 of its 60 points.
        func carousel(_ configuration: ScrollTransitionConfiguration) -> some View {
            ScrollView(.horizontal) {
                HStack(spacing: 4) {
                    ForEach(0..<2, id: \.self) { _ in
                        Rectangle().fill(Color.blue).frame(width: 60, height: 40)
                            .scrollTransition(configuration) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                    }
                }
            }
            .frame(width: 100, height: 40)
        }
        let interactive = try image(carousel(.interactive), "scroll-transition-partial", size: 100)
        #expect(interactive.rgba(30, 50) == (0, 122, 255, 255), "the whole first square is in its identity phase")
        // 0.6 visible: easeInOut(0.6) ≈ 0.69 of the way back to full opacity.
        let partial = interactive.rgba(90, 50)
        #expect(partial.r > 40 && partial.r < 110 && partial.b == 255, "\(partial)")
        // `.animated` shows the edge phase itself once the view is not wholly visible; a lower threshold keeps it.
        #expect(try image(carousel(.animated), "scroll-transition-animated", size: 100).rgba(90, 50) == (255, 255, 255, 255))
        #expect(try image(carousel(.animated.threshold(.visible(0.5))), "scroll-transition-threshold", size: 100).rgba(90, 50)
                == (0, 122, 255, 255))
        // A view longer than the scroll view is as visible as it can be while it fills it: its identity phase.
        let tall = ScrollView {
            Rectangle().fill(Color.blue).frame(height: 300)
                .scrollTransition(.animated) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
        }
        #expect(try image(tall, "scroll-transition-tall").rgba(20, 20) == (0, 122, 255, 255))
    }
}
