import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// Lazy grids read the length they are proposed during layout: adaptive tracks are exact.
@MainActor @Suite struct LazyGridLayoutTests {
    func cells<V: View>(_ view: V, width: Double? = 393, height: Double? = nil) throws -> (LayoutTree, [Rect]) {
        let laid = try layout(resolveView(view), width: width, height: height)
        return (laid, laid.all(.shape).map(\.frame))
    }

    func adaptiveGrid() -> some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 64), spacing: 10)]) {
            ForEach(0..<6) { _ in Color.red.frame(height: 20) }
        }
    }

    @Test func adaptiveColumnsFitTheProposedWidth() throws {
        // floor((300 + 10) / (64 + 10)) = 4 tracks of (300 − 3 × 10) / 4 = 67.5.
        let (laid, frames) = try cells(adaptiveGrid(), width: 300)
        for (column, x) in [0, 77.5, 155, 232.5].enumerated() { expectRect(frames[column], x, 0, 67.5, 20) }
        expectRect(frames[4], 0, 28, 67.5, 20)
        expectRect(frames[5], 77.5, 28, 67.5, 20)
        expectSize(laid.root.frame.size, 300, 48)
        #expect(laid.warnings.isEmpty, "no render note: the tracks are exact")
    }

    @Test func theSameGridNarrowerHasFewerColumns() throws {
        // floor(210 / 74) = 2 tracks of (200 − 10) / 2 = 95.
        let (laid, frames) = try cells(adaptiveGrid(), width: 200)
        expectRect(frames[1], 105, 0, 95, 20)
        expectRect(frames[2], 0, 28, 95, 20)
        expectSize(laid.root.frame.size, 200, 76)
    }

    @Test func adaptiveColumnsInsidePaddingUseThePaddedWidth() throws {
        let (_, frames) = try cells(adaptiveGrid().padding(16), width: 393)
        // 361 pt: floor(371 / 74) = 5 tracks of (361 − 40) / 5 = 64.2.
        expectRect(frames[0], 16, 16, 64.2, 20)
        expectRect(frames[4], 16 + 4 * 74.2, 16, 64.2, 20)
        expectRect(frames[5], 16, 44, 64.2, 20)
    }

    @Test func cellsSitInTheirTrackByTheItemsAlignment() throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(100), alignment: .topLeading), GridItem(.fixed(100))], spacing: 6) {
            Color.red.frame(width: 40, height: 10)
            Color.red.frame(width: 40, height: 30)
        }
        let (laid, frames) = try cells(grid, width: 300)
        // Tracks 100 + 8 + 100 = 208, centred in 300: from 46.
        expectRect(frames[0], 46, 0, 40, 10)
        expectRect(frames[1], 184, 0, 40, 30)
        expectSize(laid.root.frame.size, 300, 30)
    }

    @Test func lazyHGridFillsColumnsTopToBottom() throws {
        let grid = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 12) {
            ForEach(0..<3) { _ in Color.red.frame(width: 40) }
        }
        let (laid, frames) = try cells(grid, width: 393, height: 100)
        // Tracks 30 + 8 + 30 = 68, centred in 100: from 16.
        expectRect(frames[0], 0, 16, 40, 30)
        expectRect(frames[1], 0, 54, 40, 30)
        expectRect(frames[2], 52, 16, 40, 30)
        expectSize(laid.root.frame.size, 92, 100)
    }
}
