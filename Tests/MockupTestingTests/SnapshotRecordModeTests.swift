import Foundation
import MockupRaster
import MockupTesting
import SwiftUI
import Testing

/// Issue 14: every record mode on a missing, a matching and a differing golden; `MOCKUP_RECORD`
/// is validated; `withSnapshotTesting(record:)` sets the mode of the assertions inside it.
@Suite @MainActor struct SnapshotRecordModeTests {
    let strategy = Snapshotting<DividedRows, PixelImage>.image(layout: .width(100))

    /// What `mode` does in a folder that holds a grey-divider golden named "kept": to a missing
    /// golden ("new"), the same view, and a changed one. Returns the three results and whether
    /// "new" and the changed "kept" were written.
    private func run(_ mode: SnapshotRecordMode) throws -> (missing: String?, same: String?, changed: String?,
                                                            wroteMissing: Bool, rewroteChanged: Bool) {
        let folder = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verifySnapshot(of: DividedRows(divider: dividerGrey), as: strategy, named: "kept", record: .all, snapshotDirectory: folder,
                           testName: "t")
        let kept = folder.appendingPathComponent("t.kept.png")
        let original = try Data(contentsOf: kept)
        let missing = verifySnapshot(of: DividedRows(divider: dividerGrey), as: strategy, named: "new", record: mode,
                                     snapshotDirectory: folder, testName: "t")
        let same = verifySnapshot(of: DividedRows(divider: dividerGrey), as: strategy, named: "kept", record: mode,
                                  snapshotDirectory: folder, testName: "t")
        let changed = verifySnapshot(of: DividedRows(divider: .black), as: strategy, named: "kept", record: mode,
                                     snapshotDirectory: folder, testName: "t")
        return (missing, same, changed, FileManager.default.fileExists(atPath: folder.appendingPathComponent("t.new.png").path),
                try Data(contentsOf: kept) != original)
    }

    @Test func neverOnlyCompares() throws {
        let result = try run(.never)
        #expect(result.missing?.contains("No snapshot 'new'") == true)
        #expect(result.same == nil)
        #expect(result.changed?.contains("differs from") == true)
        #expect(!result.wroteMissing && !result.rewroteChanged)
    }

    @Test func missingRecordsOnlyMissingGoldens() throws {
        let result = try run(.missing)
        #expect(result.missing == nil && result.same == nil)
        #expect(result.changed?.contains("differs from") == true)
        #expect(result.wroteMissing && !result.rewroteChanged)
    }

    @Test func failedRecordsMissingAndDifferingGoldens() throws {
        let result = try run(.failed)
        #expect(result.missing == nil && result.same == nil && result.changed == nil)
        #expect(result.wroteMissing && result.rewroteChanged)
    }

    @Test func allRecordsEverything() throws {
        let result = try run(.all)
        #expect(result.missing == nil && result.same == nil && result.changed == nil)
        #expect(result.wroteMissing && result.rewroteChanged)
    }

    @Test func environmentValuesAreValidated() throws {
        #expect(try SnapshotRecordMode.fromEnvironment([:]) == nil)
        #expect(try SnapshotRecordMode.fromEnvironment(["MOCKUP_RECORD": ""]) == nil)
        for mode in SnapshotRecordMode.allCases {
            #expect(try SnapshotRecordMode.fromEnvironment(["MOCKUP_RECORD": mode.rawValue]) == mode)
        }
        for bogus in ["bogus", " all", "ALL", "1", "true"] {
            #expect {
                try SnapshotRecordMode.fromEnvironment(["MOCKUP_RECORD": bogus])
            } throws: { error in
                "\(error)" == "MOCKUP_RECORD='\(bogus)' is not a record mode; use one of never, missing, failed, all "
                    + "(or leave it unset to compare only)"
            }
        }
    }

    /// The process environment is read when no call or scope sets a mode. (Set and unset within one
    /// main-actor test body, so no other test sees it.)
    @Test func anUnknownEnvironmentValueFailsTheAssertion() {
        setenv("MOCKUP_RECORD", "bogus", 1)
        let failure = verifySnapshot(of: DividedRows(divider: dividerGrey), as: strategy, named: "rows", snapshotDirectory: temporaryGoldens())
        unsetenv("MOCKUP_RECORD")
        #expect(failure?.contains("MOCKUP_RECORD='bogus' is not a record mode; use one of never, missing, failed, all") == true,
                "\(failure ?? "no failure")")
    }

    @Test func scopeSetsTheModeAndACallOverridesIt() {
        let folder = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: folder) }
        withSnapshotTesting(record: .missing) {
            #expect(verifySnapshot(of: DividedRows(divider: dividerGrey), as: strategy, named: "scoped", snapshotDirectory: folder) == nil)
            #expect(verifySnapshot(of: DividedRows(divider: dividerGrey), as: strategy, named: "other", record: .never,
                                   snapshotDirectory: folder)?.contains("No snapshot") == true)
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("scopeSetsTheModeAndACallOverridesIt.scoped.png").path))
    }
}
