/// How symbol images paint their layers, SwiftUI's `SymbolRenderingMode`. Our symbols have a second
/// layer where an enclosure variant (`checkmark.circle.fill`) draws an enclosure around an inner
/// symbol, or where one glyph has a part apart that SF layers on its own (the badge of `bell.badge`, the
/// waves of `speaker.wave.2`, the rain of `cloud.rain`, the slash of `mic.slash`); everything else is one
/// layer, drawn the same in every mode (docs/SYMBOLS.md).
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, hierarchical, palette, multicolor }
    let kind: Kind

    /// One layer filled with the foreground style: a solid enclosure with its inner symbol knocked out.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// The symbol in the foreground style and its enclosure in the style's secondary level.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// The symbol in the first foreground style and its enclosure in the second
    /// (`foregroundStyle(_:_:)`); with one style, the enclosure takes that style's secondary level.
    public static let palette = SymbolRenderingMode(kind: .palette)
    /// The symbol's own colours. SF's per-symbol colours are Apple's data, not ours, so symbols draw
    /// as `.monochrome`.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
}

/// `.symbolRenderingMode(_:)`: nil picks the mode from the foreground styles.
enum SymbolRenderingModeKey: EnvironmentKey {
    static var defaultValue: SymbolRenderingMode? { nil }
}

/// The secondary and tertiary styles of `foregroundStyle(_:_:)` / `(_:_:_:)`, empty after a single
/// `foregroundStyle(_:)`.
enum ForegroundLevelStylesKey: EnvironmentKey {
    static var defaultValue: [AnyShapeStyle] { [] }
}

extension EnvironmentValues {
    /// The symbol rendering mode, or nil: palette where more than one foreground style is set, else
    /// monochrome, as SwiftUI picks it "using the current image and foreground style".
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The foreground styles after the primary one.
    var foregroundLevelStyles: [AnyShapeStyle] {
        get { self[ForegroundLevelStylesKey.self] }
        set { self[ForegroundLevelStylesKey.self] = newValue }
    }

    /// How symbol images below paint their layers.
    func resolvedSymbolLayers() -> SymbolLayerPaint {
        let mode = symbolRenderingMode ?? (foregroundLevelStyles.isEmpty ? .monochrome : .palette)
        let derived = HierarchicalShapeStyle.secondary
        switch mode.kind {
        case .monochrome, .multicolor:
            return .single
        case .hierarchical:
            return .layered(secondary: derived.resolvePaint(in: self))
        case .palette:
            var outer = self
            outer.foregroundStyle = nil
            return .layered(secondary: foregroundLevelStyles.first?.resolvePaint(in: outer) ?? derived.resolvePaint(in: self))
        }
    }
}

extension View {
    /// Sets how symbol images in this view paint their layers; nil picks the mode automatically.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}
