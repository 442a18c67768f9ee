import Testing
@testable import MockupUI

/// Symbol effects at rest: held `.disappear` hides symbols (not text), `symbolEffectsRemoved`
/// undoes it, animations leave the symbol as it is.
@MainActor @Suite struct SymbolEffectTests {
    @Test func aHeldDisappearHidesOnlyTheSymbolAndKeepsItsSpace() {
        let label = Label("Wi-Fi", systemImage: "wifi").symbolEffect(.disappear.down.byLayer, options: .nonRepeating, isActive: true)
        let tree = nodeTree(resolveView(label))
        #expect(tree.contains("effect opacity(0)\n"))
        #expect(tree.components(separatedBy: "effect opacity(0)").count == 2)
        #expect(tree.contains("text \"Wi-Fi\""))
        #expect(!nodeTree(resolveView(Image(systemName: "wifi").symbolEffect(.disappear, isActive: false))).contains("opacity"))
    }

    @Test func anInactiveAppearHidesAndAnActiveOneShows() {
        #expect(nodeTree(resolveView(Image(systemName: "bell").symbolEffect(.appear.up, isActive: false))).contains("opacity(0)"))
        #expect(!nodeTree(resolveView(Image(systemName: "bell").symbolEffect(.appear, isActive: true))).contains("opacity"))
    }

    @Test func removedEffectsDoNotHide() {
        let inner = Image(systemName: "bell").symbolEffectsRemoved().symbolEffect(.disappear)
        let outer = Image(systemName: "bell").symbolEffect(.disappear).symbolEffectsRemoved()
        #expect(nodeTree(resolveView(inner)) == nodeTree(resolveView(Image(systemName: "bell"))))
        #expect(nodeTree(resolveView(outer)) == nodeTree(resolveView(Image(systemName: "bell"))))
    }

    @Test func animationsShowTheSymbolAtRest() {
        let plain = nodeTree(resolveView(Image(systemName: "wifi")))
        let animated = Image(systemName: "wifi")
            .symbolEffect(.bounce.up.byLayer, value: 3)
            .symbolEffect(.pulse.wholeSymbol, options: .repeating.speed(2))
            .symbolEffect(.variableColor.iterative.reversing.hideInactiveLayers, options: .repeat(3))
            .symbolEffect(.wiggle.clockwise, options: .repeat(.continuous))
            .symbolEffect(.breathe.pulse.byLayer)
            .symbolEffect(.rotate.counterClockwise, options: .nonRepeating)
            .contentTransition(.symbolEffect(.replace.downUp.byLayer))
            .contentTransition(.symbolEffect(.replace.offUp))
        #expect(nodeTree(resolveView(animated)) == plain)
    }

    @Test func aHeldScaleIsNotedAndDrawnAtRestSize() {
        let tree = nodeTree(resolveView(Image(systemName: "wifi").symbolEffect(.scale.up, isActive: true)))
        #expect(tree.hasPrefix("unsupported(symbolEffect(.scale)"))
        #expect(!nodeTree(resolveView(Image(systemName: "wifi").symbolEffect(.scale.down, isActive: false))).contains("unsupported"))
    }
}
