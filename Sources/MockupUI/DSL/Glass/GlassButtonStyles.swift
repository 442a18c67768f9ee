/// `.glass` and `.glass(_:)` (iOS 26): the label in the primary colour on a capsule of Liquid Glass
/// (drawn as `glassEffect` draws it), at the bordered button's font and insets for the control size.
public struct GlassButtonStyle: PrimitiveButtonStyle {
    let glass: Glass

    /// The regular glass style.
    public init() { glass = .regular }
    /// A style with `glass` (a variant, a tint).
    public init(_ glass: Glass) { self.glass = glass }

    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(label: configuration.label, glass: glass, prominent: false)
    }
}

/// `.glassProminent` (iOS 26): the label in white on a capsule of glass filled with the tint.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(label: configuration.label, glass: .regular, prominent: true)
    }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// Buttons on Liquid Glass.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    /// Buttons on the Liquid Glass `glass` (`.glass(.clear)`, `.glass(.regular.tint(.red))`).
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// Buttons on Liquid Glass filled with the tint, for the primary action.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// A glass button at the environment's control size, tint and enabled state.
private struct GlassButtonBody: View {
    let label: ButtonStyleConfiguration.Label
    let glass: Glass
    let prominent: Bool
    @Environment(\.controlSize) private var controlSize
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let metrics = SystemMetrics.borderedButton(controlSize)
        label
            .font(metrics.font)
            .modifier(EnvironmentWriter { environment in
                if !isEnabled {
                    environment.foregroundStyle = AnyShapeStyle(SystemMetrics.tertiaryLabel)
                } else if prominent {
                    environment.foregroundStyle = AnyShapeStyle(Color.white)
                }
            })
            .padding(metrics.insets)
            .background { surface }
    }

    @ViewBuilder private var surface: some View {
        let metrics = LiquidGlassMetrics.iOS26
        if prominent, isEnabled, let frost = metrics.frost(.regular) {
            GlassSurface(shape: Capsule(), frost: frost, tint: AnyShapeStyle(TintShapeStyle()),
                         tintOpacity: metrics.prominentTintOpacity)
        } else if let frost = metrics.frost(glass.variant) {
            GlassSurface(shape: Capsule(), frost: frost, tint: glass.tintColor.map { AnyShapeStyle($0) },
                         tintOpacity: metrics.tintOpacity)
        }
    }
}
