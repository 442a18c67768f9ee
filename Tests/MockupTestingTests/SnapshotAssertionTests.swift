import Foundation
import MockupRaster
import MockupTesting
import SwiftUI
import Testing
import XCTest

/// A 1-pt divider between two rows, the kind of detail snapshot tools let slip (paparazzi#1157).
struct DividedRows: View {
    let divider: Color
    var body: some View {
        VStack(spacing: 0) {
            Color.white.frame(height: 20)
            Rectangle().fill(divider).frame(height: 1)
            Color.white.frame(height: 20)
        }
    }
}

/// A fresh folder for goldens (removed by the caller).
func temporaryGoldens() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("mockup-testing-\(UUID().uuidString)")
}

let dividerGrey = Color(red: 0.894, green: 0.906, blue: 0.922)                    // #E4E7EB
let nudgedGrey = Color(red: 0.894, green: 0.906, blue: 0.922 - 1.0 / 255)         // #E4E7EA: one step

@Suite @MainActor struct SnapshotAssertionTests {
    let strategy = Snapshotting<DividedRows, PixelImage>.image(layout: .width(100))

    @Test func recordedSnapshotMatchesItself() throws {
        let goldens = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: goldens) }
        #expect(verifySnapshot(of: DividedRows(divider: dividerGrey), as: strategy, named: "rows", record: .all,
                               snapshotDirectory: goldens) == nil)
        let golden = goldens.appendingPathComponent("recordedSnapshotMatchesItself.rows.png")
        #expect(FileManager.default.fileExists(atPath: golden.path))
        #expect(verifySnapshot(of: DividedRows(divider: dividerGrey), as: strategy, named: "rows", record: .never,
                               snapshotDirectory: goldens) == nil)
    }

    @Test func oneStepColourChangeFailsExactlyAndPassesPerceptually() throws {
        let goldens = temporaryGoldens(), artifacts = temporaryGoldens()
        defer { for folder in [goldens, artifacts] { try? FileManager.default.removeItem(at: folder) } }
        _ = verifySnapshot(of: DividedRows(divider: dividerGrey), as: strategy, named: "rows", record: .all, snapshotDirectory: goldens)
        let failure = withSnapshotTesting(artifactsDirectory: artifacts) {
            verifySnapshot(of: DividedRows(divider: nudgedGrey), as: .image(layout: .width(100), precision: 1),
                           named: "rows", record: .never, snapshotDirectory: goldens)
        }
        #expect(failure?.contains("900 pixels changed") == true, "\(failure ?? "no failure")")
        let stem = artifacts.appendingPathComponent("SnapshotAssertionTests/oneStepColourChangeFailsExactlyAndPassesPerceptually.rows").path
        for suffix in ["expected.png", "actual.png", "diff.png"] {
            #expect(failure?.contains(stem + "." + suffix) == true, "\(failure ?? "")")
            #expect(FileManager.default.fileExists(atPath: stem + "." + suffix))
        }
        #expect(verifySnapshot(of: DividedRows(divider: nudgedGrey), as: .image(layout: .width(100), perceptualPrecision: 0.98),
                               named: "rows", record: .never, snapshotDirectory: goldens) == nil)
    }

    @Test func precisionIsTheShareOfPixelsThatMustMatch() {
        let goldens = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: goldens) }
        _ = verifySnapshot(of: DividedRows(divider: .white), as: strategy, named: "rows", record: .all, snapshotDirectory: goldens)
        // A black divider: 300 × 3 of 300 × 123 pixels (2.4 %) change far beyond any perceptual threshold.
        let black = DividedRows(divider: .black)
        let loose = verifySnapshot(of: black, as: .image(layout: .width(100), precision: 0.97, perceptualPrecision: 0.98),
                                   named: "rows", record: .never, snapshotDirectory: goldens)
        #expect(loose == nil, "\(loose ?? "")")
        let strict = verifySnapshot(of: black, as: .image(layout: .width(100), precision: 0.98, perceptualPrecision: 0.98),
                                    named: "rows", record: .never, snapshotDirectory: goldens)
        #expect(strict?.contains("900 of 36900 pixels (2.44 %) differ beyond ΔE 2.00") == true, "\(strict ?? "no failure")")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["MOCKUP_ARTIFACTS_DIR"] == nil))
    func artifactsGoUnderThePackagesBuildFolder() throws {
        let goldens = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: goldens) }
        _ = verifySnapshot(of: DividedRows(divider: dividerGrey), as: strategy, named: "rows", record: .all, snapshotDirectory: goldens)
        let failure = verifySnapshot(of: DividedRows(divider: .black), as: strategy, named: "rows", record: .never,
                                     snapshotDirectory: goldens)
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let diff = package.appendingPathComponent(".build/mockup-artifacts/SnapshotAssertionTests/artifactsGoUnderThePackagesBuildFolder.rows.diff.png")
        #expect(failure?.contains(diff.path) == true, "\(failure ?? "no failure")")
        #expect(FileManager.default.fileExists(atPath: diff.path))
    }

    @Test func missingSnapshotFailsAndSaysHowToRecord() {
        let failure = verifySnapshot(of: DividedRows(divider: dividerGrey), as: strategy, named: "absent", record: .never,
                                     snapshotDirectory: temporaryGoldens())
        #expect(failure?.contains("MOCKUP_RECORD=missing") == true)
    }

    @Test func namesAreSanitisedAndStayInTheirFolder() throws {
        let goldens = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: goldens) }
        #expect(verifySnapshot(of: DividedRows(divider: dividerGrey), as: strategy, named: "../../escape me/x", record: .all,
                               snapshotDirectory: goldens) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens.path) == ["namesAreSanitisedAndStayInTheirFolder.escape-me-x.png"])
    }

    @Test func swiftTestingAssertionPassesOnAMatch() {
        let goldens = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: goldens) }
        assertSnapshot(of: DividedRows(divider: dividerGrey), as: strategy, named: "rows", record: .missing, snapshotDirectory: goldens)
        assertSnapshot(of: DividedRows(divider: dividerGrey), as: strategy, named: "rows", snapshotDirectory: goldens)
    }

    @Test func swiftTestingAssertionRecordsAnIssueOnAMismatch() {
        let goldens = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: goldens) }
        assertSnapshot(of: DividedRows(divider: dividerGrey), as: strategy, named: "rows", record: .all, snapshotDirectory: goldens)
        withKnownIssue {
            assertSnapshot(of: DividedRows(divider: .black), as: strategy, named: "rows", snapshotDirectory: goldens)
        }
    }
}

/// The XCTest flavour of the same assertion. (XCTest on Linux cannot call `@MainActor` test
/// methods; it runs them on the main thread, so the body asserts that isolation instead.)
final class SnapshotXCTests: XCTestCase {
    func testAssertionPassesOnAMatch() {
        MainActor.assumeIsolated {
            let goldens = temporaryGoldens()
            defer { try? FileManager.default.removeItem(at: goldens) }
            let view = DividedRows(divider: .black)
            assertSnapshot(of: view, as: .image(layout: .width(100), scale: 2), named: "rows", record: .missing, snapshotDirectory: goldens)
            assertSnapshot(of: view, as: .image(layout: .width(100), scale: 2), named: "rows", snapshotDirectory: goldens)
            XCTAssertTrue(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("testAssertionPassesOnAMatch.rows.png").path))
        }
    }
}
