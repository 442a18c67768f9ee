import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A dotLottie file (`.lottie`: a zip of a manifest and one or more JSON animations). A view shows
/// its first animation, or the one its manifest names first.
public final class DotLottieFile: @unchecked Sendable {
    /// The animations' IDs, in the manifest's order.
    public let animationIDs: [String]
    let animation: LottieAnimation?

    init?(data: Data) {
        guard let archive = ZipArchive(data: data) else { return nil }
        let manifest = archive.contents(of: "manifest.json").flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
        let listed = (manifest?["animations"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        let found = archive.entries.map(\.name).filter { $0.hasPrefix("animations/") && $0.hasSuffix(".json") }
            .map { String($0.dropFirst("animations/".count).dropLast(".json".count)) }
        animationIDs = listed.isEmpty ? found : listed
        animation = animationIDs.first.flatMap { archive.contents(of: "animations/\($0).json") }.flatMap { LottieAnimation(data: $0) }
    }

    /// The dotLottie file `name`.lottie in `bundle`.
    public static func named(_ name: String, bundle: Bundle = Bundle.main, subdirectory: String? = nil,
                             dotLottieCache: (any DotLottieCacheProvider)? = DotLottieCache.sharedCache) async throws -> DotLottieFile {
        let file = name.hasSuffix(".lottie") ? String(name.dropLast(7)) : name
        guard let url = bundle.url(forResource: file, withExtension: "lottie", subdirectory: subdirectory) else {
            throw DotLottieError.fileNotFound(name)
        }
        return try load(url)
    }

    /// The dotLottie file at `filepath`.
    public static func loadedFrom(filepath: String, dotLottieCache: (any DotLottieCacheProvider)? = DotLottieCache.sharedCache) async throws -> DotLottieFile {
        try load(URL(fileURLWithPath: filepath))
    }

    /// The dotLottie file at `url`: a render reaches no network, so only a file URL loads.
    public static func loadedFrom(url: URL, session: URLSession = .shared,
                                  dotLottieCache: (any DotLottieCacheProvider)? = DotLottieCache.sharedCache) async throws -> DotLottieFile {
        guard url.isFileURL else { throw DotLottieError.notDownloaded(url) }
        return try load(url)
    }

    private static func load(_ url: URL) throws -> DotLottieFile {
        guard let file = DotLottieFile(data: try Data(contentsOf: url)) else { throw DotLottieError.invalidFile(url.lastPathComponent) }
        return file
    }
}

/// Why a dotLottie file did not load.
public enum DotLottieError: Error, Sendable {
    case fileNotFound(String)
    case invalidFile(String)
    case notDownloaded(URL)
}

/// A cache of loaded dotLottie files.
public protocol DotLottieCacheProvider: Sendable {}

/// Lottie's shared dotLottie cache (files are read again each time in a render).
public final class DotLottieCache: DotLottieCacheProvider {
    public static let sharedCache = DotLottieCache()
}
