import Foundation
import MockupRaster

/// The layout of `LazyVGrid` (tracks across, lines growing down) and `LazyHGrid` (tracks down,
/// lines growing right) as a `Layout`: the tracks come from `GridTrackLayout.tracks` for the
/// length the grid is actually offered across them, so adaptive items yield exactly as many
/// tracks as fit. Cells fill lines in order; each is proposed its track's length across and left
/// unspecified along the lines; a line is as long as its longest cell; each cell sits in its
/// track by its item's alignment (centred by default) and lines are `lineSpacing` apart. The grid
/// takes the whole (finite) length offered across, at least its tracks', with its tracks grouped by
/// `alignment`.
struct LazyGridLayout: Layout {
    /// The axis the lines grow along: `.vertical` for `LazyVGrid`.
    let axis: Axis
    let items: [GridItem]
    /// Where the tracks sit across the grid when they are shorter than it.
    let alignment: AlignmentKey
    let lineSpacing: CGFloat

    private struct Solution {
        var across: Double
        var tracks: [GridTrackLayout.Track]
        /// Each line's cell indices and length along the lines.
        var lines: [(cells: Range<Int>, length: Double)]
        var along: Double
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let s = solve(proposal.layoutProposal, subviews)
        let size = Size(axis: axis, major: s.along, minor: s.across)
        return CGSize(width: size.width, height: size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let s = solve(proposal.layoutProposal, subviews)
        let tracksLength = s.tracks.reduce(0) { $0 + Double($1.length + $1.spacingAfter) }
        let start = alignment.defaultValue(size: Size(axis: axis, major: 0, minor: s.across - tracksLength), axis: axis.crossAxis)
        var along = 0.0
        for line in s.lines {
            var across = start
            for (index, track) in zip(line.cells, s.tracks) {
                let length = Double(track.length)
                let proposal = LayoutProposal(axis: axis.crossAxis, major: length, minor: nil)
                let size = subviews[index].box.sizeThatFits(proposal)
                let cellAlignment = items[track.item].alignment ?? .center
                let (acrossGuide, alongGuide) = axis == .vertical
                    ? (cellAlignment.horizontal.key, cellAlignment.vertical.key) : (cellAlignment.vertical.key, cellAlignment.horizontal.key)
                let x = across + acrossGuide.defaultValue(size: Size(axis: axis, major: 0, minor: length - size.length(along: axis.crossAxis)), axis: axis.crossAxis)
                let y = along + alongGuide.defaultValue(size: Size(axis: axis, major: line.length - size.length(along: axis), minor: 0), axis: axis)
                let origin = Point(axis: axis, major: y, minor: x)
                subviews[index].place(at: CGPoint(x: Double(bounds.minX) + origin.x, y: Double(bounds.minY) + origin.y),
                                      proposal: ProposedViewSize(proposal))
                across += length + Double(track.spacingAfter)
            }
            along += line.length + Double(lineSpacing)
        }
    }

    private func solve(_ p: LayoutProposal, _ subviews: Subviews) -> Solution {
        // An unspecified or infinite length across gives every track its minimum.
        let offered = p[axis.crossAxis].flatMap { $0.isFinite ? $0 : nil }
        let tracks = GridTrackLayout.tracks(items, available: CGFloat(offered ?? 0))
        let tracksLength = tracks.reduce(0) { $0 + Double($1.length + $1.spacingAfter) }
        var lines: [(cells: Range<Int>, length: Double)] = []
        if !tracks.isEmpty {
            for start in stride(from: subviews.startIndex, to: subviews.endIndex, by: tracks.count) {
                let cells = start..<min(start + tracks.count, subviews.endIndex)
                let length = zip(cells, tracks).map { index, track in
                    subviews[index].box.sizeThatFits(LayoutProposal(axis: axis.crossAxis, major: Double(track.length), minor: nil))
                        .length(along: axis)
                }.max() ?? 0
                lines.append((cells, length))
            }
        }
        let along = lines.reduce(0) { $0 + $1.length } + Double(lineSpacing) * Double(max(lines.count - 1, 0))
        return Solution(across: max(offered ?? tracksLength, tracksLength), tracks: tracks, lines: lines, along: along)
    }
}
