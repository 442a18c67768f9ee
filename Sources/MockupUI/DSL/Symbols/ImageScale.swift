import MockupText

extension Image {
    /// A scale for symbol images relative to the text they sit with (`.small`, `.medium`,
    /// `.large`), SwiftUI's `Image.Scale`. The factors are MockupText's `SymbolScale.factor`.
    public typealias Scale = SymbolScale
}

/// `.imageScale(_:)`: the scale of symbol images below.
enum ImageScaleKey: EnvironmentKey {
    static var defaultValue: Image.Scale { .medium }
}

extension EnvironmentValues {
    /// The scale symbol images are drawn at relative to their font (`.medium` unless set).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Scales the symbol images in this view relative to their font: small ≈ 0.8×, large ≈ 1.3×
    /// the medium size (docs/SYMBOLS.md).
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
