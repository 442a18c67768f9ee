import MockupRaster
import MockupText

extension RenderPass {
    /// The underlines and strikethroughs of a laid-out Text: one stroke per line, across the line's
    /// width, at the face's position and thickness (docs/TEXT.md §7).
    func drawDecorations(_ text: DisplayText, layout: MockupText.TextLayout, origin: Point) {
        for decoration in text.text.decorations {
            let metrics = layout.decorations
            let (center, thickness) = decoration.kind == .underline
                ? (metrics.underlineCenter, metrics.underlineThickness)
                : (metrics.strikethroughCenter, metrics.strikethroughThickness)
            guard thickness > 0 else { continue }
            var path = Path()
            for line in layout.lines where line.width > 0 {
                let x = origin.x + line.origin.x
                let top = origin.y + line.origin.y + center - thickness / 2
                for (start, end) in Self.dashes(from: x, to: x + line.width, unit: thickness,
                                                pattern: decoration.pattern.dashes) {
                    path.append(Path(rect: Rect(x: start, y: top, width: end - start, height: thickness)))
                }
            }
            guard !path.isEmpty else { continue }
            let paint = paints.source(decoration.paint ?? text.text.paint, frame: text.frame)
            drawLeaf(bounds: transform.mapBounds(path.boundingRect)) {
                canvas.fill(path, with: paint, transform: transform, rule: .nonZero)
            }
        }
    }

    /// The drawn pieces of [from, to] for on/off lengths in multiples of `unit` (empty = one piece).
    static func dashes(from: Double, to: Double, unit: Double, pattern: [Double]) -> [(Double, Double)] {
        guard !pattern.isEmpty else { return [(from, to)] }
        var pieces: [(Double, Double)] = []
        var x = from, index = 0
        while x < to {
            let length = pattern[index % pattern.count] * unit
            if index % 2 == 0 { pieces.append((x, min(x + length, to))) }
            x += length
            index += 1
        }
        return pieces
    }
}
