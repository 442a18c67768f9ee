import Foundation

/// `.bordered`: the label in the tint colour on a tinted rounded fill.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, prominent: false)
    }
}

/// `.borderedProminent`: the label in white on a solid tint fill.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, prominent: true)
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A bordered button at the environment's control size, border shape, tint and enabled state; its
/// label in the environment's font and foreground style when they are set (`.font(.headline)`,
/// `.foregroundStyle(.black)` on a white `.tint`), else the control size's font and the tint or white.
/// A `.circle` button is a square as wide as its padded label is wide or tall, whichever is more.
struct BorderedButtonBody: View {
    let label: ButtonStyleConfiguration.Label
    let prominent: Bool
    @Environment(\.font) private var font
    @Environment(\.explicitForegroundStyle) private var foregroundStyle
    @Environment(\.controlSize) private var controlSize
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controls.buttonBorderShape) private var borderShape

    var body: some View {
        let metrics = SystemMetrics.borderedButton(controlSize)
        let styled = label.font(font ?? metrics.font).foregroundStyle(foreground)
        if borderShape == .circle {
            // A circle hugs its label: the size's vertical inset all round, then a square.
            SquareLayout { styled.padding(metrics.insets.top) }
                .background { borderShape.fill(fill) }
        } else {
            styled.padding(metrics.insets).background { borderShape.fill(fill) }
        }
    }

    private var foreground: AnyShapeStyle {
        if !isEnabled { return AnyShapeStyle(SystemMetrics.tertiaryLabel) }
        return foregroundStyle ?? (prominent ? AnyShapeStyle(Color.white) : AnyShapeStyle(TintShapeStyle()))
    }

    private var fill: AnyShapeStyle {
        if !isEnabled { return AnyShapeStyle(SystemMetrics.tertiaryFill) }
        return prominent ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(TintedFill())
    }
}

/// The tint at the bordered button fill's opacity.
private struct TintedFill: ShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        var tint = environment.resolvedTint()
        tint.alpha *= SystemMetrics.borderedFillOpacity
        return .color(tint)
    }
}
