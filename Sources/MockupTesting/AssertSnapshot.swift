import Foundation
@_exported import MockupSnapshot
import MockupUI
import Testing
import XCTest

/// Asserts that `value`, snapshotted with `strategy`, matches its golden (see `verifySnapshot`):
/// in a Swift Testing test it records an issue, in an XCTest test it fails the test.
///
/// ```swift
/// @Test @MainActor func card() {
///     assertSnapshot(of: BalanceCard(), as: .image(layout: .width(360), perceptualPrecision: 0.98), named: "card")
///     assertSnapshot(of: BalanceCard(), as: .layoutTree, named: "card")
/// }
/// ```
@preconcurrency @MainActor
public func assertSnapshot<Value, Format>(of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>,
                                          named name: String? = nil, record: SnapshotRecordMode? = nil,
                                          snapshotDirectory: URL? = nil, allowWarnings: Bool = false,
                                          fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                                          testName: String = #function, line: UInt = #line, column: UInt = #column) {
    guard let failure = verifySnapshot(of: try value(), as: strategy, named: name, record: record,
                                       snapshotDirectory: snapshotDirectory, allowWarnings: allowWarnings,
                                       filePath: "\(filePath)", testName: testName) else { return }
    if Test.current != nil {
        Issue.record(Comment(rawValue: failure),
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(failure, file: filePath, line: line)
    }
}
