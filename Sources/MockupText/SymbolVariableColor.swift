import MockupRaster

/// SF's variable colour (`Image(systemName:variableValue:)`): a symbol whose parts light up in order
/// as the value grows — the waves of `speaker.wave.3`, the arcs of `wifi`, the bars of `cellularbars`
/// and `chart.bar`. Our glyphs are one layer, so the parts are the glyph's separate pieces of ink,
/// taken in the order SF lights them; pieces above the value are drawn faded.
public struct SymbolVariableColor: Hashable, Sendable {
    /// The way the parts light, first to last.
    enum Order: Hashable, Sendable {
        /// The leftmost piece first (bars rising to the right, waves leaving a speaker).
        case leftToRight
        /// The lowest piece first (the dot, then the arcs, of `wifi`).
        case bottomUp
    }

    let order: Order
    /// Leading pieces that are no variable layer and always draw (the speaker of `speaker.wave.2`).
    let fixedParts: Int

    /// The opacity of a variable layer above the value (Mockup's choice: Apple documents the layers
    /// as on or off, `SymbolVariableValueMode.color`, and publishes no opacity for off).
    public static let inactiveOpacity = 0.3

    /// The variable colour of SF's symbol `name` (any `.fill` form), or nil when SF draws it whole.
    static func of(_ name: String) -> SymbolVariableColor? {
        let base = name.split(separator: ".").filter { $0 != "fill" }.joined(separator: ".")
        switch base {
        case "speaker.wave.1", "speaker.wave.2", "speaker.wave.3": return SymbolVariableColor(order: .leftToRight, fixedParts: 1)
        case "wifi": return SymbolVariableColor(order: .bottomUp, fixedParts: 0)
        case "cellularbars", "chart.bar": return SymbolVariableColor(order: .leftToRight, fixedParts: 0)
        default: return nil
        }
    }

    /// Whether variable layer `index` of `count` is on at `value`: SF spreads the layers evenly over
    /// 0…1 and lights each once the value passes its share's start (WWDC22 "Adopt variable color in
    /// SF Symbols": any value above 0 lights the first of three, above a third the second, above two
    /// thirds the third), so 0 lights none and 1 all.
    static func isOn(_ index: Int, of count: Int, at value: Double) -> Bool {
        value > Double(index) / Double(count)
    }

    /// The part of `ink` lit at `value` (`lit`), or the part above it. Pieces are the ink joined
    /// through pixels at least half covered; each lighter edge pixel goes with the piece it touches.
    func part(of ink: CoverageMask, at value: Double, lit: Bool) -> CoverageMask {
        let pieces = Self.pieces(of: ink)
        let ordered = pieces.centroids.indices.sorted { a, b in
            let ca = pieces.centroids[a], cb = pieces.centroids[b]
            return order == .leftToRight ? ca.x < cb.x : ca.y > cb.y
        }
        var rank = [Int](repeating: 0, count: ordered.count)
        for (position, piece) in ordered.enumerated() { rank[piece] = position }
        let variableCount = max(ordered.count - fixedParts, 0)
        var part = ink
        for index in part.pixels.indices {
            let piece = pieces.labels[index]
            guard piece >= 0 else { part.pixels[index] = 0; continue }
            let position = rank[piece] - fixedParts
            let isLit = position < 0 || Self.isOn(position, of: variableCount, at: value)
            if isLit != lit { part.pixels[index] = 0 }
        }
        return part
    }

    /// Each pixel's piece (−1 for none) and each piece's centroid (pixels).
    private static func pieces(of ink: CoverageMask) -> (labels: [Int], centroids: [(x: Double, y: Double)]) {
        let width = ink.width, height = ink.height
        var labels = [Int](repeating: -1, count: width * height)
        var centroids: [(x: Double, y: Double)] = []
        func neighbours(_ index: Int) -> [Int] {
            let x = index % width, y = index / width
            return [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                .filter { $0.0 >= 0 && $0.0 < width && $0.1 >= 0 && $0.1 < height }.map { $0.1 * width + $0.0 }
        }
        for seed in ink.pixels.indices where ink.pixels[seed] >= 128 && labels[seed] < 0 {
            let piece = centroids.count
            var stack = [seed], sum = (x: 0.0, y: 0.0, count: 0.0)
            labels[seed] = piece
            while let index = stack.popLast() {
                sum = (sum.x + Double(index % width), sum.y + Double(index / width), sum.count + 1)
                for next in neighbours(index) where labels[next] < 0 && ink.pixels[next] >= 128 {
                    labels[next] = piece
                    stack.append(next)
                }
            }
            centroids.append((sum.x / sum.count, sum.y / sum.count))
        }
        // Lighter edge pixels join a neighbouring piece, ring by ring outwards.
        var frontier = ink.pixels.indices.filter { labels[$0] >= 0 }
        while !frontier.isEmpty {
            var next: [Int] = []
            for index in frontier {
                for neighbour in neighbours(index) where labels[neighbour] < 0 && ink.pixels[neighbour] > 0 {
                    labels[neighbour] = labels[index]
                    next.append(neighbour)
                }
            }
            frontier = next
        }
        return (labels, centroids)
    }
}
