import Foundation
import SwiftUI

/// Lottie's UIKit view. It draws the frame its playback stands at (`LottiePlaybackMode.still`) as
/// an image with its content mode (`.scaleAspectFit` by default, as Lottie's): a paused view its
/// current frame, a playback the frame it plays to (a loop's too). A playback that
/// ends calls its completion after its duration on the render's clock, so within the render's
/// first second only a short one does.
@preconcurrency @MainActor
open class LottieAnimationView: UIImageView, _UIKitDrawnAtRest {
    /// The animation shown; setting it shows its current frame.
    open var animation: LottieAnimation? {
        didSet { redraw() }
    }
    open var loopMode = LottieLoopMode.playOnce
    open var animationSpeed: CGFloat = 1
    open var backgroundBehavior = LottieBackgroundBehavior.pause
    open var shouldRasterizeWhenIdle = false
    open var respectAnimationFrameRate = false
    open var maskAnimationToBounds = true
    open var configuration = LottieConfiguration.shared
    open var animationLoaded: ((_ animationView: LottieAnimationView, _ animation: LottieAnimation) -> Void)?
    /// The playback set last (nil until one is).
    open private(set) var currentPlaybackMode: LottiePlaybackMode?
    private var pausedFrame: AnimationFrameTime?

    public init(animation: LottieAnimation?, imageProvider: (any AnimationImageProvider)? = nil, configuration: LottieConfiguration = .shared) {
        self.animation = animation
        self.configuration = configuration
        super.init(frame: CGRect(origin: .zero, size: animation?.size ?? .zero))
        contentMode = .scaleAspectFit
        redraw()
    }
    public convenience init(name: String, bundle: Bundle = Bundle.main, imageProvider: (any AnimationImageProvider)? = nil,
                            animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared,
                            configuration: LottieConfiguration = .shared) {
        self.init(animation: .named(name, bundle: bundle), imageProvider: imageProvider, configuration: configuration)
    }
    public convenience init(filePath: String, imageProvider: (any AnimationImageProvider)? = nil,
                            animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared,
                            configuration: LottieConfiguration = .shared) {
        self.init(animation: .filepath(filePath), imageProvider: imageProvider, configuration: configuration)
    }
    public convenience init(asset name: String, bundle: Bundle = Bundle.main, imageProvider: (any AnimationImageProvider)? = nil,
                            animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared,
                            configuration: LottieConfiguration = .shared) {
        self.init(animation: .asset(name, bundle: bundle), imageProvider: imageProvider, configuration: configuration)
    }
    /// The animation at `url`, which a render never downloads: the view stays empty.
    public convenience init(url: URL, closure: @escaping (Error?) -> Void, animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared,
                            configuration: LottieConfiguration = .shared) {
        self.init(animation: nil, configuration: configuration)
    }
    public convenience init(configuration: LottieConfiguration = .shared) { self.init(animation: nil, configuration: configuration) }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .scaleAspectFit
    }
    public required init?(coder: NSCoder) { return nil }

    /// The animation's size.
    open override var intrinsicContentSize: CGSize { animation?.size ?? CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    // MARK: Time

    open var currentFrame: AnimationFrameTime {
        get { animation.map { still(of: $0).frame } ?? 0 }
        set { pause(at: .frame(newValue)) }
    }
    open var currentProgress: AnimationProgressTime {
        get { animation.map { $0.progressTime(forFrame: currentFrame) } ?? 0 }
        set { pause(at: .progress(newValue)) }
    }
    open var currentTime: TimeInterval {
        get { animation.map { $0.time(forFrame: currentFrame) } ?? 0 }
        set { pause(at: .time(newValue)) }
    }
    open var realtimeAnimationFrame: AnimationFrameTime { currentFrame }
    open var realtimeAnimationProgress: AnimationProgressTime { currentProgress }
    open var isAnimationPlaying: Bool {
        if case .playing = currentPlaybackMode { return true }
        return false
    }
    open var isAnimationQueued: Bool { false }

    // MARK: Playing

    open func play(completion: LottieCompletionBlock? = nil) {
        play(.fromProgress(nil, toProgress: 1, loopMode: loopMode), completion: completion)
    }
    open func play(_ mode: LottiePlaybackMode.PlaybackMode, completion: LottieCompletionBlock? = nil) {
        setPlaybackMode(.playing(mode), completion: completion)
    }
    open func play(fromProgress: AnimationProgressTime? = nil, toProgress: AnimationProgressTime, loopMode: LottieLoopMode? = nil,
                   completion: LottieCompletionBlock? = nil) {
        play(.fromProgress(fromProgress, toProgress: toProgress, loopMode: loopMode ?? self.loopMode), completion: completion)
    }
    open func play(fromFrame: AnimationFrameTime? = nil, toFrame: AnimationFrameTime, loopMode: LottieLoopMode? = nil,
                   completion: LottieCompletionBlock? = nil) {
        play(.fromFrame(fromFrame, toFrame: toFrame, loopMode: loopMode ?? self.loopMode), completion: completion)
    }
    open func play(fromMarker: String? = nil, toMarker: String, playEndMarkerFrame: Bool = true, loopMode: LottieLoopMode? = nil,
                   completion: LottieCompletionBlock? = nil) {
        play(.fromMarker(fromMarker, toMarker: toMarker, playEndMarkerFrame: playEndMarkerFrame, loopMode: loopMode ?? self.loopMode),
             completion: completion)
    }
    open func play(marker: String, loopMode: LottieLoopMode? = nil, completion: LottieCompletionBlock? = nil) {
        play(.marker(marker, loopMode: loopMode ?? self.loopMode), completion: completion)
    }
    open func play(markers: [String], completion: LottieCompletionBlock? = nil) { play(.markers(markers), completion: completion) }

    /// Shows `playbackMode`: a playback that ends calls `completion` with true after its duration.
    open func setPlaybackMode(_ playbackMode: LottiePlaybackMode, completion: LottieCompletionBlock? = nil) {
        pausedFrame = currentFrame
        currentPlaybackMode = playbackMode
        redraw()
        guard let animation, let duration = still(of: animation).finishesAfter, duration.isFinite, let completion else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + duration / Double(max(animationSpeed, 0.01))) { completion(true) }
    }
    open func play(_ playbackMode: LottiePlaybackMode, animationCompletionHandler: LottieCompletionBlock? = nil) {
        setPlaybackMode(playbackMode, completion: animationCompletionHandler)
    }

    /// Stops and goes back to the start.
    open func stop() {
        pausedFrame = animation?.startFrame
        currentPlaybackMode = .paused(at: .currentFrame)
        redraw()
    }
    /// Pauses where the playback stands.
    open func pause() { pause(at: .currentFrame) }
    open func pause(at state: LottiePlaybackMode.PausedState) { setPlaybackMode(.paused(at: state)) }

    open func forceDisplayUpdate() { redraw() }
    open func reloadImages() {}
    open func setValueProvider(_ valueProvider: any AnyValueProvider, keypath: AnimationKeypath) {}
    open func removeValueProvider(for keypath: AnimationKeypath) {}
    open func logHierarchyKeypaths() {}
    open func allHierarchyKeypaths() -> [String] { [] }
    open func progressTime(forMarker named: String) -> AnimationProgressTime? { animation?.progressTime(forMarker: named) }
    open func frameTime(forMarker named: String) -> AnimationFrameTime? { animation?.frameTime(forMarker: named) }
    open func durationFrameTime(forMarker named: String) -> AnimationFrameTime? { animation?.durationFrameTime(forMarker: named) }

    /// The frame drawn as an image view draws its image; nil for a subclass the code declares.
    public var _drawingAtRest: AnyView? { type(of: self) == LottieAnimationView.self ? AnyView(drawing) : nil }

    private func still(of animation: LottieAnimation) -> PlaybackStill {
        (currentPlaybackMode ?? .paused).still(of: animation, from: pausedFrame ?? animation.startFrame)
    }

    private func redraw() {
        image = animation.flatMap { $0.image(atFrame: still(of: $0).frame, scale: UIScreen.main.scale) }
    }
}

