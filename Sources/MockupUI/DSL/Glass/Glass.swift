/// iOS 26's Liquid Glass material, as SwiftUI's `Glass`: a variant (`.regular`, `.clear` or
/// `.identity`), an optional tint, and whether it reacts to touches. Mockup draws it as a material
/// with a light rim (`GlassSurface`; values in `LiquidGlassMetrics`, docs/API-SHIMS.md §12).
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }
    let variant: Variant
    let tintColor: Color?
    let isInteractive: Bool

    private init(_ variant: Variant) { self.variant = variant; tintColor = nil; isInteractive = false }
    private init(variant: Variant, tintColor: Color?, isInteractive: Bool) {
        self.variant = variant; self.tintColor = tintColor; self.isInteractive = isInteractive
    }

    /// The regular variant, the one most system components use.
    public static var regular: Glass { Glass(.regular) }
    /// The clear variant: more translucent, for glass over photos and video.
    public static var clear: Glass { Glass(.clear) }
    /// No glass: the content is drawn as if no effect were applied.
    public static var identity: Glass { Glass(.identity) }

    /// This glass tinted with `color` (nil: untinted).
    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
    }

    /// This glass reacting to touches when `isEnabled`; a still shows it at rest, unchanged.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }
}
