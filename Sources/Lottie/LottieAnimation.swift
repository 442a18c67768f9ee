import CRLottie
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MockupRaster
import SwiftUI

/// A frame of an animation, counted from the composition's start (`ip`) at its frame rate.
public typealias AnimationFrameTime = CGFloat
/// A point of an animation between its start (0) and its end (1).
public typealias AnimationProgressTime = CGFloat

/// A Lottie animation (a Bodymovin JSON file): its composition read here, its frames drawn by
/// Samsung's rlottie (Debian's librlottie-dev). Loading finds the file as Lottie does: by name in
/// the bundle (`.named`), by path, in an asset catalog's data set (`.asset`), or from data.
public final class LottieAnimation: @unchecked Sendable {
    public let startFrame: AnimationFrameTime
    public let endFrame: AnimationFrameTime
    public let framerate: Double
    /// The composition's size in points.
    public let size: CGSize
    private let markers: [(name: String, frame: AnimationFrameTime, duration: AnimationFrameTime)]
    private let handle: OpaquePointer
    private let frameCount: Int
    private let lock = NSLock()
    /// The frame drawn last, as views set an animation and then its playback: drawn once.
    private var lastFrame: (index: Int, width: Int, image: UIImage?)?

    /// The animation in `data`, or nil when it is not a Lottie composition rlottie can read.
    init?(data: Data) {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let width = (json["w"] as? NSNumber)?.doubleValue, let height = (json["h"] as? NSNumber)?.doubleValue,
              width > 0, height > 0,
              let text = String(data: data, encoding: .utf8),
              let handle = lottie_animation_from_data(text, "", "") else { return nil }
        self.handle = handle
        size = CGSize(width: width, height: height)
        startFrame = (json["ip"] as? NSNumber)?.doubleValue ?? 0
        endFrame = (json["op"] as? NSNumber)?.doubleValue ?? 0
        framerate = (json["fr"] as? NSNumber)?.doubleValue ?? 30
        frameCount = lottie_animation_get_totalframe(handle)
        markers = (json["markers"] as? [[String: Any]] ?? []).compactMap { marker -> (String, CGFloat, CGFloat)? in
            guard let name = marker["cm"] as? String, let time = (marker["tm"] as? NSNumber)?.doubleValue else { return nil }
            return (name, CGFloat(time), CGFloat((marker["dr"] as? NSNumber)?.doubleValue ?? 0))
        }
    }

    deinit { lottie_animation_destroy(handle) }

