import Foundation
import MockupAssets

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

    /// The runner at `runner`, placed in a folder of this home (hard-linked, or copied where a link
    /// cannot be made) as an app's bundle is laid out: `en.lproj/<Table>.strings` files holding
    /// `tables`, and `resources` linked in flat, the first of a name winning, as Xcode copies a
    /// target's resources into the app's root, and `info` as its `Info.plist`. Foundation's
    /// `NSLocalizedString`, `Bundle.localizedString`, `Bundle.main.url(forResource:withExtension:)`
    /// and `Bundle.main.infoDictionary` then find the app's strings, files and keys as they would on iOS.
    func bundle(running runner: URL, with tables: StringTables, resources: [URL], info: Data? = nil) throws -> URL {
        let bundle = folder.appendingPathComponent("App.bundle", isDirectory: true)
        let strings = bundle.appendingPathComponent("en.lproj", isDirectory: true)
        let placed = bundle.appendingPathComponent(runner.lastPathComponent)
        do {
            try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
            do { try FileManager.default.linkItem(at: runner, to: placed) } catch { try FileManager.default.copyItem(at: runner, to: placed) }
            for (table, entries) in tables.entries {
                let data = try PropertyListSerialization.data(fromPropertyList: entries, format: .xml, options: 0)
                try data.write(to: strings.appendingPathComponent(table + ".strings"))
            }
            // The app's Info.plist as Xcode builds it, in place of the raw ones among the resources.
            if let info { try info.write(to: bundle.appendingPathComponent("Info.plist")) }
            for resource in resources {
                let link = bundle.appendingPathComponent(resource.lastPathComponent)
                guard !FileManager.default.fileExists(atPath: link.path) else { continue }
                try FileManager.default.createSymbolicLink(at: link, withDestinationURL: resource)
            }
        } catch {
            throw GuideError("cannot lay out the guide's runner with the app's strings and resources in \(bundle.path): \(error.localizedDescription)")
        }
        return placed
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
