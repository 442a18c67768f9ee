import CryptoComScenes
import MockupRaster
import Testing
@testable import MockupUI

/// Every Crypto.com scene resolves and lays out with the bundled fonts, without warnings, at the
/// size its component has in the guide.
@MainActor
struct SceneCryptoComTests {
    /// Expected component sizes in points (width × height, before margins).
    static let expectedSizes: [String: Size] = [
        // 353 wide at the card's 1.586 aspect ratio.
        "crypto-com/visa-card-midnight": Size(353, 353 / 1.586),
        "crypto-com/visa-card-ruby": Size(353, 353 / 1.586),
        "crypto-com/visa-card-jade": Size(353, 353 / 1.586),
        "crypto-com/visa-card-obsidian": Size(353, 353 / 1.586),
        // 12 pt caption line + 4 + 30 pt Mono balance line + 4 + 12 pt Mono P&L line, on the @3x grid.
        "crypto-com/balance-hero-gain": Size(393, 241 / 3.0),
        "crypto-com/balance-hero-loss": Size(393, 241 / 3.0),
        // Four rows of 11 + the 15 pt price over the 12 pt change + 11.
        "crypto-com/watch-row": Size(393, 240),
        "crypto-com/primary-button": Size(353, 52),
        // 46 pt circle + 6 + 11 pt label.
        "crypto-com/quick-actions": Size(393, 196 / 3.0),
        // Three rows of 12 + the 14 pt name over the 11 pt term + 12.
        "crypto-com/earn-row": Size(353, 166),
        // 48 of glow room + 8 + 20 pt symbol + 4 + 10 pt label + 14 + 20 of home-indicator inset;
        // the Trade circle overhangs without taking space.
        "crypto-com/tab-bar": Size(393, 48 + 191 / 3.0 + 20),
        "crypto-com/home": Size(393, 852),
    ]

    @Test func namesAreUniqueKebabCaseAndCovered() {
        expectWellNamed(CryptoComCatalog.scenes, brand: "crypto-com")
        #expect(Set(CryptoComCatalog.scenes.map(\.name)) == Set(Self.expectedSizes.keys))
    }

    @Test func everySceneIsDarkFirstOnTheNavyCanvas() {
        let canvas = RGBA(red: 0.012, green: 0.024, blue: 0.059)
        #expect(CryptoComCatalog.scenes.allSatisfy { $0.schemes == [.dark] && $0.canvas(.dark) == canvas })
    }

    @Test(arguments: CryptoComCatalog.scenes.map(\.name))
    func laysOutCleanlyAtItsSize(name: String) throws {
        try expectCleanLayout(of: name, in: CryptoComCatalog.scenes, component: Self.expectedSizes)
    }
}
