import MockupRaster

/// How a table glyph is turned to face the way SF's symbol faces, where the icon font draws the same
/// concept facing another way: Material's `flight` points up where SF's `airplane` points right, its
/// `chat_bubble` has its tail on the left where `bubble.right` has it on the right, its
/// `wb_incandescent` hangs down where `lightbulb.max` stands up.
enum SymbolOrientation: String, Hashable, Sendable, CaseIterable {
    /// Mirrored left to right.
    case mirrored
    /// Turned a quarter turn clockwise.
    case turned
    /// Turned a half turn (upside down and mirrored).
    case halfTurned

    /// The box of a drawing of `size` once oriented.
    func size(of size: Size) -> Size {
        self == .turned ? Size(size.height, size.width) : size
    }

    /// The pixel point, in half pixels, that a drawing centred near `centre` (device pixels) is
    /// oriented about: the nearest half-pixel point, one whose two coordinates are of the same kind
    /// (both whole or both half) for a turn, so that every pixel lands on a pixel.
    func pivot(near centre: Point) -> (x2: Int, y2: Int) {
        let x2 = Int((centre.x * 2).rounded()), y2 = Int((centre.y * 2).rounded())
        return (x2, self == .turned && (x2 - y2) % 2 != 0 ? y2 + 1 : y2)
    }

    /// `mask` oriented about `pivot` (in half pixels, from `pivot(near:)`).
    func apply(to mask: CoverageMask, pivot: (x2: Int, y2: Int)) -> CoverageMask {
        switch self {
        case .mirrored, .halfTurned:
            // Column i and column x2 − 1 − i mirror each other about x2 / 2; turned, row j and row
            // y2 − 1 − j too, about y2 / 2.
            let upended = self == .halfTurned
            var mirrored = CoverageMask(bounds: IntRect(x: pivot.x2 - mask.x - mask.width,
                                                        y: upended ? pivot.y2 - mask.y - mask.height : mask.y,
                                                        width: mask.width, height: mask.height))
            for row in 0..<mask.height {
                let targetRow = upended ? mask.height - 1 - row : row
                for column in 0..<mask.width {
                    mirrored.pixels[targetRow * mask.width + (mask.width - 1 - column)] = mask.pixels[row * mask.width + column]
                }
            }
            return mirrored
        case .turned:
            // Clockwise about the pivot (y down): source column i becomes row i − d, source row l
            // becomes column s − 1 − l, with d = (x2 − y2) / 2 and s = (x2 + y2) / 2.
            let d = (pivot.x2 - pivot.y2) / 2, s = (pivot.x2 + pivot.y2) / 2
            var turned = CoverageMask(bounds: IntRect(x: s - mask.y - mask.height, y: mask.x - d,
                                                      width: mask.height, height: mask.width))
            for row in 0..<mask.height {
                for column in 0..<mask.width {
                    // Source (x + column, y + row) → device column s − 1 − (y + row), row x + column − d.
                    let turnedColumn = mask.height - 1 - row, turnedRow = column
                    turned.pixels[turnedRow * turned.width + turnedColumn] = mask.pixels[row * mask.width + column]
                }
            }
            return turned
        }
    }
}
