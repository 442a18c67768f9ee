import Foundation
import SwiftUI

/// A Kingfisher SwiftUI view (`KFImage`, `KFAnimatedImage`): built from a source, configured by
/// chained modifiers. A render never touches the network, so it shows what the view shows before
/// its image arrives: the placeholder (`.placeholder { }`, given the load's `Progress`), else
/// Kingfisher's `Color.clear`, which fills the frame it is offered. Modifiers that configure the
/// loaded image (`.resizable()`, `.configure`, `.contentConfigure`) and the load's options are
/// accepted and change nothing: they act on an image a render never has.
@MainActor
public protocol KFImageProtocol: View, KFOptionSetter {
    var context: KFImage.Context { get set }
    init(context: KFImage.Context)
}

extension KFImage {
    /// What a Kingfisher view was built with: its source and what it shows until the image arrives.
    public struct Context: @unchecked Sendable {
        public let source: Source?
        var placeholder: ((Progress) -> AnyView)?
        public init(source: Source?) { self.source = source }
    }
}

extension KFImageProtocol {
    public var body: some View {
        ZStack {
            if let placeholder = context.placeholder {
                placeholder(Progress(totalUnitCount: 0))
            } else {
                Color.clear
            }
        }
    }

    /// The image from `source`. `isLoaded` (Kingfisher 5's `KingfisherSwiftUI`) stays false: the image never arrives.
    public init(source: Source?, options: KingfisherOptionsInfo? = nil, isLoaded: Binding<Bool> = .constant(false)) {
        self.init(context: KFImage.Context(source: source))
    }
    /// The image at `url`.
    public init(_ url: URL?, options: KingfisherOptionsInfo? = nil, isLoaded: Binding<Bool> = .constant(false)) {
        self.init(source: url?.convertToSource())
    }

    public static func source(_ source: Source?) -> Self { Self(source: source) }
    public static func resource(_ resource: (any Resource)?) -> Self { Self(source: resource?.convertToSource()) }
    public static func url(_ url: URL?, cacheKey: String? = nil) -> Self {
        Self(source: url?.convertToSource(overrideCacheKey: cacheKey))
    }
    public static func dataProvider(_ provider: (any ImageDataProvider)?) -> Self { Self(source: provider?.convertToSource()) }
    public static func data(_ data: Data?, cacheKey: String) -> Self {
        Self(source: data.map { RawImageDataProvider(data: $0, cacheKey: cacheKey).convertToSource() })
    }

    /// Shows `content`, given the load's progress, until the image arrives.
    public func placeholder<P: View>(@ViewBuilder _ content: @escaping (Progress) -> P) -> Self {
        var copy = self
        copy.context.placeholder = { AnyView(content($0)) }
        return copy
    }
    /// Shows `content` until the image arrives.
    public func placeholder<P: View>(@ViewBuilder _ content: @escaping () -> P) -> Self {
        placeholder { _ in content() }
    }

    // MARK: The load's behaviour (a render's load is still under way)

    /// What shows if the load fails (a render's load is still under way).
    public func onFailureView<F: View>(@ViewBuilder _ content: @escaping () -> F) -> Self { self }
    public func cancelOnDisappear(_ flag: Bool) -> Self { self }
    public func reducePriorityOnDisappear(_ flag: Bool) -> Self { self }
    public func startLoadingBeforeViewAppear(_ flag: Bool = true) -> Self { self }
    public func loadTransition(_ transition: AnyTransition, animation: Animation? = .default) -> Self { self }
    public func loadImmediately(_ start: Bool = true) -> Self { self }
}

/// Kingfisher's SwiftUI image view.
public struct KFImage: KFImageProtocol {
    public var context: Context
    public init(context: Context) { self.context = context }

    // MARK: Configuring the loaded image (which a render never has)

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> KFImage { self }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> KFImage { self }
    public func interpolation(_ interpolation: Image.Interpolation) -> KFImage { self }
    public func antialiased(_ isAntialiased: Bool) -> KFImage { self }
    /// Changes the loaded `Image` before it is shown.
    public func configure(_ block: @escaping (Image) -> Image) -> KFImage { self }
    /// Builds the view that shows the loaded `Image`.
    public func contentConfigure<V: View>(_ block: @escaping (Image) -> V) -> KFImage { self }
}

/// Kingfisher's SwiftUI view for animated images (GIFs), drawn as `KFImage` is before its image arrives.
public struct KFAnimatedImage: KFImageProtocol {
    public var context: KFImage.Context
    public init(context: KFImage.Context) { self.context = context }

    /// Configures the `AnimatedImageView` that plays the loaded image.
    public func configure(_ block: @escaping (AnimatedImageView) -> Void) -> KFAnimatedImage { self }
    public func purgeFramesOnBackground(_ purge: Bool = true) -> KFAnimatedImage { self }
}

/// Kingfisher's UIKit view that plays animated images; a render shows its `image`, still.
@preconcurrency @MainActor
open class AnimatedImageView: UIImageView {
    /// How many times an animation plays.
    public enum RepeatCount: Equatable, Sendable {
        case once, finite(count: UInt), infinite
    }
    open var autoPlayAnimatedImage = true
    open var framePreloadCount = 10
    open var needsPrescaling = true
    open var backgroundDecode = true
    open var runLoopMode = RunLoop.Mode.common
    open var repeatCount = RepeatCount.infinite
    open var purgeFramesOnBackground = false
    open weak var delegate: AnimatedImageViewDelegate?
}

/// Hears an `AnimatedImageView` finish its loops (a still plays none).
@preconcurrency @MainActor
public protocol AnimatedImageViewDelegate: AnyObject {
    func animatedImageView(_ imageView: AnimatedImageView, didPlayAnimationLoops count: UInt)
    func animatedImageViewDidFinishAnimating(_ imageView: AnimatedImageView)
}

extension AnimatedImageViewDelegate {
    public func animatedImageView(_ imageView: AnimatedImageView, didPlayAnimationLoops count: UInt) {}
    public func animatedImageViewDidFinishAnimating(_ imageView: AnimatedImageView) {}
}
