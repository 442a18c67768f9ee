import Foundation

/// What Mockup reads of an app's source folder: its Swift files, asset catalogs, string tables, resources and Core Data models. Subfolders
/// are searched too (an Xcode project keeps `MyApp/View/`, `MyApp/Assets.xcassets`), except hidden
/// folders (`.build`, `.git`), test targets (`…Tests`, `Tests iOS`) and the targets of other platforms an iOS
/// app's repository keeps beside it (`macOS/`, `MyAppWatchApp/`, `MyApp WatchKit Extension/`: their
/// code declares the same types again, for a device renders do not show); a catalog's own folders are not.
enum AppFolder {
    /// Whether a subfolder named `name` holds another platform's target.
    static func isOtherPlatformTarget(_ name: String) -> Bool {
        let lowered = name.lowercased()
        if ["macos", "watchos", "tvos", "visionos"].contains(lowered) { return true }
        return ["watchapp", "watch app", "watchkit app", "watchkit extension", "watch extension", "watchkitapp",
                "watchkitextension", " macos", "-macos", "_macos", "(macos)"].contains { lowered.hasSuffix($0) }
    }

    /// Whether a subfolder named `name` holds a test target: `Tests`, `MyAppTests`, `MyAppUITests`, or
    /// Xcode's multiplatform template's `Tests iOS` and `Tests macOS`.
    static func isTestTarget(_ name: String) -> Bool {
        name.hasSuffix("Tests") || name.hasPrefix("Tests ")
    }

    /// The Swift files of `folder` as paths relative to it, in sorted order (the top `Package.swift` left
    /// out; `isBuildManifest` finds the others by their imports).
    static func swiftFiles(in folder: URL) throws -> [String] {
        var found: [String] = []
        try walk(folder, recursive: true) { path, isDirectory in
            if !isDirectory, path.hasSuffix(".swift"), path != "Package.swift" { found.append(path) }
        }
        return found
    }

