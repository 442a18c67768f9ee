import CoinbaseScenes
import CryptoComScenes
import MatchScenes
import MockupUI
import MonzoScenes

/// Every registered scene, in a stable order (brand, then registration order).
public enum SceneCatalog {
    public static let all: [MockupScene] =
        CoinbaseCatalog.scenes + CryptoComCatalog.scenes + MonzoCatalog.scenes + MatchCatalog.scenes

    /// The scene called `name` (`monzo/card-hero`), if any.
    public static func scene(named name: String) -> MockupScene? {
        all.first { $0.name == name }
    }
}
