/// A drop shadow: the alpha of what casts it, blurred by a Gaussian of `sigma` device pixels,
/// tinted with `color` and moved by `offset` device pixels.
public struct DropShadow: Hashable, Sendable {
    public var color: PremultipliedColor
    public var sigma: Double
    public var offset: Point
    public init(color: PremultipliedColor, sigma: Double, offset: Point = .zero) {
        self.color = color; self.sigma = sigma; self.offset = offset
    }

    /// How far the shadow can reach beyond its caster's bounds, in whole pixels per side.
    public var reach: Int {
        let spread = GaussianBlur.extent(sigma: sigma) + 2 * GaussianBlur.reductionFactor(sigma: sigma)
        let shift = max(abs(offset.x), abs(offset.y))
        return spread + (shift.isFinite ? Int(min(shift, Double(1 << 20)).rounded(.up)) : 0)
    }

    /// Whether the shadow draws anything: visible colour, finite geometry.
    public var isVisible: Bool { color.alpha > 0 && sigma.isFinite && offset.isFinite }
}
