import Foundation

/// Where a snapshot's golden and its failure artifacts live, from names that are safe as file
/// names: a name can never climb out of its folder.
enum SnapshotFileNames {
    /// `name` as one file name: letters, digits, `.`, `_` and `-` kept, anything else (`/`, spaces,
    /// `:`) becomes `-`; leading dots and dashes are dropped (no `..`, no hidden files); never empty.
    static func sanitize(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        let mapped = String(name.map { allowed.contains($0) ? $0 : "-" })
        let trimmed = mapped.drop { $0 == "." || $0 == "-" }
        return trimmed.isEmpty ? "snapshot" : String(trimmed.prefix(200))
    }

    /// The test's name without its parameter list (`cardHero()` → `cardHero`), sanitised.
    static func testName(_ function: String) -> String {
        sanitize(String(function.prefix { $0 != "(" }))
    }

    /// `__Snapshots__/<test file name>/` beside the test file.
    static func defaultDirectory(testFile: URL) -> URL {
        testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    }

    /// Failure artifacts: `$MOCKUP_ARTIFACTS_DIR`, else `configured`, else `.build/mockup-artifacts`
    /// in the nearest folder above the test file that holds a `Package.swift` (the test file's own
    /// folder when there is none).
    static func artifactsDirectory(testFile: URL, configured: URL?) -> URL {
        if let override = ProcessInfo.processInfo.environment["MOCKUP_ARTIFACTS_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        if let configured { return configured }
        var folder = testFile.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else {
                folder = testFile.deletingLastPathComponent()
                break
            }
            folder = parent
        }
        return folder.appendingPathComponent(".build").appendingPathComponent("mockup-artifacts")
    }
}
