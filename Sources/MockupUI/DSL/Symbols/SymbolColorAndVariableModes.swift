/// How a symbol's layers are filled, SwiftUI's `SymbolColorRenderingMode` (iOS 26): iOS 26's
/// `.gradient` fills each layer with an axial gradient of its colour. The iOS 17/18 look Mockup draws
/// has flat layers only, so a gradient is drawn flat with a render note.
public struct SymbolColorRenderingMode: Equatable, Sendable {
    let name: String
    /// Each layer in a solid colour.
    public static let flat = SymbolColorRenderingMode(name: "flat")
    /// Each layer in an axial gradient of its colour (iOS 26).
    public static let gradient = SymbolColorRenderingMode(name: "gradient")
}

/// How a symbol shows its variable value, SwiftUI's `SymbolVariableValueMode` (iOS 26): `.color`
/// turns variable layers on or off by threshold (as `Image(systemName:variableValue:)` draws);
/// iOS 26's `.draw` draws part of each layer's length, which Mockup draws as `.color` with a render note.
public struct SymbolVariableValueMode: Equatable, Sendable {
    let name: String
    /// Each variable layer on or off by its threshold.
    public static let color = SymbolVariableValueMode(name: "color")
    /// Each variable layer drawn to a length set by the value (iOS 26).
    public static let draw = SymbolVariableValueMode(name: "draw")
}

private struct SymbolColorRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolColorRenderingMode? = nil }
private struct SymbolVariableValueModeKey: EnvironmentKey { static let defaultValue: SymbolVariableValueMode? = nil }

extension EnvironmentValues {
    /// The colour rendering mode of symbols below, or nil for the automatic one.
    public var symbolColorRenderingMode: SymbolColorRenderingMode? {
        get { self[SymbolColorRenderingModeKey.self] } set { self[SymbolColorRenderingModeKey.self] = newValue }
    }

    /// The variable value mode of symbols below, or nil for the automatic one.
    public var symbolVariableValueMode: SymbolVariableValueMode? {
        get { self[SymbolVariableValueModeKey.self] } set { self[SymbolVariableValueModeKey.self] = newValue }
    }

    /// The iOS 26 symbol modes set here that the iOS 17/18 look does not draw, as render notes.
    var undrawnSymbolModes: [String] {
        (symbolColorRenderingMode == .gradient ? ["symbolColorRenderingMode(.gradient) (iOS 26; drawn flat)"] : [])
            + (symbolVariableValueMode == .draw ? ["symbolVariableValueMode(.draw) (iOS 26; drawn as .color)"] : [])
    }
}

extension View {
    /// Sets how symbol images below fill their layers; nil for the automatic mode.
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View {
        environment(\.symbolColorRenderingMode, mode)
    }

    /// Sets how symbol images below show their variable value; nil for the automatic mode.
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View {
        environment(\.symbolVariableValueMode, mode)
    }
}

extension Image {
    /// This symbol's colour rendering mode; nil for the environment's.
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> Image {
        var image = self
        image.ownColorRenderingMode = mode
        return image
    }

    /// This symbol's variable value mode; nil for the environment's.
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> Image {
        var image = self
        image.ownVariableValueMode = mode
        return image
    }
}
