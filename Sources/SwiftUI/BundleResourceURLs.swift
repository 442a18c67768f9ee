import Foundation

/// A bundle's resources by extension as `URL`s, as Apple's Foundation returns them
/// (swift-corelibs-foundation returns `NSURL`s, on which `url.deletingPathExtension()` does not
/// compile). Taking the extension as a `String`, these win over Foundation's for the usual
/// `urls(forResourcesWithExtension: "otf", subdirectory: nil)`.
extension Bundle {
    /// The URLs of the resources with extension `ext` in `subpath` (nil: the resources folder).
    public func urls(forResourcesWithExtension ext: String, subdirectory subpath: String?) -> [URL]? {
        let found: [NSURL]? = urls(forResourcesWithExtension: Optional(ext), subdirectory: subpath)
        return found?.compactMap { $0 as URL }
    }

    /// The URLs of the resources with extension `ext` in `subpath` for localization `localizationName`.
    public func urls(forResourcesWithExtension ext: String, subdirectory subpath: String?, localization localizationName: String?) -> [URL]? {
        let found: [NSURL]? = urls(forResourcesWithExtension: Optional(ext), subdirectory: subpath, localization: localizationName)
        return found?.compactMap { $0 as URL }
    }
}
