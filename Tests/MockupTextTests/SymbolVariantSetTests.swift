import Testing
@testable import MockupText

/// `SymbolVariantSet.name(for:)`: SF's suffix order, and variants a name does not have left off.
@Suite struct SymbolVariantSetTests {
    @Test func suffixesFollowSFsOrder() {
        #expect(SymbolVariantSet(enclosure: .circle, fill: true).name(for: "heart") == "heart.circle.fill")
        #expect(SymbolVariantSet(slash: true, fill: true).name(for: "bell") == "bell.slash.fill")
        #expect(SymbolVariantSet(slash: true, enclosure: .circle, fill: true).name(for: "bell") == "bell.slash.circle.fill")
        #expect(SymbolVariantSet(enclosure: .square).name(for: "star") == "star.square")
    }

    @Test func missingVariantsAreLeftOff() {
        // No `cart.slash`: the slash is dropped, the fill kept (`heart.slash` exists).
        #expect(SymbolVariantSet(slash: true, fill: true).name(for: "cart") == "cart.fill")
        #expect(SymbolVariantSet(slash: true, fill: true).name(for: "heart") == "heart.slash.fill")
        // No rectangle enclosure rule: `.rectangle` only where the table lists the name.
        #expect(SymbolVariantSet(enclosure: .rectangle).name(for: "heart") == "heart")
        #expect(SymbolVariantSet(enclosure: .rectangle).name(for: "person.crop") == "person.crop.rectangle")
        #expect(SymbolVariantSet(fill: true).name(for: "no.such.symbol") == "no.such.symbol")
    }

    @Test func suffixesTheNameHasAreNotRepeated() {
        #expect(SymbolVariantSet(fill: true).name(for: "heart.fill") == "heart.fill")
        #expect(SymbolVariantSet(enclosure: .circle, fill: true).name(for: "person.crop.circle") == "person.crop.circle.fill")
        #expect(SymbolVariantSet().name(for: "heart") == "heart")
    }
}
