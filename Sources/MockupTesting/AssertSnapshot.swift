import Foundation
@_exported import MockupSnapshot
import MockupUI
import Testing
import XCTest

/// Swift Testing: records an issue when `view` differs from its golden or renders with warnings
/// (see `snapshotFailure`; `allowWarnings` accepts them).
///
/// ```swift
/// @Test @MainActor func cardHero() {
///     assertSnapshot(of: MonzoCardHero(balance: "£2,418.60", maskedNumber: "•••• 9042"), named: "card-hero")
/// }
/// ```
@MainActor
public func assertSnapshot<V: View>(of view: @autoclosure () -> V, named name: String,
                                    request: RenderRequest = RenderRequest(), directory: URL? = nil,
                                    record: SnapshotRecordMode = .fromEnvironment, allowWarnings: Bool = false,
                                    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    if let failure = snapshotFailure(of: view(), named: name, request: request, directory: directory,
                                     record: record, allowWarnings: allowWarnings, filePath: filePath) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}

/// XCTest: fails the test when `view` differs from its golden or renders with warnings (see
/// `snapshotFailure`; `allowWarnings` accepts them).
@MainActor
public func XCTAssertSnapshot<V: View>(of view: @autoclosure () -> V, named name: String,
                                       request: RenderRequest = RenderRequest(), directory: URL? = nil,
                                       record: SnapshotRecordMode = .fromEnvironment, allowWarnings: Bool = false,
                                       file: StaticString = #filePath, line: UInt = #line) {
    if let failure = snapshotFailure(of: view(), named: name, request: request, directory: directory,
                                     record: record, allowWarnings: allowWarnings, filePath: "\(file)") {
        XCTFail(failure, file: file, line: line)
    }
}
