import MockupRaster

/// A named, renderable example of a component: `brand/component[-variant]` in kebab-case
/// (`monzo/card-hero`, `crypto-com/visa-card-obsidian`), with its sample data, canvas colour,
/// proposed size, margins and the colour schemes it is meant for.
public struct MockupScene: Sendable {
    /// `brand/component[-variant]`.
    public let name: String
    /// One line saying what the scene shows.
    public let summary: String
    /// The guide type the scene renders (`MonzoCardHero`), so docs can show its source.
    public let component: String
    /// Width proposed to the component, in points (393 = iPhone 15/16).
    public let width: Double
    /// Height proposed to the component; nil = the component's own height.
    public let height: Double?
    /// The screen a full-screen scene is rendered on (safe area, status bar, home indicator); nil =
    /// a component scene. A device scene's width and height are the screen's.
    public let device: DeviceProfile?
    /// Canvas space around the component on every side, so shadows are not cut off.
    public let margin: Double
    /// The schemes the scene is rendered in; the first is its default.
    public let schemes: [ColorScheme]
    /// Folder `Image("name")` is looked up in.
    public let assetDirectory: String?
    /// Keeps only the bottom this-many points of the render (a tab bar of a full-screen TabView);
    /// nil = everything.
    public let visibleBottom: Double?
    /// The canvas colour for a scheme.
    public let canvas: @Sendable (ColorScheme) -> RGBA
    /// Builds the view; called on the main actor once per render.
    public let makeView: @MainActor @Sendable () -> AnyView

    public init<V: View>(_ name: String, summary: String, component: String, width: Double = 393,
                         height: Double? = nil, device: DeviceProfile? = nil, margin: Double = 0,
                         schemes: [ColorScheme] = [.light],
                         assetDirectory: String? = nil, visibleBottom: Double? = nil,
                         canvas: @escaping @Sendable (ColorScheme) -> RGBA,
                         @ViewBuilder view: @escaping @MainActor @Sendable () -> V) {
        self.name = name; self.summary = summary; self.component = component
        self.width = device?.width ?? width; self.height = device?.height ?? height; self.device = device
        self.margin = margin
        self.schemes = schemes.isEmpty ? [.light] : schemes
        self.assetDirectory = assetDirectory; self.visibleBottom = visibleBottom; self.canvas = canvas
        self.makeView = { AnyView(view()) }
    }

    /// This scene rendered full-screen on `device`: its safe area, status bar and home indicator.
    public func on(_ device: DeviceProfile) -> MockupScene {
        MockupScene(name, summary: summary, component: component, device: device, schemes: schemes,
                    assetDirectory: assetDirectory, visibleBottom: visibleBottom, canvas: canvas, view: makeView)
    }

    /// The brand part of the name (`monzo` in `monzo/card-hero`).
    public var brand: String { String(name.split(separator: "/").first ?? "") }
    /// The component part of the name (`card-hero`).
    public var shortName: String { String(name.split(separator: "/").dropFirst().first ?? "") }
}

/// Framing shared by the scenes of full-screen TabViews' bars.
public enum TabBarScene {
    /// The bar (49 pt + the 34 pt home-indicator inset) with some of the screen above it.
    public static let visibleBottom = 160.0
}
