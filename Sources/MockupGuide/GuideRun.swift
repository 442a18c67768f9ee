import Foundation
import MockupAssets

/// Runs a compiled guide's runner in its own process: a crash, a hang (time limit) or runaway memory
/// in the guide's code is reported against the component that was rendering, and the rest of the
/// components are rendered by running again without it.
public struct GuideRun: Sendable {
    /// One line of a guide's `index.json`.
    public struct Entry: Codable, Sendable {
        public var component: String
        public var line: Int
        public var variant: String?
        public var arguments: [String: String]
        public var files: [String]
        public var size: [Double]?
        public var fullScreen: Bool
        public var warnings: [String]
        /// `rendered`, `needs-arguments` or `failed`.
        public var status: String
        public var message: String?
        /// The scheme drawn, with why, when it is not the one asked for (the guide fixes one, or its canvas is dark).
        public var drawnScheme: String? = nil
    }

    public var schemes: [String] = ["light"]
    public var scale: Double = 3
    /// The id of the device screens render on (`iphone-16`; a `DeviceProfile` id).
    public var device = "iphone-16"
    public var fontsDirectory: URL?
    /// Folders of the user's own font files, registered in the runner before rendering
    /// (`FontLibrary.registerFonts(in:)`).
    public var userFontFolders: [URL] = []
    /// The app's asset catalogs, searched in order for `Image("name")` and `Color("name")`.
    public var assetCatalogs: [URL] = []
    /// The app's localized string tables, which `Text("key")` and `NSLocalizedString` read.
    public var stringTables: [URL] = []
    /// The app's resource files, which `Bundle.main.url(forResource:withExtension:)` finds; its
    /// fonts are registered, as an app's `UIAppFonts` are.
    public var resourceFiles: [URL] = []
    /// The app's `Info.plist` (`AppInfoPlist`), which `Bundle.main.infoDictionary` reads.
    public var infoPropertyList: Data?
    /// Seconds one runner process may take.
    public var timeLimit: TimeInterval = 120
    /// Virtual memory one runner process may use, in KiB.
    public var memoryLimit = 8 * 1024 * 1024
    /// Crashed components after which the rest of the guide is not run (each crash runs only the
    /// components after it again); what rendered is kept.
    public var maximumCrashes = 64

    public init() {}

    /// Everything about a run that changes its output (for caching renders).
    var optionsKey: String {
        "\(schemes)|\(scale)|\(device)|" + (fontsDirectory.map(Self.fingerprint) ?? "")
            + userFontFolders.map { "|" + Self.fingerprint($0) }.joined()
            + assetCatalogs.map { "|" + Self.fingerprint($0) }.joined()
            + (stringTables + resourceFiles).map { "|" + Self.fingerprint($0) }.joined()
            + (infoPropertyList.map { "|" + StableHash.hex(String(decoding: $0, as: UTF8.self)) } ?? "")
    }

