import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// iOS 26's Liquid Glass drawn as a material: the backdrop under the glass shape blurred and
/// frosted, the tint over it, a light rim; nothing outside the shape, nothing for `.identity`.
@MainActor @Suite struct GlassEffectTests {
    private let note = "unsupported: \(LiquidGlassMetrics.renderNote) (\(LiquidGlassMetrics.drawnAs))"

    private func render(width: Double = 80, height: Double = 40, _ view: some View) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(width: width, height: height, scale: 1, colorScheme: .light),
                                fonts: FontLibrary.shared()) { view.frame(width: width, height: height) }
    }

    /// Red and blue stripes 4 pt wide: a blur mixes them, so blurred pixels are purple.
    private var stripes: some View {
        HStack(spacing: 0) {
            ForEach(0..<20, id: \.self) { index in (index.isMultiple(of: 2) ? Color.red : Color.blue).frame(width: 4) }
        }
    }

    /// A 60 × 30 glass shape centred on the 80 × 40 stripes: it spans x 10…70, y 5…35.
    private func glassOverStripes(_ glass: Glass) throws -> RenderedView {
        try render(ZStack { stripes; Color.clear.frame(width: 60, height: 30).glassEffect(glass) })
    }

    private func brightness(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Int { p.r + p.g + p.b }

    @Test func identityGlassDrawsNothing() throws {
        let plain = try render(ZStack { stripes; Color.clear.frame(width: 60, height: 30) })
        let identity = try glassOverStripes(.identity)
        #expect(identity.image.pixels == plain.image.pixels)
        #expect(identity.warnings.isEmpty)
    }

    @Test func glassBlursAndLightensInsideItsCapsuleAndLeavesTheRestUntouched() throws {
        let plain = try render(ZStack { stripes; Color.clear.frame(width: 60, height: 30) })
        let glass = try glassOverStripes(.regular)
        // Inside: a red and a blue stripe's middles (x 38, 42) are alike, and lighter than either colour.
        let red = glass.image.rgba(38, 20), blue = glass.image.rgba(42, 20)
        #expect(abs(red.r - blue.r) < 40 && abs(red.b - blue.b) < 40, "\(red) \(blue)")
        #expect(brightness(red) > 255 + 150 && brightness(blue) > 255 + 150, "\(red) \(blue)")
        // Outside the frame, and inside the frame's corner but outside the capsule: untouched.
        for (x, y) in [(2, 20), (76, 20), (40, 1), (40, 38), (11, 6), (68, 33)] {
            #expect(glass.image.rgba(x, y) == plain.image.rgba(x, y), "(\(x), \(y))")
        }
        #expect(glass.warnings == [note])
    }

    @Test func clearGlassIsThinnerThanRegular() throws {
        let regular = try glassOverStripes(.regular).image.rgba(40, 20)
        let clear = try glassOverStripes(.clear).image.rgba(40, 20)
        #expect(brightness(clear) < brightness(regular), "\(clear) \(regular)")
    }

    @Test func aTintColoursTheGlass() throws {
        let untinted = try render(ZStack { Color.white; Color.clear.frame(width: 60, height: 30).glassEffect() }).image.rgba(40, 20)
        let tinted = try render(ZStack { Color.white; Color.clear.frame(width: 60, height: 30).glassEffect(.regular.tint(.blue)) })
            .image.rgba(40, 20)
        #expect(tinted.b > tinted.r + 60 && untinted.b - untinted.r < 10, "\(tinted) \(untinted)")
    }

    @Test func theGlassTakesTheShapeItIsGiven() throws {
        let circle = try render(ZStack { Color.white; Color.clear.frame(width: 30, height: 30).glassEffect(.regular.tint(.red), in: .circle) })
        let square = try render(ZStack { Color.white; Color.clear.frame(width: 30, height: 30).glassEffect(.regular.tint(.red), in: .rect) })
        // (27, 7) lies in the 30-pt square's corner (x 25…55, y 5…35), outside its inscribed circle.
        #expect(circle.image.rgba(27, 7) == (255, 255, 255, 255))
        #expect(square.image.rgba(27, 7) != (255, 255, 255, 255))
    }

    @Test func aThinLightRimRunsInsideTheEdge() throws {
        let glass = try render(ZStack { Color.black; Color.clear.frame(width: 60, height: 30).glassEffect(in: .rect) })
        let rim = glass.image.rgba(40, 5), inside = glass.image.rgba(40, 20)
        #expect(brightness(rim) > brightness(inside) + 60, "\(rim) \(inside)")
        #expect(glass.image.rgba(40, 4) == (0, 0, 0, 255))
    }

    @Test func theLayoutIsTheViewsOwn() throws {
        let plain = try layout(resolveView(Text("Hello").padding()), width: 200)
        let glass = try layout(resolveView(Text("Hello").padding().glassEffect()), width: 200)
        #expect(glass.size == plain.size)
    }

    @Test func theRenderNotesTheGlassOnce() throws {
        let rendered = try render(width: 200, VStack {
            Text("A").glassEffect()
            Button("B") {}.buttonStyle(.glass)
            Text("C").glassEffect(.clear, in: .rect(cornerRadius: 4))
        })
        #expect(rendered.warnings.filter { $0 == note }.count == 1, "\(rendered.warnings)")
    }

    @Test func aProminentGlassButtonIsFilledWithTheTintUnderAWhiteLabel() throws {
        // The label is 40 × 20 (a clear colour, or a shape in the label's foreground); the capsule
        // adds the bordered button's 12 × 7 insets, so it spans x 8…72, y 3…37.
        let fill = try render(Button {} label: { Color.clear.frame(width: 40, height: 20) }
            .buttonStyle(.glassProminent).tint(.green))
        #expect(fill.image.rgba(40, 20) == (52, 199, 89, 255))
        #expect(fill.image.rgba(12, 20) == (52, 199, 89, 255))
        let label = try render(Button {} label: { Rectangle().frame(width: 40, height: 20) }.buttonStyle(.glassProminent))
        #expect(label.image.rgba(40, 20) == (255, 255, 255, 255))
        #expect(label.image.rgba(12, 20) == (0, 122, 255, 255))
        #expect(label.image.rgba(2, 20) == (255, 255, 255, 255))
    }

    @Test func aGlassButtonDrawsItsLabelInThePrimaryColourOnGlass() throws {
        let glass = try render(ZStack { Color.blue; Button {} label: { Rectangle().frame(width: 40, height: 20) }.buttonStyle(.glass) })
        #expect(glass.image.rgba(40, 20) == (0, 0, 0, 255))
        let frosted = glass.image.rgba(12, 20)
        #expect(frosted.r > 100 && frosted.g > 100, "\(frosted)")
        #expect(glass.image.rgba(2, 20) == (0, 122, 255, 255))
        let identity = try render(ZStack { Color.blue; Button {} label: { Color.clear.frame(width: 40, height: 20) }.buttonStyle(.glass(.identity)) })
        #expect(identity.image.rgba(12, 20) == (0, 122, 255, 255))
    }

    @Test func heldDrawEffectsHideTheirSymbolKeepingItsSpace() throws {
        func symbol(_ effect: some View) throws -> RenderedView { try render(ZStack { Color.white; effect }) }
        let plain = try symbol(Image(systemName: "star.fill"))
        #expect(plain.image.count(in: IntRect(x: 0, y: 0, width: 80, height: 40), differingFrom: .white) > 0)
        for hidden in [try symbol(Image(systemName: "star.fill").symbolEffect(.drawOn)),
                       try symbol(Image(systemName: "star.fill").symbolEffect(.drawOff.byLayer, isActive: true))] {
            #expect(hidden.image.count(in: IntRect(x: 0, y: 0, width: 80, height: 40), differingFrom: .white) == 0)
        }
        for shown in [try symbol(Image(systemName: "star.fill").symbolEffect(.drawOn, isActive: false)),
                      try symbol(Image(systemName: "star.fill").symbolEffect(.drawOff.reversed, isActive: false))] {
            #expect(shown.image.pixels == plain.image.pixels)
        }
        let kept = try layout(resolveView(HStack(spacing: 0) { Image(systemName: "star.fill").symbolEffect(.drawOn); Text("x") }), width: 200)
        let plainRow = try layout(resolveView(HStack(spacing: 0) { Image(systemName: "star.fill"); Text("x") }), width: 200)
        #expect(kept.size == plainRow.size)
    }

    @Test func theIOS26ChromeModifiersNoteWhatTheRenderLeavesOut() throws {
        let extended = try render(Color.blue.backgroundExtensionEffect())
        #expect(extended.warnings.contains { $0.contains("backgroundExtensionEffect (iOS 26)") })
        #expect(try render(Color.blue.backgroundExtensionEffect(isEnabled: false)).warnings.isEmpty)
        let accessory = try render(width: 393, height: 852, GlassTabProbe())
        #expect(accessory.warnings.contains { $0.contains("tabViewBottomAccessory (iOS 26)") })
        #expect(try render(TabView { Text("A") }.tabViewBottomAccessory(isEnabled: false) { Text("B") }).warnings.isEmpty)
        let union = try render(Color.clear.glassEffect().glassEffectUnion(id: "u", namespace: Namespace().wrappedValue))
        #expect(union.warnings.contains { $0.contains("glassEffectUnion (iOS 26)") })
    }

    @Test func modifiersWithNothingToDrawAtRestLeaveThePixelsAlone() throws {
        let plain = try render(ScrollView { Color.red.frame(height: 20) })
        let modified = try render(ScrollView { Color.red.frame(height: 20) }
            .scrollEdgeEffectStyle(.soft, for: .top).scrollEdgeEffectHidden()
            .tabBarMinimizeBehavior(.onScrollDown)
            .glassEffectID(1, in: Namespace().wrappedValue).glassEffectTransition(.materialize))
        #expect(modified.image.pixels == plain.image.pixels && modified.warnings.isEmpty)
        let contained = try render(GlassEffectContainer(spacing: 20) { Color.red.frame(height: 20) })
        let bare = try render(Color.red.frame(height: 20))
        #expect(contained.image.pixels == bare.image.pixels)
    }

    @Test func theValueTypesAreDistinct() {
        #expect(Set([TabBarMinimizeBehavior.automatic, .onScrollDown, .onScrollUp, .never]).count == 4)
        #expect(Set([ScrollEdgeEffectStyle.automatic, .hard, .soft]).count == 3)
        #expect([GlassEffectTransition.matchedGeometry, .materialize, .identity].count == 3)
        #expect(GlassEffectTransition.matchedGeometry != .materialize)
        #expect(SpacerSizing.flexible != .fixed)
        #expect(Glass.regular != .clear && Glass.regular.tint(.red) != .regular && Glass.regular.interactive() != .regular)
        #expect(Glass.regular.tint(nil).interactive(false) == .regular)
    }

    @Test func theProbeRendersOnAPhoneWithItsGlassNotedOnce() throws {
        let rendered = try ViewRenderer.render(RenderRequest(device: .iPhone16), fonts: FontLibrary.shared()) { GlassEffectProbe() }
        #expect(rendered.warnings.filter { $0 == note }.count == 1, "\(rendered.warnings)")
        #expect(rendered.warnings.contains { $0.contains("glassEffectUnion (iOS 26)") })
        #expect(rendered.warnings.contains { $0.contains("backgroundExtensionEffect (iOS 26)") })
    }

    @Test func availabilityGuardedGlassTakesTheGlassBranch() throws {
        let rendered = try render(width: 200, AvailabilityGuardedGlass())
        #expect(rendered.warnings == [note])
    }
}

