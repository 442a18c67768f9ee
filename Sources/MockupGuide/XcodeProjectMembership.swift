import Foundation

/// Which files an Xcode project builds for iPhone: those its iOS targets other than test bundles
/// (a watch, TV or Mac target's files are another device's app) compile or copy,
/// as their Sources and Resources build phases list them (a folder reference with what it holds,
/// a localized file in each language), or as the folders Xcode 16 keeps in sync with targets hold
/// them (`PBXFileSystemSynchronizedRootGroup`, less the files a target's exception set takes out,
/// plus the files another target's exception set adds). A file in the project's folder that no
/// target builds — a stale copy kept in the tree, a second app's sources the project never
/// references, a localization export — is not part of the app: its Swift declares types again,
/// its catalog's names shadow the app's.
///
/// A project with several iPhone apps (a SwiftUI app and its UIKit twin sharing a folder of models)
/// can be scoped to one of them: its files and those of the project's other kinds of targets
/// (extensions, frameworks), not the other apps'.
struct XcodeProjectMembership {
    /// The project's folder: the one holding `Name.xcodeproj`.
    let folder: URL
    /// The project's name (`Name.xcodeproj`), for messages.
    let name: String
    /// `Name.xcodeproj/project.pbxproj`.
    let projectFile: URL
    /// The iPhone application targets, by name, in the project's order.
    let applications: [String]
    /// The one application this membership is scoped to, or nil for all of them.
    let application: String?
    /// Whether a target other than a test bundle builds for iPhone (else the project is another
    /// device's: a Mac command-line tool, a watch app).
    let buildsForIPhone: Bool
    /// The standardized paths of the files and folders the targets' Sources and Resources build phases list.
    private let listedFiles: Set<String>
    /// The folders kept in sync with targets (`PBXFileSystemSynchronizedRootGroup`).
    private let syncedFolders: [SyncedFolder]

    private struct SyncedFolder {
        let path: String
        /// Whether a target other than a test bundle builds the folder's files.
        let builtByDefault: Bool
        /// Relative paths the exception sets take out of every building target (when `builtByDefault`) or add to one.
        let exceptions: Set<String>
    }

