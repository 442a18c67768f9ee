extension Canvas {
    /// Finishes the innermost layer (see `beginLayer`) with `matrix` applied to its pixels first,
    /// for colour filters (`brightness`, `grayscale`, `colorMultiply`, …). Pixels of the layer's
    /// bounds that are still transparent go through the matrix too, so a matrix that raises
    /// alpha fills exactly those bounds.
    public func endLayer(colorMatrix matrix: ColorMatrix) {
        guard let index = layers.indices.last else { return }
        if var image = layers[index].image {
            layers[index].image = nil  // so the pixels are changed in place, not copied
            matrix.apply(to: &image)
            layers[index].image = image
        }
        endLayer()
    }
}
