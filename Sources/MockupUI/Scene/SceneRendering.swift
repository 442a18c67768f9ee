import MockupRaster
import MockupText

extension MockupScene {
    /// The render request for `scheme` at `scale`; `width` overrides the scene's proposed width.
    public func request(scheme: ColorScheme, scale: Double = 3, width: Double? = nil) -> RenderRequest {
        RenderRequest(width: width ?? self.width, height: height, scale: scale, colorScheme: scheme,
                      background: canvas(scheme), margin: margin, assetDirectory: assetDirectory,
                      visibleBottom: visibleBottom)
    }

    /// Resolves and lays the scene out (main actor); rasterize the result on any thread.
    @MainActor
    public func layout(scheme: ColorScheme, scale: Double = 3, width: Double? = nil,
                       fonts: FontLibrary) throws -> LaidOutView {
        try ViewRenderer.layout(request(scheme: scheme, scale: scale, width: width), fonts: fonts) { makeView() }
    }

    /// Where the scene's golden for `scheme` lives under `Golden/`: `monzo/card-hero.png`, with a
    /// `.light`/`.dark` suffix when the scene is rendered in more than one scheme.
    public func goldenPath(scheme: ColorScheme) -> String {
        GoldenStore.relativePath(name: name, scheme: schemes.count > 1 ? scheme : nil)
    }
}
