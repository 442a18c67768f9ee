import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// A wrapping layout as guides write it (iOS 16 `Layout`): rows left to right, wrapping when the
/// next chip would pass the proposed width.
private struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = arrange(width: proposal.width ?? .infinity, subviews: subviews)
        let width = frames.map(\.maxX).max() ?? 0
        let height = frames.map(\.maxY).max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let frames = arrange(width: bounds.width, subviews: subviews)
        for (subview, frame) in zip(subviews, frames) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                          proposal: ProposedViewSize(frame.size))
        }
    }

    private func arrange(width: CGFloat, subviews: Subviews) -> [CGRect] {
        var frames: [CGRect] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width {
                x = 0; y += rowHeight + spacing; rowHeight = 0
            }
            frames.append(CGRect(x: x, y: y, width: size.width, height: size.height))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return frames
    }
}

/// A wrapping layout with a cache of the subviews' ideal sizes, centring each row (the corpus's
/// "FlexibleWrap" shape).
private struct FlexibleWrap: Layout {
    var spacing: CGFloat

    struct Cache { var sizes: [CGSize] }

    func makeCache(subviews: Subviews) -> Cache { Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) }) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let rows = self.rows(cache.sizes, width: proposal.replacingUnspecifiedDimensions().width)
        let height = rows.map { row in row.map { cache.sizes[$0].height }.max() ?? 0 }.reduce(0, +)
            + spacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: proposal.replacingUnspecifiedDimensions().width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for row in rows(cache.sizes, width: bounds.width) {
            let rowWidth = row.map { cache.sizes[$0].width }.reduce(0, +) + spacing * CGFloat(row.count - 1)
            var x = bounds.midX - rowWidth / 2
            for index in row {
                subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: .unspecified)
                x += cache.sizes[index].width + spacing
            }
            y += (row.map { cache.sizes[$0].height }.max() ?? 0) + spacing
        }
    }

    private func rows(_ sizes: [CGSize], width: CGFloat) -> [[Int]] {
        var rows: [[Int]] = [[]]
        var x: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            if !rows[rows.count - 1].isEmpty && x + size.width > width { rows.append([]); x = 0 }
            rows[rows.count - 1].append(index)
            x += size.width + spacing
        }
        return rows
    }
}

/// Places nothing: SwiftUI centres unplaced subviews.
private struct PlacesNothing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

private struct Rank: LayoutValueKey { static let defaultValue = 0 }
private struct OptionalRank: LayoutValueKey { static let defaultValue: Int? = nil }

/// Lays subviews out left to right by their `Rank`, centred on an anchor.
private struct RankedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x + size.width / 2, y: bounds.midY), anchor: .center, proposal: .unspecified)
            x += size.width
        }
    }
}

/// The `Layout` protocol: users' layouts run in the layout pass with exact frames.
@MainActor @Suite struct LayoutProtocolTests {
    func tree<V: View>(_ view: V, width: Double? = 393, height: Double? = nil) throws -> LayoutTree {
        try layout(resolveView(view), width: width, height: height)
    }

    func chip(_ width: CGFloat) -> some View { Color.red.frame(width: width, height: 30) }

    @Test func flowLayoutWrapsChips() throws {
        let laid = try tree(FlowLayout(spacing: 10) { ForEach(0..<5) { _ in chip(100) } }, width: 250)
        let cells = laid.all(.shape).map(\.frame)
        #expect(cells.count == 5)
        expectRect(cells[0], 0, 0, 100, 30)
        expectRect(cells[1], 110, 0, 100, 30)
        expectRect(cells[2], 0, 40, 100, 30)
        expectRect(cells[3], 110, 40, 100, 30)
        expectRect(cells[4], 0, 80, 100, 30)
        expectSize(laid.root.frame.size, 210, 110)
    }

    @Test func flowLayoutInsidePaddingPlacesRelativeToItsBounds() throws {
        let laid = try tree(FlowLayout { chip(60); chip(80); chip(90) }.padding(20), width: 200)
        let cells = laid.all(.shape).map(\.frame)
        expectRect(cells[0], 20, 20, 60, 30)
        expectRect(cells[1], 88, 20, 80, 30)
        expectRect(cells[2], 20, 58, 90, 30)
        expectSize(laid.root.frame.size, 188, 108)
    }

