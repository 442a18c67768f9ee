import Foundation
import SwiftUI

/// What a `LottieView` shows: a JSON animation or a dotLottie file's.
public enum LottieAnimationSource: Sendable {
    case lottieAnimation(LottieAnimation)
    case dotLottieFile(DotLottieFile)

    var animation: LottieAnimation? {
        switch self {
        case .lottieAnimation(let animation): animation
        case .dotLottieFile(let file): file.animation
        }
    }
}

/// Lottie's SwiftUI view: a `LottieAnimationView` in a representable, as Lottie's is, so it draws
/// the same frame (see `LottieAnimationView`). Its size is the animation's, kept within the space
/// offered (`.intrinsicSize()`, the default), or the space offered (`.resizable()`); the frame is
/// drawn aspect-fit unless `configure` sets another content mode. An animation loaded by an async
/// closure shows once the closure returns (the placeholder until then).
@MainActor
public struct LottieView<Placeholder: View>: View {
    private let source: LottieAnimationSource?
    private let load: (() async throws -> LottieAnimationSource?)?
    private let placeholder: (() -> Placeholder)?
    private var playbackMode: LottiePlaybackMode?
    private var frameOverride: LottiePlaybackMode.PausedState?
    private var speed: Double = 1
    private var fillsProposal = false
    private var configurations: [(LottieAnimationView) -> Void] = []
    private var finished: LottieCompletionBlock?
    @State private var loaded: LottieAnimationSource?

    public init(animation: LottieAnimation?) where Placeholder == EmptyView {
        self.init(source: animation.map(LottieAnimationSource.lottieAnimation), load: nil, placeholder: nil)
    }
    public init(dotLottieFile: DotLottieFile?) where Placeholder == EmptyView {
        self.init(source: dotLottieFile.map(LottieAnimationSource.dotLottieFile), load: nil, placeholder: nil)
    }
    public init(_ loadAnimation: @escaping () async throws -> LottieAnimation?) where Placeholder == EmptyView {
        self.init(loadAnimation, placeholder: EmptyView.init)
    }
    public init(_ loadAnimation: @escaping () async throws -> LottieAnimation?, @ViewBuilder placeholder: @escaping () -> Placeholder) {
        self.init(source: nil, load: { try await loadAnimation().map(LottieAnimationSource.lottieAnimation) }, placeholder: placeholder)
    }
    public init(_ loadDotLottieFile: @escaping () async throws -> DotLottieFile?) where Placeholder == EmptyView {
        self.init(loadDotLottieFile, placeholder: EmptyView.init)
    }
    public init(_ loadDotLottieFile: @escaping () async throws -> DotLottieFile?, @ViewBuilder placeholder: @escaping () -> Placeholder) {
        self.init(source: nil, load: { try await loadDotLottieFile().map(LottieAnimationSource.dotLottieFile) }, placeholder: placeholder)
    }
    public init(_ loadAnimation: @escaping () async throws -> LottieAnimationSource?) where Placeholder == EmptyView {
        self.init(loadAnimation, placeholder: EmptyView.init)
    }
    public init(_ loadAnimation: @escaping () async throws -> LottieAnimationSource?, @ViewBuilder placeholder: @escaping () -> Placeholder) {
        self.init(source: nil, load: loadAnimation, placeholder: placeholder)
    }
    private init(source: LottieAnimationSource?, load: (() async throws -> LottieAnimationSource?)?, placeholder: (() -> Placeholder)?) {
        self.source = source
        self.load = load
        self.placeholder = placeholder
    }

    public var body: some View {
        let animation = (source ?? loaded)?.animation
        AnimationViewRepresentable(animation: animation, playbackMode: playbackMode, frameOverride: frameOverride, speed: speed,
                                   fillsProposal: fillsProposal, configurations: configurations, finished: finished)
            .opacity(animation == nil ? 0 : 1)
            .overlay { if animation == nil { placeholder?() } }
            .task {
                guard let load, loaded == nil else { return }
                loaded = try? await load()
            }
    }

    // MARK: Sizing and configuring