    /// A file, or a folder and its files, with their sizes and modification times: changes when a
    /// font, an asset or a string table changes.
    static func fingerprint(_ folder: URL) -> String {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey, .contentModificationDateKey])
        func line(_ file: URL) -> String {
            let values = try? file.resourceValues(forKeys: [.fileSizeKey, .contentModificationDateKey])
            return "\(file.path) \(values?.fileSize ?? 0) \(values?.contentModificationDate?.timeIntervalSince1970 ?? 0)"
        }
        // A single file (a string table) is its own entry; a folder's files follow.
        var lines = [line(folder)]
        while let file = walker?.nextObject() as? URL { lines.append(line(file)) }
        return lines.sorted().joined(separator: "\n")
    }

    /// Runs `guide`, writing its PNGs into `staging`; returns the index entries. The runner runs
    /// in a home folder of its own (`RunnerHome`).
    public func run(_ guide: CompiledGuide, staging: URL) throws -> [Entry] {
        let home = try RunnerHome()
        defer { home.remove() }
        let runner = stringTables.isEmpty && resourceFiles.isEmpty && infoPropertyList == nil ? guide.runner
            : try home.bundle(running: guide.runner, with: StringTables(files: stringTables.map(\.path)), resources: resourceFiles,
                              info: infoPropertyList)
        // The app's fonts sit in its bundle folder beside the runner.
        let fontFolders = userFontFolders + (resourceFiles.isEmpty ? [] : [runner.deletingLastPathComponent()])
        // After a crash the runner runs again without the components already started: those it
        // rendered are kept from its completed file, the one it was rendering is reported as crashed.
        var skipped: [String] = []
        var crashedStems: [String] = []
        var crashes: [Entry] = []
        var kept: [Entry] = []
        while true {
            let progress = staging.appendingPathComponent(".progress"), completed = staging.appendingPathComponent(".completed")
            var arguments = ["--out", staging.path, "--schemes", schemes.joined(separator: ","), "--scale", "\(scale)",
                             "--device", device, "--progress", progress.path, "--completed", completed.path]
            if !skipped.isEmpty { arguments += ["--skip", skipped.joined(separator: ","), "--crashed", crashedStems.joined(separator: ",")] }
            if !fontFolders.isEmpty { arguments += ["--fonts", fontFolders.map(\.path).joined(separator: ":")] }
            if !assetCatalogs.isEmpty { arguments += ["--assets", assetCatalogs.map(\.path).joined(separator: ":")] }
            if !stringTables.isEmpty { arguments += ["--strings", stringTables.map(\.path).joined(separator: ":")] }
            var environment = home.applied(to: ProcessInfo.processInfo.environment)
            if let fontsDirectory { environment["MOCKUP_FONTS_DIR"] = fontsDirectory.path }
            // Sets and dictionaries in the same order every run (Swift seeds their hashing at random
            // per process otherwise), so a view drawing `ForEach(Array(tags))` renders the same PNG.
            environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
            let result = try ChildProcess(executable: "/bin/sh",
                                          arguments: ["-c", "ulimit -v \(memoryLimit); exec \"$0\" \"$@\"", runner.path] + arguments,
                                          environment: environment, timeLimit: timeLimit).run()
            let started = ((try? String(contentsOf: progress, encoding: .utf8)) ?? "").split(separator: "\n")
                .compactMap { try? JSONDecoder().decode(Started.self, from: Data($0.utf8)) }
            let finished = ((try? String(contentsOf: completed, encoding: .utf8)) ?? "").split(separator: "\n")
                .compactMap { try? JSONDecoder().decode(Entry.self, from: Data($0.utf8)) }
            try? FileManager.default.removeItem(at: progress)
            try? FileManager.default.removeItem(at: completed)
            if result.status == 0, !result.timedOut {
                let index = try Data(contentsOf: staging.appendingPathComponent("index.json"))
                try? FileManager.default.removeItem(at: staging.appendingPathComponent("index.json"))
                return crashes + kept + (try JSONDecoder().decode([Entry].self, from: index))
            }
            let reason = result.timedOut ? "did not finish within \(Int(timeLimit)) s"
                : result.signaled ? "crashed (\(Self.signalName(result.status)))" : "exited with status \(result.status)"
            let lines = result.output.split(separator: "\n")
            let detail = (lines.first { $0.contains("Fatal error") } ?? lines.first { $0.contains("error:") })
                .map { ": " + guide.userLocations(in: $0.trimmingCharacters(in: .whitespaces)) } ?? ""
            guard let last = started.last, !skipped.contains(last.stem) else {
                throw GuideError("the guide's runner \(reason)\(detail)")
            }
            skipped += started.map(\.stem)
            crashedStems.append(last.stem)
            kept += finished
            crashes.append(Self.failure(last, "the component's code \(reason)\(detail)" + Self.chosenArgumentsAdvice(last.arguments)))
            if crashes.count == maximumCrashes {
                // Code every component runs (a shared font or theme function) would crash each in turn.
                return crashes + kept + [Self.failure("(not run)", "the components after these were not run: "
                                                      + "\(crashes.count) crashed (the last \(reason)\(detail))")]
            }
        }
    }

    /// The signal a runner died of, with what usually sends it in a Swift program.
    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case 4, 5: return "signal \(signal), a Swift runtime trap: fatalError, a nil force-unwrapped, an index out of range"
        case 6: return "signal 6, aborted"
        case 9: return "signal 9, killed from outside: often the machine running out of memory"
        case 11: return "signal 11, a bad memory access: often endless recursion, a view whose body contains itself"
        default: return "signal \(signal)"
        }
    }

    /// A component the runner announced on its progress file before rendering it.
    private struct Started: Decodable {
        let stem: String
        let arguments: [String: String]
    }

    /// Why a component that crashed on the arguments Mockup chose for it may not crash in the app, and
    /// what renders it as meant; nothing for a component given no arguments.
    static func chosenArgumentsAdvice(_ arguments: [String: String]) -> String {
        guard !arguments.isEmpty else { return "" }
        let listed = arguments.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        return "; it ran with the arguments Mockup chose (\(listed)): a #Preview that passes real ones renders it as meant"
    }

    /// A failed entry of `component`.
    private static func failure(_ component: String, _ message: String) -> Entry {
        Entry(component: component, line: 0, variant: nil, arguments: [:], files: [], size: nil, fullScreen: false, warnings: [],
              status: "failed", message: message)
    }

    /// A failed entry of a component that crashed, with the arguments it was given.
    private static func failure(_ started: Started, _ message: String) -> Entry {
        var entry = failure(started.stem, message)
        entry.arguments = started.arguments
        return entry
    }
}
