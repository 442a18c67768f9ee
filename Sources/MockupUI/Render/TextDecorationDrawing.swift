import MockupRaster
import MockupText

extension RenderPass {
    /// The underlines and strikethroughs of a laid-out Text: one stroke per run on each line, across
    /// the run's stretch of the line (the last ends at the line's width), at the run's face's position
    /// and thickness, raised with the run (docs/TEXT.md §7).
    func drawDecorations(_ text: DisplayText, layout: MockupText.TextLayout, origin: Point) {
        let runs = text.text.styledRuns
        for kind in [TextDecoration.Kind.underline, .strikethrough] {
            // Strokes of one pattern and paint are filled together.
            var groups: [(pattern: TextDecoration.Pattern, paint: ResolvedPaint, path: Path)] = []
            for line in layout.lines {
                for segment in line.segments {
                    guard let decoration = runs[segment.run].decorations.first(where: { $0.kind == kind }),
                          layout.runDecorations.indices.contains(segment.run) else { continue }
                    let metrics = layout.runDecorations[segment.run]
                    let (center, thickness) = kind == .underline
                        ? (metrics.underlineCenter, metrics.underlineThickness)
                        : (metrics.strikethroughCenter, metrics.strikethroughThickness)
                    guard thickness > 0 else { continue }
                    let paint = decoration.paint ?? runs[segment.run].paint
                    var group = groups.firstIndex { $0.pattern == decoration.pattern && $0.paint == paint }
                    if group == nil { groups.append((decoration.pattern, paint, Path())); group = groups.count - 1 }
                    let x = origin.x + line.origin.x + segment.x
                    let top = origin.y + line.origin.y - segment.baselineOffset + center - thickness / 2
                    for (start, end) in Self.dashes(from: x, to: x + segment.width, unit: thickness,
                                                    pattern: decoration.pattern.dashes) {
                        groups[group!].path.append(Path(rect: Rect(x: start, y: top, width: end - start, height: thickness)))
                    }
                }
            }
            for group in groups where !group.path.isEmpty {
                let paint = paints.source(group.paint, frame: text.frame)
                drawLeaf(bounds: transform.mapBounds(group.path.bounds)) {
                    canvas.fill(group.path, with: paint, transform: transform, rule: .nonZero)
                }
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
