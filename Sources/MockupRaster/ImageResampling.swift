extension PixelImage {
    /// The image to sample bilinearly for drawing with `transform` (image pixels → device), and
    /// the transform for that image. Shrinking by more than 2× along an axis first area-averages
    /// blocks of pixels, so bilinear sampling never skips source pixels.
    func preparedForSampling(_ transform: Transform2D) -> (PixelImage, Transform2D) {
        let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let scaleY = (transform.c * transform.c + transform.d * transform.d).squareRoot()
        func factor(_ scale: Double, _ side: Int) -> Int {
            guard scale > 0, scale < 0.5 else { return 1 }
            return min(side, Int(1 / scale))
        }
        let fx = factor(scaleX, width), fy = factor(scaleY, height)
        guard fx > 1 || fy > 1 else { return (self, transform) }
        let reduced = areaAveraged(factorX: fx, factorY: fy)
        let stretch = Transform2D.scale(Double(width) / Double(reduced.width), Double(height) / Double(reduced.height))
        return (reduced, stretch.concatenating(transform))
    }

    /// Each output pixel is the mean of a `factorX × factorY` block (partial blocks at the right and
    /// bottom edges average the pixels they have).
    func areaAveraged(factorX fx: Int, factorY fy: Int) -> PixelImage {
        let w = (width + fx - 1) / fx, h = (height + fy - 1) / fy
        var out = [UInt32](repeating: 0, count: w * h)
        pixels.withUnsafeBufferPointer { source in
            for y in 0..<h {
                let y0 = y * fy, y1 = min(height, y0 + fy)
                for x in 0..<w {
                    let x0 = x * fx, x1 = min(width, x0 + fx)
                    var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
                    for sy in y0..<y1 {
                        for sx in x0..<x1 {
                            let p = source[sy &* width &+ sx]
                            r &+= p & 0xFF; g &+= (p >> 8) & 0xFF; b &+= (p >> 16) & 0xFF; a &+= p >> 24
                        }
                    }
                    let n = UInt32((y1 - y0) * (x1 - x0)), half = n / 2
                    out[y * w + x] = (r &+ half) / n | ((g &+ half) / n) << 8 | ((b &+ half) / n) << 16 | ((a &+ half) / n) << 24
                }
            }
        }
        return PixelImage(validatedWidth: w, height: h, pixels: out)
    }
}
