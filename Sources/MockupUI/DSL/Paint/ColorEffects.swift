// Colour filters on a view's drawing. The compositor has no colour-matrix stage yet, so a filter
// that changes pixels draws the view unfiltered and records a render note; identity amounts draw
// the view as is.
extension View {
    /// Adds `amount` (-1...1) to each colour channel.
    public func brightness(_ amount: Double) -> some View { filter("brightness", isIdentity: amount == 0) }

    /// Scales the distance of each channel from mid-grey.
    public func contrast(_ amount: Double) -> some View { filter("contrast", isIdentity: amount == 1) }

    /// Scales the colourfulness (0 = grey).
    public func saturation(_ amount: Double) -> some View { filter("saturation", isIdentity: amount == 1) }

    /// Removes `amount` (0...1) of the colour.
    public func grayscale(_ amount: Double) -> some View { filter("grayscale", isIdentity: amount == 0) }

    /// Rotates hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some View { filter("hueRotation", isIdentity: angle.radians == 0) }

    /// Inverts the colours.
    public func colorInvert() -> some View { filter("colorInvert", isIdentity: false) }

    /// Multiplies each pixel by `color`.
    public func colorMultiply(_ color: Color) -> some View { filter("colorMultiply", isIdentity: color == .white) }

    /// Turns luminance into alpha.
    public func luminanceToAlpha() -> some View { filter("luminanceToAlpha", isIdentity: false) }

    /// Composites the view's content before effects after it apply: a following `.opacity` or
    /// `.shadow` applies to the composite instead of each leaf.
    public func compositingGroup() -> some View {
        wrapNodes { node, _ in .effect(.composite, child: node) }
    }

    /// Renders the content offscreen before compositing: drawn as `compositingGroup()`.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }

    private func filter(_ name: String, isIdentity: Bool) -> some View {
        isIdentity ? AnyView(self) : AnyView(unsupported(name))
    }
}

/// The working colour space of `drawingGroup`.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}
