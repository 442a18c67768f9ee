import Foundation
import SwiftUI

/// SDWebImageSwiftUI's animated image view (GIF, APNG, WebP animations, backed by a UIKit view). A
/// remote one shows what it shows before its image arrives, as `WebImage` does: the placeholder,
/// with the indicator over it; a named or data image is drawn still (its first frame) when it is a
/// file Mockup reads.
public struct AnimatedImage: View {
    private enum Source {
        case remote
        case image(UIImage?)
    }
    private let source: Source
    private var placeholder: AnyView?
    private var indicator: AnyView?
    private var isResizable = false

    /// The animated image at `url`, `placeholderImage` until it loads.
    public init(url: URL?, placeholderImage: UIImage? = nil, options: SDWebImageOptions = [],
                context: [SDWebImageContextOption: Any]? = nil, isAnimating: Binding<Bool> = .constant(true)) {
        source = .remote
        placeholder = placeholderImage.map { AnyView(Image(uiImage: $0)) }
    }

    /// The app's image file `name` (in `bundle`).
    public init(name: String, bundle: Bundle? = nil, isAnimating: Binding<Bool> = .constant(true)) {
        source = .image(UIImage(named: name))
    }

    /// The image in `data`.
    public init(data: Data, scale: CGFloat = 1, isAnimating: Binding<Bool> = .constant(true)) {
        source = .image(UIImage(data: data, scale: scale))
    }

    public var body: some View {
        switch source {
        case .image(let image?):
            if isResizable { Image(uiImage: image).resizable() } else { Image(uiImage: image) }
        case .image(nil), .remote:
            ZStack {
                if let placeholder { placeholder } else if isResizable { Color.clear }
                if let indicator { indicator }
            }
        }
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> AnimatedImage {
        var copy = self
        copy.isResizable = true
        return copy
    }
    /// Shows `image` until the image loads.
    public func placeholder(_ image: UIImage?) -> AnimatedImage {
        var copy = self
        copy.placeholder = image.map { AnyView(Image(uiImage: $0)) }
        return copy
    }
    /// Shows `content` until the image loads.
    public func placeholder<T: View>(@ViewBuilder content: () -> T) -> AnimatedImage {
        var copy = self
        copy.placeholder = AnyView(content())
        return copy
    }
    /// Shows `indicator` while the image loads.
    public func indicator<T>(_ indicator: Indicator<T>) -> AnimatedImage {
        var copy = self
        copy.indicator = AnyView(indicator.content(.constant(true), .constant(0)))
        return copy
    }
    /// Shows a UIKit indicator while the image loads (held: the view is not UIKit's here).
    public func indicator(_ indicator: SDWebImageIndicator?) -> AnimatedImage { self }

    // Events, animation and the backing view's hooks (a render loads nothing and plays nothing).
    public func onSuccess(perform action: ((PlatformImage, Data?, SDImageCacheType) -> Void)? = nil) -> AnimatedImage { self }
    public func onFailure(perform action: ((Error) -> Void)? = nil) -> AnimatedImage { self }
    public func onProgress(perform action: ((Int, Int) -> Void)? = nil) -> AnimatedImage { self }
    public func onViewCreate(perform action: ((UIView, Any) -> Void)? = nil) -> AnimatedImage { self }
    public func onViewUpdate(perform action: ((UIView, Any) -> Void)? = nil) -> AnimatedImage { self }
    public func customLoopCount(_ loopCount: UInt?) -> AnimatedImage { self }
    public func playbackRate(_ playbackRate: Double) -> AnimatedImage { self }
    public func playbackMode(_ playbackMode: SDAnimatedImagePlaybackMode) -> AnimatedImage { self }
    public func runLoopMode(_ runLoopMode: RunLoop.Mode) -> AnimatedImage { self }
    public func incrementalLoad(_ incrementalLoad: Bool) -> AnimatedImage { self }
    public func transition(_ transition: SDWebImageTransition?) -> AnimatedImage { self }
}

/// How a loaded image appears (`SDWebImageTransition`); a render shows no load.
public final class SDWebImageTransition: Sendable {
    public static let fade = SDWebImageTransition()
    public static func fade(duration: TimeInterval) -> SDWebImageTransition { fade }
    public static let flipFromLeft = SDWebImageTransition(), flipFromRight = SDWebImageTransition()
    public static let curlUp = SDWebImageTransition(), curlDown = SDWebImageTransition()
}