    /// The project of `projectFile` (`Name.xcodeproj/project.pbxproj`), scoped to its application
    /// target `application` when given; nil when it cannot be read as a property list or builds no
    /// Swift file (a project Mockup cannot read decides nothing).
    init?(projectFile: URL, application: String? = nil) {
        self.projectFile = projectFile
        self.application = application
        guard let data = try? Data(contentsOf: projectFile),
              let list = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let objects = list["objects"] as? [String: [String: Any]],
              let root = (list["rootObject"] as? String).flatMap({ objects[$0] }) else { return nil }
        let projectBundle = projectFile.deletingLastPathComponent()
        folder = projectBundle.deletingLastPathComponent().standardizedFileURL
        name = projectBundle.lastPathComponent
        let sourceRoot = folder.appendingPathComponent(root["projectDirPath"] as? String ?? "").standardizedFileURL

        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parents[child] = id }
        }
        /// Where the file or group `id` is, as Xcode resolves its `path` against its `sourceTree`.
        func location(of id: String) -> URL? {
            guard let object = objects[id] else { return nil }
            let path = object["path"] as? String
            let base: URL?
            switch object["sourceTree"] as? String {
            case "<group>": base = parents[id].map { location(of: $0) } ?? sourceRoot
            case "SOURCE_ROOT": base = sourceRoot
            case "<absolute>": base = URL(fileURLWithPath: "/")
            default: return nil  // SDK, built products, developer folder: not the app's files
            }
            return path.map { base?.appendingPathComponent($0) } ?? base
        }

        /// The SDK a configuration list builds with (`iphoneos`, `watchos`, `auto`), and the platforms
        /// an `auto` one supports: its first configuration that sets them.
        func sdk(ofList id: Any?) -> (sdk: String?, platforms: String?) {
            let settings = ((id as? String).flatMap { objects[$0]?["buildConfigurations"] as? [String] } ?? [])
                .compactMap { objects[$0]?["buildSettings"] as? [String: Any] }
            return (settings.lazy.compactMap { $0["SDKROOT"] as? String }.first,
                    settings.lazy.compactMap { $0["SUPPORTED_PLATFORMS"] as? String }.first)
        }
        let projectSDK = sdk(ofList: root["buildConfigurationList"])
        /// Whether a target builds for iPhone: its SDK (else the project's) is iOS's, or an `auto` SDK
        /// whose platforms include it; a watch, TV, Mac or Vision target is another device's app.
        func isIPhoneTarget(_ target: [String: Any]) -> Bool {
            let own = sdk(ofList: target["buildConfigurationList"])
            switch own.sdk ?? projectSDK.sdk {
            case nil, "iphoneos": return true
            case "auto": return (own.platforms ?? projectSDK.platforms).map { $0.contains("iphoneos") } ?? true
            default: return false
            }
        }
        let products = (root["targets"] as? [String] ?? []).compactMap { id in objects[id].map { (id, $0) } }
            .filter { _, target in
                let product = target["productType"] as? String ?? ""
                return !product.hasSuffix(".unit-test") && !product.hasSuffix(".ui-testing")
            }
        // A project with no iPhone target at all (a Mac app) is drawn from what it has.
        let iPhoneTargets = products.filter { isIPhoneTarget($0.1) }
        self.buildsForIPhone = !iPhoneTargets.isEmpty
        func isApplication(_ target: [String: Any]) -> Bool { target["productType"] as? String == "com.apple.product-type.application" }
        applications = iPhoneTargets.filter { isApplication($0.1) }.compactMap { $0.1["name"] as? String }
        let targets = (iPhoneTargets.isEmpty ? products : iPhoneTargets).filter { _, target in
            application == nil || !isApplication(target) || target["name"] as? String == application
        }
        var listed: Set<String> = []
        for (_, target) in targets {
            for phase in (target["buildPhases"] as? [String] ?? []).compactMap({ objects[$0] })
            where ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"] as? String) {
                for reference in (phase["files"] as? [String] ?? []).compactMap({ objects[$0]?["fileRef"] as? String }) {
                    // A localized file's variant group lists the file of each language (`en.lproj/Localizable.strings`).
                    let files = objects[reference]?["isa"] as? String == "PBXVariantGroup"
                        ? objects[reference]?["children"] as? [String] ?? [] : [reference]
                    listed.formUnion(files.compactMap { location(of: $0)?.standardizedFileURL.path })
                }
            }
        }
        let building = Set(targets.map(\.0))
        var synced: [SyncedFolder] = []
        for (id, object) in objects where object["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
            guard let path = location(of: id)?.standardizedFileURL.path else { continue }
            let members = targets.filter { ($0.1["fileSystemSynchronizedGroups"] as? [String] ?? []).contains(id) }.map(\.0)
            let exceptionSets = (object["exceptions"] as? [String] ?? []).compactMap { objects[$0] }
                .filter { ($0["target"] as? String).map(building.contains) ?? false }
            if members.isEmpty {
                let added = exceptionSets.flatMap { $0["membershipExceptions"] as? [String] ?? [] }
                synced.append(SyncedFolder(path: path, builtByDefault: false, exceptions: Set(added)))
            } else {
                // A file is left out only when every target building the folder takes it out.
                let takenOut = members.map { member in
                    Set(exceptionSets.filter { $0["target"] as? String == member }.flatMap { $0["membershipExceptions"] as? [String] ?? [] })
                }
                synced.append(SyncedFolder(path: path, builtByDefault: true, exceptions: takenOut.dropFirst().reduce(takenOut[0]) { $0.intersection($1) }))
            }
        }
        listedFiles = listed
        syncedFolders = synced
        guard listed.contains(where: { $0.hasSuffix(".swift") }) || !synced.isEmpty else { return nil }
    }

    /// Whether a target of the project builds or copies the file or folder at `url` (listed itself or
    /// in a listed folder, in the project's folder or outside it, `../Shared/Song.swift`).
    func builds(_ url: URL) -> Bool {
        let path = url.standardizedFileURL.path
        var listedFolder = url.standardizedFileURL
        while listedFolder.path.count > 1 {
            if listedFiles.contains(listedFolder.path) { return true }
            listedFolder.deleteLastPathComponent()
        }
        return syncedFolders.contains { synced in
            guard path.hasPrefix(synced.path + "/") else { return false }
            return synced.builtByDefault != synced.exceptions.contains(String(path.dropFirst(synced.path.count + 1)))
        }
    }

    /// This project scoped to each of its iPhone applications, when it has more than one.
    var perApplication: [XcodeProjectMembership] {
        applications.count > 1 ? applications.compactMap { XcodeProjectMembership(projectFile: projectFile, application: $0) } : []
    }

    /// The projects of `projectFiles` that Mockup can read, those in the deepest folder first (by name in one folder).
    static func read(_ projectFiles: [URL]) -> [XcodeProjectMembership] {
        projectFiles.compactMap { XcodeProjectMembership(projectFile: $0) }
            .sorted { ($1.folder.path.count, $0.name) < ($0.folder.path.count, $1.name) }
    }

    /// The project of `projects` (as `read` orders them) that builds the file or folder at `url`
    /// into none of its targets, or nil when `url` is part of the app. A file is governed by the
    /// projects in the folder nearest to it (an app's and its clip's side by side: either may build
    /// it); one with a `Package.swift` in a folder between them (a local package, or a package
    /// beside the project) belongs to the package, and one in no project's folder stays. A project
    /// with no iPhone target inside an iPhone project's folder (the app's Mac tool that generates
    /// its strings) builds none of its files into the app.
    static func projectLeavingOut(_ url: URL, projects: [XcodeProjectMembership]) -> XcodeProjectMembership? {
        let url = url.standardizedFileURL
        guard let nearest = projects.first(where: { url.path.hasPrefix($0.folder.path + "/") }),
              !isInPackage(url, below: nearest.folder) else { return nil }
        let governing = projects.filter { $0.folder == nearest.folder }
        if !governing.contains(where: \.buildsForIPhone),
           projects.contains(where: { $0.buildsForIPhone && url.path.hasPrefix($0.folder.path + "/") }) { return nearest }
        return governing.contains { $0.builds(url) } ? nil : nearest
    }

    /// Whether a folder holding `file`, up to and including `projectFolder`, has a `Package.swift`.
    private static func isInPackage(_ file: URL, below projectFolder: URL) -> Bool {
        var current = file.deletingLastPathComponent()
        while current.path.count >= projectFolder.path.count {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path) { return true }
            current.deleteLastPathComponent()
        }
        return false
    }
}
