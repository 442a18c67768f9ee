import Testing
@testable import MockupUI

/// `.symbolVariant(_:)` and the `symbolVariants` environment value on `Image(systemName:)`.
@MainActor @Suite struct SymbolVariantModifierTests {
    /// The symbol names `view` resolves to, in order.
    private func names<V: View>(_ view: V) -> [String] {
        var found: [String] = []
        func walk(_ node: ViewNode) {
            if let image = node.primitive as? ImageNode, case let .symbol(name, _, _, _, _, _, _) = image.image { found.append(name) }
            node.children.forEach(walk)
        }
        walk(resolveView(view))
        return found
    }

    @Test func variantsAccumulateAndNoneInTheEnvironmentClearsThem() {
        let view = HStack {
            Image(systemName: "heart")
            Image(systemName: "heart").environment(\.symbolVariants, .none)
            Image(systemName: "heart").symbolVariant(.circle)
            Image(systemName: "heart").symbolVariant(.none)
        }.symbolVariant(.fill)
        #expect(names(view) == ["heart.fill", "heart", "heart.circle.fill", "heart.fill"])
        #expect(names(Image(systemName: "bell").symbolVariant(.slash.circle)) == ["bell.slash.circle"])
    }

    @Test func containsComparesEachVariant() {
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(SymbolVariants.circle.fill.contains(.circle))
        #expect(!SymbolVariants.fill.contains(.circle))
        #expect(!SymbolVariants.circle.contains(.square))
        #expect(SymbolVariants.slash.contains(.none))
    }
}