    /// Whether the file at `path` (relative to `folder`) is a CocoaPods dependency's source: inside
    /// a `Pods` folder that holds CocoaPods' `Pods.xcodeproj`.
    static func isCocoaPodsSource(_ path: String, in folder: URL) -> Bool {
        let components = path.split(separator: "/").dropLast()
        return components.indices.contains { index in
            components[index] == "Pods" && FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(components[...index].joined(separator: "/") + "/Pods.xcodeproj").path)
        }
    }

    /// Whether the file at `path` (relative to `folder`) belongs to a Tuist plugin: it sits in a folder
    /// whose `Plugin.swift` imports `ProjectDescription`. A plugin's helpers, templates and task
    /// executables (`Sources/tuist-<task>/main.swift`) generate the project; they are not app code.
    static func isTuistPluginSource(_ path: String, in folder: URL) -> Bool {
        let components = path.split(separator: "/").dropLast()
        return components.indices.contains { index in
            let manifest = folder.appendingPathComponent(components[...index].joined(separator: "/") + "/Plugin.swift")
            guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return false }
            return ModuleImports.modules(in: text).contains("ProjectDescription")
        }
    }

    /// Whether Swift `code` is a build manifest rather than app code: it imports SwiftPM's
    /// `PackageDescription` (a `Package.swift` in a subfolder) or Tuist's `ProjectDescription`
    /// (`Project.swift`, `Workspace.swift`, `Tuist/ProjectDescriptionHelpers`, plugins' helpers).
    static func isBuildManifest(_ code: String) -> Bool {
        // Most files name neither module: they are not scanned for imports.
        code.contains("Description")
            && ModuleImports.modules(in: code).contains { ["PackageDescription", "ProjectDescription", "ProjectDescriptionHelpers"].contains($0) }
    }

    /// Whether Swift `code` declares an app's entry point: a SwiftUI app (`@main struct …: App`) or
    /// a UIKit app's delegate (`@main` or `@UIApplicationMain class AppDelegate: UIResponder,
    /// UIApplicationDelegate`, Xcode 11's template for SwiftUI apps too).
    static func isAppEntry(_ code: String) -> Bool {
        code.contains(#/@main\s+(?:public\s+|final\s+)*struct\s+\w+\s*:\s*(?:SwiftUI\.)?App\b/#)
            || code.contains(#/@(?:main|UIApplicationMain)\s+(?:public\s+|final\s+|open\s+)*class\s+\w+\s*:[^{]*\bUIApplicationDelegate\b/#)
    }

    /// Whether Swift `code` is a script (its first line `#!/usr/bin/env swift`), run on its own rather
    /// than built into the app: a folder's scripts are left out, as its build manifests are.
    static func isScript(_ code: String) -> Bool { code.hasPrefix("#!") }

    /// The `*.xcassets` folders in `folder` (and its subfolders when `recursive`), in sorted path order.
    static func assetCatalogs(in folder: URL, recursive: Bool = true) -> [URL] {
        var found: [URL] = []
        try? walk(folder, recursive: recursive) { path, isDirectory in
            if isDirectory, path.hasSuffix(".xcassets") { found.append(folder.appendingPathComponent(path, isDirectory: true)) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The localized string tables in `folder` (and its subfolders when `recursive`; else in the
    /// `.lproj` folders beside it too), in sorted path order: `.strings` files in `.lproj` folders,
    /// and `.xcstrings` string catalogs.
    static func stringTables(in folder: URL, recursive: Bool = true) -> [URL] {
        var found: [URL] = []
        try? walk(folder, recursive: recursive) { path, isDirectory in
            let url = folder.appendingPathComponent(path)
            if isDirectory, !recursive, url.pathExtension == "lproj" {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
                found += names.filter { $0.hasSuffix(".strings") }.map { url.appendingPathComponent($0) }
            } else if !isDirectory, url.pathExtension == "xcstrings"
                        || url.pathExtension == "strings" && url.deletingLastPathComponent().pathExtension == "lproj" {
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The resource files an app target copies into its bundle, in `folder` (and its subfolders when
    /// `recursive`), in sorted path order: data (JSON, property lists, text), fonts, loose images,
    /// sounds and videos, web pages, models. Swift files, catalogs, data models and string tables are
    /// read otherwise.
    static func resourceFiles(in folder: URL, recursive: Bool = true) -> [URL] {
        var found: [URL] = []
        try? walk(folder, recursive: recursive) { path, isDirectory in
            let url = folder.appendingPathComponent(path)
            if !isDirectory, resourceExtensions.contains(url.pathExtension.lowercased()), url.deletingLastPathComponent().pathExtension != "lproj" {
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The extensions of the files `resourceFiles` collects.
    private static let resourceExtensions: Set<String> = [
        "json", "geojson", "plist", "txt", "csv", "xml", "gpx", "md",
        "ttf", "otf", "ttc",
        "png", "jpg", "jpeg", "gif", "heic", "webp", "svg", "pdf",
        "mp3", "m4a", "wav", "caf", "aiff", "mp4", "mov", "m4v",
        "html", "css", "js", "usdz", "sqlite",
    ]

    /// The app's Xcode project files (`*.xcodeproj/project.pbxproj`) in `folder` and its subfolders,
    /// in sorted path order; CocoaPods' `Pods.xcodeproj` is the dependencies', not the app's.
    static func projectFiles(in folder: URL) -> [URL] {
        var found: [URL] = []
        try? walk(folder, recursive: true) { path, isDirectory in
            let url = folder.appendingPathComponent(path)
            if !isDirectory, url.lastPathComponent == "project.pbxproj", url.deletingLastPathComponent().pathExtension == "xcodeproj",
               url.deletingLastPathComponent().lastPathComponent != "Pods.xcodeproj" {
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The Core Data models (`*.xcdatamodeld` folders) in `folder` and its subfolders, in sorted path order.
    static func dataModels(in folder: URL) -> [URL] { entries(in: folder, endingIn: ".xcdatamodeld", folders: true) }

    /// The SiriKit intent definitions (`.intentdefinition`) in the folder, subfolders included.
    static func intentDefinitions(in folder: URL) -> [URL] { entries(in: folder, endingIn: ".intentdefinition", folders: false) }

    /// SwiftGen's configuration files (`swiftgen.yml`) in the folder, subfolders included.
    static func swiftGenConfigurations(in folder: URL) -> [URL] {
        entries(in: folder, endingIn: "swiftgen.yml", folders: false) + entries(in: folder, endingIn: "swiftgen.yaml", folders: false)
    }

    /// The folders (or files) whose names end in `suffix`, in the folder and its subfolders, sorted.
    private static func entries(in folder: URL, endingIn suffix: String, folders: Bool) -> [URL] {
        var found: [URL] = []
        try? walk(folder, recursive: true) { path, isDirectory in
            if isDirectory == folders, path.hasSuffix(suffix) { found.append(folder.appendingPathComponent(path, isDirectory: folders)) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Calls `visit` with each entry's path relative to `folder` and whether it is a folder, in
    /// sorted order, descending (when `recursive`) into every subfolder but hidden ones, test
    /// targets, asset catalogs, data models and localization catalogs (`.xcloc`: an export of the
    /// app's strings and resources for translators, with copies of its catalogs).
    private static func walk(_ folder: URL, recursive: Bool, _ visit: (String, Bool) -> Void) throws {
        func descend(_ relative: String) throws {
            let directory = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
                visit(path, isDirectory.boolValue)
                if isDirectory.boolValue, recursive, !isTestTarget(name), !isOtherPlatformTarget(name),
                   ![".xcassets", ".xcdatamodeld", ".xcloc"].contains(where: name.hasSuffix) {
                    try? descend(path)
                }
            }
        }
        try descend("")
    }
}
