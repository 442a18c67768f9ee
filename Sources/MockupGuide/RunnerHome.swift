import Foundation

/// The home folder a guide's runner gets: a fresh empty folder, removed after the run, so app
/// code that saves documents, caches or preferences while it renders never reads or writes the
/// user's own files (`HOME` and the XDG base folders point into it).
struct RunnerHome {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-home-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw GuideError("cannot make a home folder for the guide's runner in \(folder.deletingLastPathComponent().path): \(error.localizedDescription)")
        }
    }

    /// `environment` with the home and XDG base folders inside this folder.
    func applied(to environment: [String: String]) -> [String: String] {
        var environment = environment
        environment["HOME"] = folder.path
        environment["XDG_DATA_HOME"] = folder.appendingPathComponent(".local/share").path
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent(".config").path
        environment["XDG_CACHE_HOME"] = folder.appendingPathComponent(".cache").path
        return environment
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
