import Foundation
import MockupRaster
import MockupText
import MockupSnapshot
import MockupUI

/// Renders `view` and compares it exactly with its golden PNG; returns nil when it matches (or was
/// recorded), else a failure message naming the changed pixels and the expected/actual/diff files.
///
/// A render with warnings (an unknown font name or SF Symbol, a missing image, …) fails listing
/// them and is never recorded, unless `allowWarnings` is true. A missing or damaged font fails the
/// render itself.
///
/// Goldens live in `directory` (default: `__Snapshots__/<test file name>/` beside the test file) as
/// `<name>.png`. Failure artifacts go to `$MOCKUP_ARTIFACTS_DIR` or a temporary folder.
@MainActor
public func snapshotFailure<V: View>(of view: @autoclosure () -> V, named name: String,
                                     request: RenderRequest = RenderRequest(), directory: URL? = nil,
                                     record: SnapshotRecordMode = .fromEnvironment, allowWarnings: Bool = false,
                                     filePath: String = #filePath) -> String? {
    let testFile = URL(fileURLWithPath: filePath)
    let testName = testFile.deletingPathExtension().lastPathComponent
    let store = GoldenStore(directory: directory ?? testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").appendingPathComponent(testName))
    let relativePath = name + ".png"
    do {
        let fonts = try FontLibrary.shared()
        let rendered = try ViewRenderer.render(request, fonts: fonts, view)
        if !rendered.warnings.isEmpty && !allowWarnings {
            return "Snapshot '\(name)' was rendered with \(rendered.warnings.count) warning\(rendered.warnings.count == 1 ? "" : "s") "
                + "(nothing compared or recorded):\n" + rendered.warnings.map { "  - \($0)" }.joined(separator: "\n")
                + "\nFix them, or pass allowWarnings: true to accept them."
        }
        switch record {
        case .all:
            try store.record(rendered.image, relativePath: relativePath)
            return nil
        case .missing, .never:
            switch try store.verify(rendered.image, relativePath: relativePath) {
            case .match:
                return nil
            case .missing(let path):
                if record == .missing {
                    try store.record(rendered.image, relativePath: relativePath)
                    return nil
                }
                return "No snapshot '\(name)' at \(path). Run the test with MOCKUP_RECORD=missing to record it, "
                    + "then review and commit the image."
            case let .mismatch(path, difference, expected):
                let artifacts = ProcessInfo.processInfo.environment["MOCKUP_ARTIFACTS_DIR"].map(URL.init(fileURLWithPath:))
                    ?? FileManager.default.temporaryDirectory.appendingPathComponent("mockup-artifacts")
                let files = try GoldenStore.writeArtifacts(expected: expected, actual: rendered.image,
                                                           stem: "\(testName)/\(name)", to: artifacts)
                return "Snapshot '\(name)' differs from \(path): \(difference.summary). "
                    + "Expected, actual and diff: \(files.joined(separator: ", ")). "
                    + "If the change is intended, re-run with MOCKUP_RECORD=all and review the new image."
            }
        }
    } catch {
        return "Snapshot '\(name)' could not be rendered: \(error)"
    }
}
