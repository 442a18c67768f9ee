import MockupRaster

/// A bitmap `Image` cut for `resizable(capInsets:resizingMode:)`: up to nine pieces (corners,
/// edges, middle), each a part of the image (pixels) and where it goes (points). Corners keep their
/// size; the middle column and row stretch, or repeat at the image's own scale when tiling.
struct BitmapSlice: Hashable {
    /// The piece of the image, in its pixels.
    var source: IntRect
    /// Where the piece is drawn, in points.
    var destination: Rect
    /// Whether the piece repeats at the image's scale instead of stretching over `destination`.
    var tiles: Bool

    /// The pieces of an image of `pixels` size, `points` big at its own scale, drawn into `frame`.
    /// Caps that do not fit the frame share it in proportion to their sizes.
    static func slices(pixels: (width: Int, height: Int), points: Size, frame: Rect, style: BitmapStyle) -> [BitmapSlice] {
        let insets = style.capInsets
        guard points.width > 0, points.height > 0 else {
            return [BitmapSlice(source: IntRect(x: 0, y: 0, width: pixels.width, height: pixels.height), destination: frame,
                                tiles: false)]
        }
        let columns = spans(pixels: pixels.width, points: points.width, leading: insets.leading, trailing: insets.trailing,
                            origin: frame.minX, length: frame.width)
        let rows = spans(pixels: pixels.height, points: points.height, leading: insets.top, trailing: insets.bottom,
                         origin: frame.minY, length: frame.height)
        var slices: [BitmapSlice] = []
        for row in rows {
            for column in columns where column.source.count > 0 && row.source.count > 0 {
                let destination = Rect(x: column.destination.lowerBound, y: row.destination.lowerBound,
                                       width: column.destination.upperBound - column.destination.lowerBound,
                                       height: row.destination.upperBound - row.destination.lowerBound)
                guard destination.width > 0, destination.height > 0 else { continue }
                slices.append(BitmapSlice(source: IntRect(x: column.source.lowerBound, y: row.source.lowerBound,
                                                          width: column.source.count, height: row.source.count),
                                          destination: destination, tiles: style.tiles))
            }
        }
        return slices
    }

    /// The leading cap, middle and trailing cap along one axis: image pixel ranges and point ranges.
    private static func spans(pixels: Int, points: Double, leading: Double, trailing: Double, origin: Double,
                              length: Double) -> [(source: Range<Int>, destination: ClosedRange<Double>)] {
        let perPoint = Double(pixels) / points
        let lead = max(0, min(leading, points)), trail = max(0, min(trailing, points - lead))
        let leadPixels = Int((lead * perPoint).rounded()), trailPixels = min(Int((trail * perPoint).rounded()), pixels - leadPixels)
        // Caps wider than the frame share it in proportion.
        let fit = lead + trail > length && lead + trail > 0 ? length / (lead + trail) : 1
        let leadLength = lead * fit, trailLength = trail * fit
        return [(0..<leadPixels, origin...(origin + leadLength)),
                (leadPixels..<(pixels - trailPixels), (origin + leadLength)...(origin + length - trailLength)),
                ((pixels - trailPixels)..<pixels, (origin + length - trailLength)...(origin + length))]
    }
}
