// Colour filters on a view's drawing: the view is drawn as one layer whose pixels go through a
// colour matrix (see ColorEffectMatrices.swift); a filter that is the identity draws the view as is.
extension View {
    /// Adds `amount` (-1...1; 1 is white) to each colour channel.
    public func brightness(_ amount: Double) -> some View { colorMatrix { _ in .brightness(amount) } }

    /// Scales the distance of each channel from 50 % grey (0 is grey; negative values invert).
    public func contrast(_ amount: Double) -> some View { colorMatrix { _ in .contrast(amount) } }

    /// Scales the colourfulness (0 is grey, 1 unchanged).
    public func saturation(_ amount: Double) -> some View { colorMatrix { _ in .saturation(amount) } }

    /// Removes `amount` (0...1) of the colour: `saturation(1 − amount)`.
    public func grayscale(_ amount: Double) -> some View { colorMatrix { _ in .saturation(1 - amount) } }

    /// Rotates hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some View { colorMatrix { _ in .hueRotation(angle.radians) } }

    /// Inverts the colours (`1 − c`), keeping alpha.
    public func colorInvert() -> some View { colorMatrix { _ in .inverting(1) } }

    /// Multiplies each pixel's channels, alpha too, by `color`'s.
    public func colorMultiply(_ color: Color) -> some View {
        colorMatrix { environment in .multiplying(color.rgba(in: environment)) }
    }

    /// Black whose opacity is the view's luminance.
    public func luminanceToAlpha() -> some View { colorMatrix { _ in .luminanceToAlpha } }

    /// Composites the view's content before effects after it apply: a following `.opacity` or
    /// `.shadow` applies to the composite instead of each leaf.
    public func compositingGroup() -> some View {
        wrapNodes { node, _ in .effect(.composite, child: node) }
    }

    /// Renders the content offscreen before compositing: drawn as `compositingGroup()`.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }

    /// The view drawn through the colour matrix `make` builds in the view's environment.
    func colorMatrix(_ make: @escaping @MainActor (EnvironmentValues) -> ColorMatrix) -> some View {
        wrapNodes { node, environment in
            let matrix = make(environment)
            return matrix == ColorMatrix() ? node : .effect(.colorMatrix(matrix), child: node)
        }
    }
}

/// The working colour space of `drawingGroup`.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}