    /// Fills the space offered.
    public func resizable() -> Self { with { $0.fillsProposal = true } }
    /// The animation's own size, kept within the space offered (the default).
    public func intrinsicSize() -> Self { with { $0.fillsProposal = false } }
    /// Changes the `LottieAnimationView` that draws the animation.
    public func configure(_ configure: @escaping (LottieAnimationView) -> Void) -> Self { with { $0.configurations.append(configure) } }
    public func configuration(_ configuration: LottieConfiguration) -> Self { configure { $0.configuration = configuration } }
    public func backgroundBehavior(_ value: LottieBackgroundBehavior) -> Self { configure { $0.backgroundBehavior = value } }
    public func animationSpeed(_ animationSpeed: Double) -> Self { with { $0.speed = animationSpeed } }

    // MARK: Playback

    public func play() -> Self { playbackMode(.playing(.fromProgress(nil, toProgress: 1, loopMode: .playOnce))) }
    public func looping() -> Self { playbackMode(.playing(.fromProgress(0, toProgress: 1, loopMode: .loop))) }
    public func play(loopMode: LottieLoopMode = .playOnce) -> Self { playbackMode(.playing(.fromProgress(nil, toProgress: 1, loopMode: loopMode))) }
    public func play(_ playbackMode: LottiePlaybackMode) -> Self { self.playbackMode(playbackMode) }
    public func playing(_ mode: LottiePlaybackMode.PlaybackMode) -> Self { playbackMode(.playing(mode)) }
    public func playing(loopMode: LottieLoopMode) -> Self { playbackMode(.playing(.fromProgress(nil, toProgress: 1, loopMode: loopMode))) }
    public func playing() -> Self { playing(loopMode: .playOnce) }
    public func paused(at state: LottiePlaybackMode.PausedState = .currentFrame) -> Self { playbackMode(.paused(at: state)) }
    public func playbackMode(_ playbackMode: LottiePlaybackMode) -> Self { with { $0.playbackMode = playbackMode } }
    public func currentProgress(_ currentProgress: AnimationProgressTime?) -> Self { with { $0.frameOverride = currentProgress.map { .progress($0) } } }
    public func currentFrame(_ currentFrame: AnimationFrameTime?) -> Self { with { $0.frameOverride = currentFrame.map { .frame($0) } } }
    public func currentTime(_ currentTime: TimeInterval?) -> Self { with { $0.frameOverride = currentTime.map { .time($0) } } }
    /// Called when a playback that ends reaches its end (see `LottieAnimationView.setPlaybackMode`).
    public func animationDidFinish(_ animationCompletionHandler: LottieCompletionBlock?) -> Self { with { $0.finished = animationCompletionHandler } }
    public func animationDidLoad(_ animationDidLoad: @escaping (LottieAnimationSource) -> Void) -> Self { self }
    public func reloadAnimationTrigger(_ value: some Equatable, showPlaceholder: Bool = true) -> Self { self }
    public func valueProvider<ValueProvider: AnyValueProvider & Equatable>(_ valueProvider: ValueProvider, for keypath: AnimationKeypath) -> Self {
        configure { $0.setValueProvider(valueProvider, keypath: keypath) }
    }
    public func getRealtimeAnimationProgress(_ realtimeAnimationProgress: Binding<AnimationProgressTime>?) -> some View { self }
    public func getRealtimeAnimationFrame(_ realtimeAnimationFrame: Binding<AnimationFrameTime>?) -> some View { self }

    private func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}

/// The `LottieAnimationView` a `LottieView` draws through.
private struct AnimationViewRepresentable: UIViewRepresentable {
    let animation: LottieAnimation?
    let playbackMode: LottiePlaybackMode?
    let frameOverride: LottiePlaybackMode.PausedState?
    let speed: Double
    let fillsProposal: Bool
    let configurations: [(LottieAnimationView) -> Void]
    let finished: LottieCompletionBlock?

    func makeUIView(context: Context) -> LottieAnimationView { LottieAnimationView(animation: nil) }

    func updateUIView(_ view: LottieAnimationView, context: Context) {
        view.animation = animation
        view.animationSpeed = speed
        configurations.forEach { $0(view) }
        if let frameOverride {
            view.pause(at: frameOverride)
        } else if let playbackMode {
            view.setPlaybackMode(playbackMode, completion: finished)
        }
    }

    /// Lottie's measuring: the animation's size, given up along an axis where the offer is smaller
    /// (so it can be compressed); the offer when resizable.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: LottieAnimationView, context: Context) -> CGSize? {
        let size = animation?.size ?? .zero
        if fillsProposal { return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height) }
        return CGSize(width: min(size.width, proposal.width ?? .infinity), height: min(size.height, proposal.height ?? .infinity))
    }
}
