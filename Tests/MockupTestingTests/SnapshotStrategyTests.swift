import Foundation
import MockupRaster
import MockupTesting
import SwiftUI
import Testing

/// A view whose size depends on the proposal: 10 × 10 at least, 60 × 30 ideally, 200 × 100 at most.
private struct Flexible: View {
    var body: some View {
        Color.blue.frame(minWidth: 10, idealWidth: 60, maxWidth: 200, minHeight: 10, idealHeight: 30, maxHeight: 100)
    }
}

/// A balance row whose parts carry identities.
private struct BalanceRow: View {
    var body: some View {
        HStack(spacing: 8) {
            Color.green.frame(width: 24, height: 24).id("icon")
            Color.gray.frame(width: 80, height: 16).accessibilityIdentifier("balance")
        }
    }
}

/// Issue 14: layouts, text strategies, identities, strategies built by users.
@Suite @MainActor struct SnapshotStrategyTests {
    @Test func layoutsProposeWhatTheyName() throws {
        func size(_ layout: SnapshotLayout) throws -> [Int] {
            let image = try layout.render { Flexible() }.image
            return [image.width, image.height]
        }
        #expect(try size(.sizeThatFits) == [30, 30])            // proposed zero: the minimum, @3x
        #expect(try size(.intrinsic) == [180, 90])              // proposed nil: the ideal size
        #expect(try size(.fixed(width: 100, height: 50)) == [300, 150])
        #expect(try size(.width(150)) == [450, 90])
        #expect(try size(.device(.iPhoneSE)) == [750, 1334])   // the device's points at its scale
    }

    @Test func layoutTreeSnapshotShowsIdentitiesAndComparesAsText() throws {
        let folder = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(verifySnapshot(of: BalanceRow(), as: .layoutTree, named: "row", record: .all, snapshotDirectory: folder) == nil)
        let text = try String(contentsOf: folder.appendingPathComponent("layoutTreeSnapshotShowsIdentitiesAndComparesAsText.row.txt"),
                              encoding: .utf8)
        #expect(text.contains("#icon"), "\(text)")
        #expect(text.contains("#balance"), "\(text)")
        let changed = verifySnapshot(of: BalanceRow().padding(1), as: .layoutTree, named: "row", record: .never,
                                     snapshotDirectory: folder)
        #expect(changed?.contains("lines changed") == true, "\(changed ?? "no failure")")
        #expect(changed?.contains("line 1:\n    - layout 112×24 @3x\n    + layout 114×26 @3x") == true, "\(changed ?? "")")
    }

    @Test func displayListSnapshotListsDrawOperations() throws {
        let folder = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(verifySnapshot(of: BalanceRow(), as: .displayList, named: "row", record: .all, snapshotDirectory: folder) == nil)
        let text = try String(contentsOf: folder.appendingPathComponent("displayListSnapshotListsDrawOperations.row.txt"), encoding: .utf8)
        #expect(text.hasPrefix("display 112×24 @3x\n  shape rectangle"), "\(text)")
        #expect(verifySnapshot(of: BalanceRow(), as: .displayList, named: "row", record: .never, snapshotDirectory: folder) == nil)
    }

    @Test func framesOfIdentifiedViews() throws {
        let tree = try SnapshotLayout.sizeThatFits.layOut { BalanceRow() }.tree
        #expect(tree.frame(of: "icon") == Rect(x: 0, y: 0, width: 24, height: 24))
        #expect(tree.frame(of: "balance") == Rect(x: 32, y: 4, width: 80, height: 16))
        #expect(tree.frame(of: "absent") == nil)
    }

    @Test func usersBuildStrategiesByPullback() throws {
        let folder = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pounds = Snapshotting<String, String>.lines.pullback { (pence: Int) in "£\(pence / 100).\(pence % 100)" }
        #expect(verifySnapshot(of: 241860, as: pounds, named: "balance", record: .all, snapshotDirectory: folder) == nil)
        let failure = verifySnapshot(of: 241861, as: pounds, named: "balance", record: .never, snapshotDirectory: folder)
        #expect(failure?.contains("1 line changed") == true, "\(failure ?? "no failure")")
        let rows = Snapshotting<DividedRows, PixelImage>.image(layout: .width(50)).pullback { (grey: Color) in DividedRows(divider: grey) }
        #expect(verifySnapshot(of: dividerGrey, as: rows, named: "rows", record: .all, snapshotDirectory: folder) == nil)
        #expect(verifySnapshot(of: dividerGrey, as: rows, named: "rows", record: .never, snapshotDirectory: folder) == nil)
    }
}