    public var duration: TimeInterval { Double(endFrame - startFrame) / framerate }
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }
    public var markerNames: [String] { markers.map(\.name) }

    // MARK: Loading

    /// The animation `name`.json in `bundle` (in `subdirectory`).
    public static func named(_ name: String, bundle: Bundle = Bundle.main, subdirectory: String? = nil,
                             animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared) -> LottieAnimation? {
        let file = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
        return bundle.url(forResource: file, withExtension: "json", subdirectory: subdirectory).flatMap(loaded)
    }

    /// The animation in the JSON file at `filepath`.
    public static func filepath(_ filepath: String, animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared) -> LottieAnimation? {
        loaded(URL(fileURLWithPath: filepath))
    }

    /// The animation in the data set `name` of the app's asset catalogs.
    public static func asset(_ name: String, bundle: Bundle = Bundle.main,
                             animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared) -> LottieAnimation? {
        NSDataAsset(name: name, bundle: bundle).flatMap { LottieAnimation(data: $0.data) }
    }

    /// The animation in `data`; throws when it is not a Lottie composition.
    public static func from(data: Data, strategy: DecodingStrategy = .dictionaryBased) throws -> LottieAnimation {
        guard let animation = LottieAnimation(data: data) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The data is not a Lottie animation."))
        }
        return animation
    }

    /// Downloads the animation at `url`: a render reaches no network, so none arrives.
    public static func loadedFrom(url: URL, session: URLSession = .shared,
                                  animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared) async -> LottieAnimation? {
        url.isFileURL ? loaded(url) : nil
    }

    /// What `loadedFrom(url:closure:)` hands the animation to (nil when none loads).
    public typealias DownloadClosure = (LottieAnimation?) -> Void

    /// Downloads the animation at `url` and hands it to `closure`, at once: a file URL's animation,
    /// else nil, as a render reaches no network.
    public static func loadedFrom(url: URL, session: URLSession = .shared, closure: @escaping DownloadClosure,
                                  animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared) {
        closure(url.isFileURL ? loaded(url) : nil)
    }

    private static func loaded(_ url: URL) -> LottieAnimation? {
        (try? Data(contentsOf: url)).flatMap { LottieAnimation(data: $0) }
    }

    // MARK: Time

    public func progressTime(forMarker named: String) -> AnimationProgressTime? {
        frameTime(forMarker: named).map { progressTime(forFrame: $0) }
    }
    public func frameTime(forMarker named: String) -> AnimationFrameTime? { markers.first { $0.name == named }?.frame }
    public func durationFrameTime(forMarker named: String) -> AnimationFrameTime? { markers.first { $0.name == named }?.duration }
    public func progressTime(forFrame frameTime: AnimationFrameTime, clamped: Bool = true) -> AnimationProgressTime {
        let progress = endFrame > startFrame ? (frameTime - startFrame) / (endFrame - startFrame) : 0
        return clamped ? min(max(progress, 0), 1) : progress
    }
    public func frameTime(forProgress progressTime: AnimationProgressTime) -> AnimationFrameTime {
        startFrame + (endFrame - startFrame) * progressTime
    }
    public func time(forFrame frameTime: AnimationFrameTime) -> TimeInterval { Double(frameTime - startFrame) / framerate }
    public func frameTime(forTime time: TimeInterval) -> AnimationFrameTime { startFrame + CGFloat(time * framerate) }

    // MARK: Drawing

    /// The frame at `frame`, drawn `scale` pixels per point (at most 1,200 pixels along the longer
    /// side), as an image `size` points large.
    func image(atFrame frame: AnimationFrameTime, scale: CGFloat) -> UIImage? {
        let pixelScale = min(scale, 1200 / max(size.width, size.height))
        let width = max(1, Int((size.width * pixelScale).rounded())), height = max(1, Int((size.height * pixelScale).rounded()))
        let index = min(max(Int((frame - startFrame).rounded()), 0), max(frameCount - 1, 0))
        return lock.withLock {
            if let lastFrame, lastFrame.index == index, lastFrame.width == width { return lastFrame.image }
            var argb = [UInt32](repeating: 0, count: width * height)
            argb.withUnsafeMutableBufferPointer { buffer in
                lottie_animation_render(handle, index, buffer.baseAddress, width, height, width * 4)
            }
            // rlottie writes premultiplied 0xAARRGGBB; the canvas keeps red in the low byte.
            let rgba = argb.map { ($0 & 0xFF00_FF00) | ($0 >> 16 & 0xFF) | ($0 & 0xFF) << 16 }
            let image = (try? PixelImage(width: width, height: height, pixels: rgba)).map { UIImage(pixels: $0, scale: CGFloat(width) / size.width) }
            lastFrame = (index, width, image)
            return image
        }
    }
}

/// How a composition's JSON is decoded (Lottie's choice of decoder; both read the same animation).
public enum DecodingStrategy: Hashable, Sendable {
    case legacyCodable
    case dictionaryBased
}

/// A cache of loaded animations.
public protocol AnimationCacheProvider: AnyObject, Sendable {
    func animation(forKey: String) -> LottieAnimation?
    func setAnimation(_ animation: LottieAnimation, forKey: String)
    func clearCache()
}

/// Lottie's shared animation cache (animations are read again each time in a render).
public final class LottieAnimationCache: AnimationCacheProvider, @unchecked Sendable {
    public static let shared = LottieAnimationCache()
    public func animation(forKey: String) -> LottieAnimation? { nil }
    public func setAnimation(_ animation: LottieAnimation, forKey: String) {}
    public func clearCache() {}
}