/// `ToolbarSpacer` in the bottom bar: items packed `barItemSpacing` apart, a flexible spacer taking
/// the free space, a fixed one its own width; the navigation bar leaves spacers out.
@MainActor @Suite struct ToolbarSpacerTests {
    private func frames(_ toolbar: some View) throws -> LayoutTree {
        try ViewRenderer.layout(RenderRequest(device: .iPhone16), fonts: FontLibrary.shared()) { toolbar }.tree
    }

    private func item(_ id: String) -> some View { Color.red.frame(width: 30, height: 30).accessibilityIdentifier(id) }

    @Test func aFlexibleSpacerPushesTheItemsAfterItToTheEnd() throws {
        let tree = try frames(NavigationStack {
            Text("x").toolbar {
                ToolbarItem(placement: .bottomBar) { item("a") }
                ToolbarSpacer(placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) { item("b") }
                ToolbarItem(placement: .bottomBar) { item("c") }
            }
        })
        let a = try #require(tree.frame(of: "a")), b = try #require(tree.frame(of: "b")), c = try #require(tree.frame(of: "c"))
        #expect(a.minX == Double(SystemMetrics.barMargin))
        #expect(c.maxX == 393 - Double(SystemMetrics.barMargin))
        #expect(c.minX - b.maxX == Double(SystemMetrics.barItemSpacing))
    }

