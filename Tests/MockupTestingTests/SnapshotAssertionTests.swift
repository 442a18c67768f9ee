import Foundation
import MockupTesting
import SwiftUI
import Testing
import XCTest

/// A 1-pt divider between two rows, the kind of detail snapshot tools let slip (paparazzi#1157).
private struct DividedRows: View {
    let divider: Color
    var body: some View {
        VStack(spacing: 0) {
            Color.white.frame(height: 20)
            Rectangle().fill(divider).frame(height: 1)
            Color.white.frame(height: 20)
        }
    }
}

private func temporaryGoldens() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("mockup-testing-\(UUID().uuidString)")
}

@Suite @MainActor struct SnapshotAssertionTests {
    let request = RenderRequest(width: 100, scale: 3)
    let divider = Color(red: 0.894, green: 0.906, blue: 0.922)

    @Test func recordedSnapshotMatchesItself() throws {
        let goldens = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: goldens) }
        #expect(snapshotFailure(of: DividedRows(divider: divider), named: "rows", request: request,
                                directory: goldens, record: .all) == nil)
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("rows.png").path))
        #expect(snapshotFailure(of: DividedRows(divider: divider), named: "rows", request: request,
                                directory: goldens, record: .never) == nil)
    }

    @Test func oneStepColourChangeInADividerFails() throws {
        let goldens = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: goldens) }
        _ = snapshotFailure(of: DividedRows(divider: divider), named: "rows", request: request, directory: goldens, record: .all)
        let nudged = Color(red: 0.894, green: 0.906, blue: 0.922 - 1.0 / 255)   // #E4E7EB → #E4E7EA
        let failure = snapshotFailure(of: DividedRows(divider: nudged), named: "rows", request: request,
                                      directory: goldens, record: .never)
        #expect(failure?.contains("900 pixels changed") == true, "\(failure ?? "no failure")")
        #expect(failure?.contains("diff.png") == true)
    }

    @Test func missingSnapshotFailsAndSaysHowToRecord() {
        let failure = snapshotFailure(of: DividedRows(divider: divider), named: "absent", request: request,
                                      directory: temporaryGoldens(), record: .never)
        #expect(failure?.contains("MOCKUP_RECORD=missing") == true)
    }

    @Test func swiftTestingAssertionPassesOnAMatch() {
        let goldens = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: goldens) }
        assertSnapshot(of: DividedRows(divider: divider), named: "rows", request: request, directory: goldens, record: .missing)
        assertSnapshot(of: DividedRows(divider: divider), named: "rows", request: request, directory: goldens)
    }
}

/// The XCTest flavour of the same assertion. (XCTest on Linux cannot call `@MainActor` test
/// methods; it runs them on the main thread, so the body asserts that isolation instead.)
final class SnapshotXCTests: XCTestCase {
    func testAssertionPassesOnAMatch() {
        MainActor.assumeIsolated {
            let goldens = temporaryGoldens()
            defer { try? FileManager.default.removeItem(at: goldens) }
            let request = RenderRequest(width: 100, scale: 2)
            let view = DividedRows(divider: .black)
            XCTAssertSnapshot(of: view, named: "rows", request: request, directory: goldens, record: .missing)
            XCTAssertSnapshot(of: view, named: "rows", request: request, directory: goldens)
        }
    }
}
