extension Canvas {
    /// Finishes an alpha mask: the innermost layer holds the mask, the one below it the content.
    /// Each content pixel is scaled by the mask's alpha at the same device pixel (zero where the
    /// mask layer has no pixels), the mask layer is dropped, and the content layer is finished as
    /// `endLayer` does. Does nothing unless two layers are open.
    ///
    /// For `.mask(_:)` and for clip shapes whose outline is only known as drawing:
    /// `beginLayer(content)`, draw the content, `beginLayer(mask)`, draw the mask, `endMaskLayer()`.
    public func endMaskLayer() {
        guard layers.count >= 2, let mask = layers.popLast() else { return }
        clips = mask.parentClips
        let index = layers.count - 1
        guard var content = layers[index].image else { endLayer(); return }
        layers[index].image = nil  // so the pixels below are changed in place, not copied
        let bounds = layers[index].bounds
        for row in 0..<bounds.height {
            let y = bounds.y + row
            for column in 0..<bounds.width {
                let offset = row * bounds.width + column
                content.pixels[offset] = scalePixel(content.pixels[offset], mask.alpha(x: bounds.x + column, y: y))
            }
        }
        layers[index].image = content
        endLayer()
    }
}

extension Layer {
    /// The layer's alpha at device pixel (x, y): 0 outside its image.
    func alpha(x: Int, y: Int) -> UInt32 {
        guard let image, x >= bounds.x, y >= bounds.y, x < bounds.x + bounds.width, y < bounds.y + bounds.height else {
            return 0
        }
        return image.pixels[(y - bounds.y) * bounds.width + (x - bounds.x)] >> 24
    }
}
