import Foundation

/// The information property list of an app folder as Xcode builds it into the app's bundle, for
/// `Bundle.main.infoDictionary` (an About screen's version, a documentation URL the app keeps
/// there): the app target's `Info.plist` with its build-setting references (`$(MARKETING_VERSION)`)
/// resolved from the project's build settings; for a project whose target generates its list
/// (`GENERATE_INFOPLIST_FILE`), the list made from those settings (`MARKETING_VERSION`,
/// `CURRENT_PROJECT_VERSION`, `INFOPLIST_KEY_…`). A reference the project does not set takes
/// Xcode's value for a new project (version 1.0, build 1); one nothing defines stays as written.
enum AppInfoPlist {
    /// The list for the app in `folder`, whose resource files (`AppFolder.resourceFiles`) are
    /// `resources`, as XML. Without its project, a folder's list takes the keys Xcode adds from build
    /// settings as a new project sets them (version 1.0, build 1, `com.example.<folder>`), so that
    /// `Bundle.main.bundleIdentifier` is set, as it is in every app
    /// (`Logger(subsystem: Bundle.main.bundleIdentifier!, …)`).
    static func make(in folder: URL, resources: [URL]) -> Data? {
        let settings = buildSettings(projects: AppFolder.projectFiles(in: folder).compactMap { try? String(contentsOf: $0, encoding: .utf8) })
        let lists = resources.filter { $0.lastPathComponent == "Info.plist" }
            .compactMap { url in (try? Data(contentsOf: url)).flatMap(dictionary) }
        let hasProject = !settings.isEmpty
        // The app target's list: not an extension's (widgets, share extensions declare NSExtension).
        var list = lists.first { $0["NSExtension"] == nil } ?? [:]
        for (key, setting) in [("CFBundleShortVersionString", "MARKETING_VERSION"), ("CFBundleVersion", "CURRENT_PROJECT_VERSION"),
                               ("CFBundleIdentifier", "PRODUCT_BUNDLE_IDENTIFIER"), ("CFBundleName", "PRODUCT_NAME")]
        where list[key] == nil && (settings[setting] != nil || !hasProject) {
            list[key] = "$(\(setting))"
        }
        for (setting, value) in settings where setting.hasPrefix(generatedKeyPrefix) {
            let key = String(setting.dropFirst(generatedKeyPrefix.count))
            if list[key] == nil { list[key] = value }
        }
        let resolved = resolving(list, with: settings.merging(xcodeDefaults(projectName: projectName(in: folder))) { own, _ in own })
        return try? PropertyListSerialization.data(fromPropertyList: resolved, format: .xml, options: 0)
    }

    /// The build settings Xcode turns into list keys of a generated Info.plist (`INFOPLIST_KEY_CFBundleDisplayName`).
    static let generatedKeyPrefix = "INFOPLIST_KEY_"

    /// The settings every target has, as a new Xcode project sets them, for references the project
    /// leaves to Xcode (`$(DEVELOPMENT_LANGUAGE)`, `$(EXECUTABLE_NAME)`).
    static func xcodeDefaults(projectName: String) -> [String: String] {
        ["MARKETING_VERSION": "1.0", "CURRENT_PROJECT_VERSION": "1", "DEVELOPMENT_LANGUAGE": "en",
         "PRODUCT_BUNDLE_PACKAGE_TYPE": "APPL", "TARGET_NAME": projectName, "PRODUCT_NAME": "$(TARGET_NAME)",
         "EXECUTABLE_NAME": "$(PRODUCT_NAME)", "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
         "PRODUCT_BUNDLE_IDENTIFIER": "com.example.$(PRODUCT_NAME:rfc1034identifier)"]
    }

    /// The build settings the projects set, each to the value it has most often (the app target's
    /// configurations usually outnumber a widget's or a test target's).
    static func buildSettings(projects: [String]) -> [String: String] {
        var counts: [String: [(value: String, count: Int)]] = [:]
        let line = #/^\s*([A-Za-z_][A-Za-z0-9_]*) = ("(?:[^"\\]|\\.)*"|[^;]*);\s*$/#
        for project in projects {
            for match in project.split(separator: "\n").compactMap({ try? line.wholeMatch(in: $0) }) {
                let key = String(match.1)
                var value = String(match.2)
                if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                    value = String(value.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
                }
                if let index = counts[key, default: []].firstIndex(where: { $0.value == value }) {
                    counts[key]![index].count += 1
                } else {
                    counts[key, default: []].append((value, 1))
                }
            }
        }
        // Keys of the project file's own structure (`isa`, `name`) are lower case; settings are upper case.
        return counts.filter { $0.key.first?.isUppercase == true }
            .mapValues { values in values.dropFirst().reduce(values[0]) { $1.count > $0.count ? $1 : $0 }.value }
    }

    /// `value` (a list, or a string or collection in it) with each `$(NAME)` or `${NAME}` replaced
    /// by the setting, resolved in turn (`$(PRODUCT_NAME)` → `$(TARGET_NAME)` → `Wallabag`); a
    /// `:modifier` is applied as Xcode does for identifiers (`rfc1034identifier`, `c99extidentifier`).
    static func resolving(_ value: Any, with settings: [String: String]) -> Any {
        switch value {
        case let string as String: return resolving(string, with: settings, depth: 0)
        case let array as [Any]: return array.map { resolving($0, with: settings) }
        case let dictionary as [String: Any]: return dictionary.mapValues { resolving($0, with: settings) }
        default: return value
        }
    }

    private static func resolving(_ string: String, with settings: [String: String], depth: Int) -> String {
        guard depth < 8, string.contains("$") else { return string }
        let reference = #/\$[({]([A-Za-z_][A-Za-z0-9_]*)(?::([A-Za-z0-9_]+))?[)}]/#
        return string.replacing(reference) { match in
            guard let setting = settings[String(match.1)] else { return String(match.0) }
            let value = resolving(setting, with: settings, depth: depth + 1)
            switch match.2 {
            case "rfc1034identifier"?: return String(value.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" })
            case "c99extidentifier"?: return String(value.map { $0.isLetter || $0.isNumber ? $0 : "_" })
            default: return value
            }
        }
    }

    /// The app's name: its project's (`Wallabag.xcodeproj`), else the folder's.
    private static func projectName(in folder: URL) -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().first { $0.hasSuffix(".xcodeproj") }.map { String($0.dropLast(".xcodeproj".count)) }
            ?? folder.lastPathComponent
    }

    private static func dictionary(_ data: Data) -> [String: Any]? {
        try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    }
}
