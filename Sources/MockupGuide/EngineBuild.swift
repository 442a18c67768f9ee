import Foundation

/// The prebuilt engine a guide is compiled against: the release build's module interfaces, the
/// C module maps, and `libMockupRuntime.so`. The engine is never rebuilt per guide.
public struct EngineBuild: Sendable {
    /// `.build/release` (or wherever the `mockup` binary was built).
    public let productsDirectory: URL
    /// The package's `Sources/` (C module maps and headers).
    public let sourcesDirectory: URL

    public init(productsDirectory: URL, sourcesDirectory: URL) {
        self.productsDirectory = productsDirectory
        self.sourcesDirectory = sourcesDirectory
    }

    /// What is missing for compiling guides, or nil when the build has everything.
    public var problem: String? {
        let library = productsDirectory.appendingPathComponent("libMockupRuntime.so").path
        guard FileManager.default.fileExists(atPath: library) else {
            return "the engine library \(library) is missing: run 'swift build -c release' in the Mockup checkout"
        }
        guard FileManager.default.fileExists(atPath: productsDirectory.appendingPathComponent("Modules/SwiftUI.swiftmodule").path)
        else { return "the engine's modules are missing in \(productsDirectory.path)/Modules: run 'swift build -c release'" }
        if let newer = Self.coreModules.first(where: { isNewerThanLibrary("Modules/\($0).swiftmodule") }) {
            return "the engine library \(library) is older than its module \(newer) (a partial build, such as "
                + "'swift build --product mockup'; guides compiled against it would crash): run 'swift build -c release'"
        }
        return nil
    }

    /// The engine's own modules in the library, rebuilt with it: one newer than the library means
    /// the library was not relinked after the engine changed.
    static let coreModules = ["MockupRaster", "MockupText", "MockupUI", "SwiftUI", "MockupGuideRuntime"]

    /// Whether the file at `path` (under the products directory) was written after the library.
    private func isNewerThanLibrary(_ path: String) -> Bool {
        func modified(_ path: String) -> Date? {
            (try? FileManager.default.attributesOfItem(atPath: productsDirectory.appendingPathComponent(path).path))?[.modificationDate] as? Date
        }
        guard let file = modified(path), let library = modified("libMockupRuntime.so") else { return false }
        return file > library
    }

    /// Flags that let `swiftc` import the engine's modules (and the C modules they import).
    public var compilerFlags: [String] {
        var flags = ["-I", productsDirectory.appendingPathComponent("Modules").path]
        let fileManager = FileManager.default
        let sourceMaps = ((try? fileManager.contentsOfDirectory(atPath: sourcesDirectory.path)) ?? []).sorted()
            .map { sourcesDirectory.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
        let builtMaps = ((try? fileManager.contentsOfDirectory(atPath: productsDirectory.path)) ?? []).sorted()
            .filter { $0.hasSuffix(".build") }
            .map { productsDirectory.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
        for map in sourceMaps + builtMaps where fileManager.fileExists(atPath: map) {
            flags += ["-Xcc", "-fmodule-map-file=" + map]
        }
        let includes = ((try? fileManager.contentsOfDirectory(atPath: sourcesDirectory.path)) ?? []).sorted()
            .map { sourcesDirectory.appendingPathComponent($0).appendingPathComponent("include").path }
            .filter { fileManager.fileExists(atPath: $0) } + ["/usr/include/freetype2", "/usr/include/harfbuzz"]
        for include in includes { flags += ["-Xcc", "-I" + include] }
        return flags
    }

    /// Flags that link a runner against the engine library. The library is named as an input file, which
    /// puts it first among the runner's libraries, before libdispatch: its definitions of libdispatch's
    /// scheduling functions then take precedence (`AppearanceWork`, docs/ARCHITECTURE.md).
    public var linkerFlags: [String] {
        [productsDirectory.appendingPathComponent("libMockupRuntime.so").path,
         "-Xlinker", "-rpath", "-Xlinker", productsDirectory.path]
    }

    /// Identifies this engine build for caches: the library's size and modification time.
    public var identity: String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: productsDirectory.appendingPathComponent("libMockupRuntime.so").path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)-\(date)"
    }
}
