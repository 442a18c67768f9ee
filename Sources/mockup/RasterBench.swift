import Foundation
import MockupRaster

/// The raster half of `mockup bench`: the reference card scene of docs/RENDERING.md §1.2 and
/// PNG encoding of a full @3x frame, as medians over repeated runs.
enum RasterBench {
    /// Median milliseconds per measured operation.
    static func run(iterations: Int = 21) throws -> [(name: String, medianMs: Double)] {
        var rows: [(name: String, medianMs: Double)] = []
        let background = PremultipliedColor(SRGBColor(r8: 0xF6, 0xF7, 0xF9))
        let scene = try Canvas(width: 1170, height: 600, background: background)
        rows.append(("raster: 1170x600 card scene (layer shadow σ90)", median(iterations) { drawScene(on: scene, background: background, layerShadow: true) }))
        rows.append(("raster: 1170x600 card scene (path shadow σ90)", median(iterations) { drawScene(on: scene, background: background, layerShadow: false) }))
        let frame = try fullFrame(from: scene.image, background: background)
        var encoded: [UInt8] = []
        rows.append(("png: encode 1170x2532, 2 threads", try median(iterations) { encoded = try PNGEncoder.encode(frame, threads: 2) }))
        rows.append(("png: encode 1170x2532, 1 thread", try median(iterations) { encoded = try PNGEncoder.encode(frame, threads: 1) }))
        rows.append(("png: decode 1170x2532 (\(encoded.count / 1024) KB)", try median(5) { _ = try PNGDecoder.decode(encoded) }))
        return rows
    }

    /// The card scene: a continuous rounded rect with a 3-stop gradient and a black 50 % shadow
    /// (σ 90 px, offset 42 px), 20 anti-aliased circles and a 40-point round-joined polyline.
    static func drawScene(on canvas: Canvas, background: PremultipliedColor, layerShadow: Bool) {
        canvas.clear(background)
        let card = Rect(x: 60, y: 40, width: 1050, height: 480)
        let cardPath = Path(roundedRect: card, cornerRadius: 60, style: .continuous)
        let lut = GradientLUT(stops: [ColorStop(SRGBColor(r8: 0, 122, 255), at: 0), ColorStop(SRGBColor(r8: 175, 82, 222), at: 0.5),
                                      ColorStop(SRGBColor(r8: 255, 45, 85), at: 1)])
        let gradient = PaintSource.linearGradient(lut, start: Point(card.minX, card.minY), end: Point(card.maxX, card.maxY))
        let shadow = DropShadow(color: PremultipliedColor(SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.5)), sigma: 90,
                                offset: Point(0, 42))
        if layerShadow {
            canvas.withLayer(bounds: card, shadow: shadow) { canvas.fill(cardPath, with: gradient) }
        } else {
            canvas.drawShadow(of: cardPath, shadow: shadow)
            canvas.fill(cardPath, with: gradient)
        }
        for i in 0..<20 {
            let d = 36 + Double(i % 5) * 9, x = 110 + Double(i % 10) * 96, y = 120 + Double(i / 10) * 110
            canvas.fill(Path(ellipseIn: Rect(x: x + 0.3, y: y + 0.6, width: d, height: d)),
                        with: .color(SRGBColor(r8: 255, 255, 255, alpha: 0.35 + Double(i % 4) * 0.15)))
        }
        var line = Path()
        for i in 0..<40 {
            let p = Point(120 + Double(i) * 24, 420 - 50 * sin(Double(i) * 0.45) - Double(i) * 1.5)
            if i == 0 { line.move(to: p) } else { line.line(to: p) }
        }
        canvas.stroke(line, style: StrokeOptions(lineWidth: 4.5, lineCap: .round, lineJoin: .round), with: .solid(.white))
    }

    /// A 1170×2532 frame: the scene stacked four times on the background.
    static func fullFrame(from scene: PixelImage, background: PremultipliedColor) throws -> PixelImage {
        var frame = try PixelImage(width: 1170, height: 2532, color: background)
        for band in 0..<4 {
            for y in 0..<scene.height where band * 620 + y < frame.height {
                for x in 0..<scene.width { frame[x, band * 620 + y] = scene[x, y] }
            }
        }
        return frame
    }

    /// The median wall time of `count` runs of `body`, in milliseconds, after one warm-up run.
    static func median(_ count: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<count {
            let elapsed = try clock.measure(body)
            times.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
        }
        return times.sorted()[times.count / 2]
    }
}