    @Test func cachedWrapCentresEachRow() throws {
        let laid = try tree(FlexibleWrap(spacing: 7) { chip(100); chip(100); chip(120) }, width: 300)
        let cells = laid.all(.shape).map(\.frame)
        expectRect(cells[0], 46.5, 0, 100, 30)
        expectRect(cells[1], 153.5, 0, 100, 30)
        expectRect(cells[2], 90, 37, 120, 30)
        expectSize(laid.root.frame.size, 300, 67)
    }

    @Test func stackLayoutsLayOutAsTheirStacks() throws {
        let row = try tree(HStackLayout(spacing: 10) { chip(50); Spacer(); chip(40) }, width: 300)
        let rowCells = row.all(.shape).map(\.frame)
        expectRect(rowCells[0], 0, 0, 50, 30)
        expectRect(rowCells[1], 260, 0, 40, 30)
        expectSize(row.root.frame.size, 300, 30)

        let column = try tree(VStackLayout(alignment: .trailing, spacing: 4) { chip(50); chip(30) }, width: 300)
        let columnCells = column.all(.shape).map(\.frame)
        expectRect(columnCells[0], 0, 0, 50, 30)
        expectRect(columnCells[1], 20, 34, 30, 30)

        let layers = try tree(ZStackLayout(alignment: .bottomTrailing) { chip(50); Color.blue.frame(width: 20, height: 10) })
        expectRect(layers.all(.shape).map(\.frame)[1], 30, 20, 20, 10)
    }

    @Test func anyLayoutSwitchesLayoutsAtRunTime() throws {
        for compact in [false, true] {
            let layout = compact ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(spacing: 10))
            let cells = try tree(layout { chip(50); chip(30) }).all(.shape).map(\.frame)
            if compact {
                expectRect(cells[1], 10, 34, 30, 30)
            } else {
                expectRect(cells[1], 60, 0, 30, 30)
            }
        }
    }

    @Test func unplacedSubviewsSitInTheCentre() throws {
        let laid = try tree(PlacesNothing { Color.red.frame(width: 20, height: 20) }, width: 100, height: 100)
        expectRect(laid.all(.shape)[0].frame, 40, 40, 20, 20)
    }

    @Test func layoutValuesReachTheLayout() throws {
        let laid = try tree(RankedRow {
            chip(30).layoutValue(key: Rank.self, value: 2)
            Color.blue.frame(width: 20, height: 10).layoutValue(key: Rank.self, value: 1)
        })
        let cells = laid.all(.shape).map(\.frame)
        expectRect(cells[1], 0, 10, 20, 10)
        expectRect(cells[0], 20, 0, 30, 30)
    }

    /// A value under another layout value (an optional one, whose missing entry must not read as nil).
    @Test func nestedLayoutValuesAreFoundWhateverTheirType() throws {
        struct Reader: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: CGFloat(subviews[0][OptionalRank.self] ?? -1) + CGFloat(subviews[0][Rank.self]), height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let laid = try tree(Reader {
            Color.red.layoutValue(key: OptionalRank.self, value: 40).layoutValue(key: Rank.self, value: 2)
        })
        #expect(laid.root.frame.width == 42)
    }

    @Test func subviewSpacingAndDimensions() throws {
        struct Probe: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)
                let d = subviews[0].dimensions(in: .unspecified)
                return CGSize(width: gap, height: d[VerticalAlignment.center] + d[.bottom])
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let laid = try tree(Probe { Color.red.frame(width: 10, height: 40); Color.blue })
        expectSize(laid.root.frame.size, 8, 60)
    }

    /// A custom layout's default spacing merges its subviews' into the standard one: a text beside
    /// it in a stack keeps the 8-pt gap (a shape's own preferences say nothing about text edges).
    @Test func aCustomLayoutKeepsTheStandardGapToItsNeighbours() throws {
        let laid = try tree(HStack(alignment: .top) { Text("A"); FlowLayout { chip(40) } }.fixedSize())
        let text = try #require(laid.all(.text).first?.frame), cell = try #require(laid.all(.shape).first?.frame)
        #expect(abs(cell.minX - text.maxX - 8) < 1e-9, "\(cell.minX - text.maxX)")
    }
}
