import Foundation

/// What Mockup reads of an app's source folder besides its Swift files: the asset catalogs. Its
/// subfolders are searched too (an Xcode project keeps `MyApp/Assets.xcassets`), except hidden
/// folders (`.build`, `.git`) and test targets (`…Tests`); a catalog's own folders are not.
enum AppFolder {
    /// The `*.xcassets` folders in `folder` (and its subfolders when `recursive`), in sorted path order.
    static func assetCatalogs(in folder: URL, recursive: Bool = true) -> [URL] {
        var found: [URL] = []
        func visit(_ directory: URL) {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                let url = directory.appendingPathComponent(name, isDirectory: true)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                if name.hasSuffix(".xcassets") {
                    found.append(url)
                } else if recursive, !name.hasSuffix("Tests") {
                    visit(url)
                }
            }
        }
        visit(folder)
        return found.sorted { $0.path < $1.path }
    }
}
