import MockupUI

extension MockupScene {
    /// Where the scene's golden for `scheme` lives under `Golden/`: `monzo/card-hero.png`, with a
    /// `.light`/`.dark` suffix when the scene is rendered in more than one scheme.
    public func goldenPath(scheme: ColorScheme) -> String {
        GoldenStore.relativePath(name: name, scheme: schemes.count > 1 ? scheme : nil)
    }
}