    @Test func aFixedSpacerWidensTheGapBetweenItsNeighbours() throws {
        let tree = try frames(NavigationStack {
            Text("x").toolbar {
                ToolbarItem(placement: .bottomBar) { item("a") }
                ToolbarSpacer(.fixed, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) { item("b") }
                ToolbarSpacer(placement: .bottomBar)
            }
        })
        let a = try #require(tree.frame(of: "a")), b = try #require(tree.frame(of: "b"))
        #expect(b.minX - a.maxX == Double(SystemMetrics.toolbarFixedSpacerWidth))
    }

    @Test func withoutSpacersTheBottomBarSpreadsItsItemsAsBefore() throws {
        let tree = try frames(NavigationStack {
            Text("x").toolbar {
                ToolbarItem(placement: .bottomBar) { item("a") }
                ToolbarItem(placement: .bottomBar) { item("b") }
            }
        })
        #expect(tree.frame(of: "b")?.maxX == 393 - Double(SystemMetrics.barMargin))
    }

    @Test func theNavigationBarLeavesSpacersOut() throws {
        let tree = try frames(NavigationStack {
            Text("x").toolbar {
                ToolbarItem(placement: .topBarTrailing) { item("a") }
                ToolbarSpacer(.fixed, placement: .topBarTrailing)
                ToolbarSpacer(placement: .topBarTrailing)
                ToolbarItem(placement: .topBarTrailing) { item("b") }
            }
        })
        let a = try #require(tree.frame(of: "a")), b = try #require(tree.frame(of: "b"))
        #expect(b.minX - a.maxX == Double(SystemMetrics.barItemSpacing))
        #expect(b.maxX == 393 - Double(SystemMetrics.barMargin))
    }

    @Test func aLoneSpacerMakesNoBottomBar() throws {
        let with = try frames(NavigationStack { Color.blue.accessibilityIdentifier("content").toolbar { ToolbarSpacer(placement: .bottomBar) } })
        let without = try frames(NavigationStack { Color.blue.accessibilityIdentifier("content") })
        #expect(with.frame(of: "content") == without.frame(of: "content"))
    }
}
