import MockupRaster

extension SymbolCoverage {
    /// The slash of `ink`, a glyph of a `.slash` symbol (`mic.slash` = Material's `mic_off`): the ink
    /// within half a stroke (`stroke` pixels wide), and a pixel of edge, of the line between the ink's
    /// top leading and bottom trailing tips, where Material and SF draw the slash. Material cuts the
    /// symbol apart around its slash but joins them here and there, so the slash is no separate piece of
    /// ink. A tip is the middle of the covered pixels furthest along that diagonal (the slash's flat
    /// end). nil when the line is not covered along 95 % of its length (`trash.slash` = Material's
    /// `delete_forever`, a bin with a cross), or when neither side of it is clear, a pixel beyond the
    /// slash's reach, along 90 % of its length (the solid `heart_broken`): the glyph has no slash.
    static func slash(of ink: CoverageMask, stroke: Double) -> CoverageMask? {
        let width = ink.width
        let covered = ink.pixels.indices.filter { ink.pixels[$0] >= 128 }
        let diagonal = covered.map { $0 % width + $0 / width }
        guard let low = diagonal.min(), let high = diagonal.max() else { return nil }
        func middle(_ isTip: (Int) -> Bool) -> (x: Double, y: Double) {
            let tip = zip(covered, diagonal).filter { isTip($0.1) }.map(\.0)
            return (Double(tip.reduce(0) { $0 + $1 % width }) / Double(tip.count),
                    Double(tip.reduce(0) { $0 + $1 / width }) / Double(tip.count))
        }
        let start = middle { $0 <= low + 1 }, end = middle { $0 >= high - 1 }
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot(), steps = Int(length)
        guard steps > 0 else { return nil }
        let reach = stroke / 2 + 1, normal = (x: -dy / length, y: dx / length)
        /// The share of the line's steps whose point `offset` pixels to its side is covered.
        func coveredShare(offset: Double) -> Double {
            let covered = (0...steps).filter { step in
                let t = Double(step) / Double(steps)
                let x = start.x + dx * t + normal.x * offset, y = start.y + dy * t + normal.y * offset
                return ink[ink.x + Int(x.rounded()), ink.y + Int(y.rounded())] >= 128
            }
            return Double(covered.count) / Double(steps + 1)
        }
        // A slash is ink along the whole line, with a gap beside it along one side at least (Material
        // cuts the symbol apart there): a solid body the line crosses (`heart.slash.fill`) is no slash.
        guard coveredShare(offset: 0) >= 0.95,
              min(coveredShare(offset: reach + 1), coveredShare(offset: -reach - 1)) <= 0.1 else { return nil }
        var slash = ink
        for index in slash.pixels.indices {
            let x = Double(index % width), y = Double(index / width)
            let t = min(max(((x - start.x) * dx + (y - start.y) * dy) / (dx * dx + dy * dy), 0), 1)
            let ox = x - (start.x + dx * t), oy = y - (start.y + dy * t)
            if ox * ox + oy * oy > reach * reach { slash.pixels[index] = 0 }
        }
        return slash
    }
}