/// Lottie's settings.
public struct LottieConfiguration: Hashable, Sendable {
    public static let shared = LottieConfiguration()
    public var renderingEngine: RenderingEngineOption
    public var decodingStrategy: DecodingStrategy
    public init(renderingEngine: RenderingEngineOption = .automatic, decodingStrategy: DecodingStrategy = .dictionaryBased) {
        self.renderingEngine = renderingEngine
        self.decodingStrategy = decodingStrategy
    }
}

/// Which engine Lottie draws with (rlottie draws every frame here).
public enum RenderingEngineOption: Hashable, Sendable {
    case automatic
    case specific(RenderingEngine)
    public static var mainThread: Self { .specific(.mainThread) }
    public static var coreAnimation: Self { .specific(.coreAnimation) }
}
public enum RenderingEngine: Hashable, Sendable { case mainThread, coreAnimation }

/// Gives an animation's image layers their images.
public protocol AnimationImageProvider {}

/// A value that replaces an animation property at a keypath (held; rlottie draws the file's values).
public protocol AnyValueProvider {}

/// A path to animation properties: layer and property names, `*` and `**` wildcards.
public struct AnimationKeypath: Hashable, Sendable {
    public let keys: [String]
    public init(keypath: String) { keys = keypath.split(separator: ".").map(String.init) }
    public init(keys: [String]) { self.keys = keys }
}

/// A colour in an animation (components 0…1).
public struct LottieColor: Hashable, Sendable {
    public var r, g, b, a: Double
    public init(r: Double, g: Double, b: Double, a: Double) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }
}

/// Replaces a colour property.
public final class ColorValueProvider: AnyValueProvider {
    public var color: LottieColor
    public init(_ color: LottieColor) { self.color = color }
}

/// Replaces a number property.
public final class FloatValueProvider: AnyValueProvider {
    public var float: CGFloat
    public init(_ float: CGFloat) { self.float = float }
}

extension UIColor {
    /// This colour as an animation colour.
    public var lottieColorValue: LottieColor {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return LottieColor(r: red, g: green, b: blue, a: alpha)
    }
}

/// Lottie 3's name for `LottieAnimationView`, which apps written for it still use.
public typealias AnimationView = LottieAnimationView
