import CoinbaseScenes
import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// Every Coinbase scene resolves and lays out with the bundled fonts, without warnings, at the
/// size its component has in the guide.
@MainActor
struct SceneCoinbaseTests {
    /// Expected component sizes in points (width × height, before margins).
    static let expectedSizes: [String: Size] = [
        // 16 top + 11 pt caps line + 8 + 40 pt hero line + 8 + 16 pt delta line (SF Pro's 2444/2048 em
        // line height: 13.13, 47.73, 19.09), each ceiled to the @3x grid (docs/TEXT.md §1.1).
        "coinbase/portfolio-hero-up": Size(393, 338 / 3.0),
        "coinbase/portfolio-hero-down": Size(393, 338 / 3.0),
        // Four 64 pt rows.
        "coinbase/asset-row": Size(393, 256),
        // 16 + the 24 pt symbol's 28.8 pt box + 8 + 13 pt label (SF Pro line 15.51, 47/3 on the grid) + 16.
        "coinbase/action-row": Size(393, 16 + 28.8 + 8 + 47 / 3.0 + 16),
        "coinbase/primary-button": Size(361, 48),
        "coinbase/secondary-button": Size(361, 48),
        "coinbase/c-mark": Size(28, 28),
        // 12 + the 13 pt Mono line + 12.
        "coinbase/wallet-address": Size(361, 76.4 - 32),
        "coinbase/tab-bar": Size(393, 852),
        "coinbase/home": Size(393, 852),
    ]

    @Test func namesAreUniqueKebabCaseAndCovered() {
        expectWellNamed(CoinbaseCatalog.scenes, brand: "coinbase")
        #expect(Set(CoinbaseCatalog.scenes.map(\.name)) == Set(Self.expectedSizes.keys))
    }

    @Test func everySceneIsLightFirst() {
        #expect(CoinbaseCatalog.scenes.allSatisfy { $0.schemes == [.light] })
        #expect(CoinbaseCatalog.scenes.allSatisfy { $0.canvas(.light) == .white })
    }

    @Test(arguments: CoinbaseCatalog.scenes.map(\.name))
    func laysOutCleanlyAtItsSize(name: String) throws {
        try expectCleanLayout(of: name, in: CoinbaseCatalog.scenes, component: Self.expectedSizes)
    }

    @Test func assetRowsDrawOneSparklinePerAssetInTheirDirectionColour() throws {
        let scene = try #require(CoinbaseCatalog.scenes.first { $0.name == "coinbase/asset-row" })
        let tree = try layOutScene(scene).tree
        #expect(tree.all(.text).map(\.detail).filter { ["Bitcoin", "Ethereum", "USD Coin", "Solana"].contains($0) }.count == 4)
        let list = DisplayList(tree)
        let strokes = list.allItems.compactMap { item -> ResolvedPaint? in
            guard case let .shape(s) = item, case let .stroke(paint, _) = s.shape.drawing else { return nil }
            return paint
        }
        let up = ResolvedPaint.color(RGBA(red: 0.020, green: 0.694, blue: 0.412))
        let down = ResolvedPaint.color(RGBA(red: 0.812, green: 0.125, blue: 0.184))
        #expect(strokes == [up, down, up, up])
    }
}

/// A scene laid out as its render is (margins included), with its own font library so the font
/// and symbol warnings it raises are its own.
struct SceneLayoutResult {
    let tree: LayoutTree
    /// Layout warnings plus font and symbol warnings (missing glyphs, unknown symbol names).
    let warnings: [String]
}

@MainActor
func layOutScene(_ scene: MockupScene) throws -> SceneLayoutResult {
    let library = FontLibrary(directory: try FontLibrary.shared().directory)
    let laidOut = try scene.layout(scheme: scene.schemes[0], fonts: library)
    return SceneLayoutResult(tree: laidOut.tree, warnings: laidOut.tree.warnings + library.diagnostics.messages)
}

/// Expects the scene `name` to lay out without warnings at its component size (from `sizes`)
/// plus the scene's margin on every side.
@MainActor
func expectCleanLayout(of name: String, in scenes: [MockupScene], component sizes: [String: Size],
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
    let scene = try #require(scenes.first { $0.name == name }, sourceLocation: sourceLocation)
    let result = try layOutScene(scene)
    #expect(result.warnings.isEmpty, "\(result.warnings)", sourceLocation: sourceLocation)
    let component = try #require(sizes[name], sourceLocation: sourceLocation)
    expectSize(result.tree.size, component.width + 2 * scene.margin, component.height + 2 * scene.margin,
               sourceLocation: sourceLocation)
}

/// Scene names are `brand/component[-variant]` in kebab-case, unique, with the brand given.
func expectWellNamed(_ scenes: [MockupScene], brand: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let names = scenes.map(\.name)
    #expect(Set(names).count == names.count, "duplicate scene names", sourceLocation: sourceLocation)
    for name in names {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        let kebab = parts.count == 2 && parts.allSatisfy { part in
            !part.isEmpty && part.first != "-" && part.last != "-" && !part.contains("--")
                && part.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        }
        #expect(kebab, "\(name) is not brand/component in kebab-case", sourceLocation: sourceLocation)
        #expect(parts.first.map(String.init) == brand, "\(name) is not a \(brand) scene", sourceLocation: sourceLocation)
    }
}
