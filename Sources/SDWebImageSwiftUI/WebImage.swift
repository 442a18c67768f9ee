import Foundation
import SwiftUI

/// SDWebImageSwiftUI's remote image view. A mockup never touches the network, so it shows what the
/// view shows before its image arrives, as `AsyncImage` does: the placeholder (`.placeholder(_:)`,
/// `.placeholder { }` or the `placeholder:` closure; the content closure's `.empty` phase), with the
/// loading indicator over it when one is set; without a placeholder, nothing (SDWebImage's empty
/// image: clear, filling the frame when resizable, no size otherwise).
public struct WebImage<Content: View>: View {
    let content: Content?
    var placeholder: AnyView?
    var indicator: AnyView?
    var isResizable = false

    /// The image at `url`.
    public init(url: URL?, scale: CGFloat = 1, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]? = nil,
                isAnimating: Binding<Bool> = .constant(true)) where Content == Image {
        content = nil
    }

    /// The image at `url`, passed to `content` once loaded; `placeholder` until then.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, options: SDWebImageOptions = [],
                                  context: [SDWebImageContextOption: Any]? = nil, isAnimating: Binding<Bool> = .constant(true),
                                  @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.content = nil
        self.placeholder = AnyView(placeholder())
    }

    /// The loading phases of the image at `url`, drawn by `content` (a still is in `.empty`).
    public init(url: URL?, scale: CGFloat = 1, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]? = nil,
                isAnimating: Binding<Bool> = .constant(true), transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (WebImagePhase) -> Content) {
        self.content = content(.empty)
    }

    public var body: some View {
        ZStack {
            if let content {
                content
            } else if let placeholder {
                placeholder
            } else if isResizable {
                Color.clear
            }
            if let indicator { indicator }
        }
    }

    // MARK: Configuring the image (applied to the loaded image, which a render never has)

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> WebImage {
        var copy = self
        copy.isResizable = true
        return copy
    }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> WebImage { self }
    public func interpolation(_ interpolation: Image.Interpolation) -> WebImage { self }
    public func antialiased(_ isAntialiased: Bool) -> WebImage { self }

    // MARK: Placeholder and indicator

    /// Shows `image` until the image loads.
    public func placeholder(_ image: Image?) -> WebImage {
        var copy = self
        copy.placeholder = image.map { AnyView($0) }
        return copy
    }
    /// Shows `content` until the image loads.
    public func placeholder<T: View>(@ViewBuilder content: () -> T) -> WebImage {
        var copy = self
        copy.placeholder = AnyView(content())
        return copy
    }
    /// Shows `indicator` while the image loads.
    public func indicator<T>(_ indicator: Indicator<T>) -> WebImage {
        var copy = self
        copy.indicator = AnyView(indicator.content(.constant(true), .constant(0)))
        return copy
    }

    // MARK: Events and animation (a render loads nothing and plays nothing)

    public func onSuccess(perform action: ((PlatformImage, Data?, SDImageCacheType) -> Void)? = nil) -> WebImage { self }
    public func onFailure(perform action: ((Error) -> Void)? = nil) -> WebImage { self }
    public func onProgress(perform action: ((Int, Int) -> Void)? = nil) -> WebImage { self }
    public func customLoopCount(_ loopCount: UInt?) -> WebImage { self }
    public func playbackRate(_ playbackRate: Double) -> WebImage { self }
    public func playbackMode(_ playbackMode: SDAnimatedImagePlaybackMode) -> WebImage { self }
    public func pausable(_ pausable: Bool) -> WebImage { self }
    public func purgeable(_ purgeable: Bool) -> WebImage { self }
    public func maxBufferSize(_ bufferSize: UInt?) -> WebImage { self }
    public func runLoopMode(_ runLoopMode: RunLoop.Mode) -> WebImage { self }
}

/// The platform image SDWebImage hands its callbacks (`UIImage` on iOS).
public typealias PlatformImage = UIImage

/// The phases of a `WebImage` load (SDWebImageSwiftUI 3's `WebImagePhase`): `.empty`,
/// `.success(Image)`, `.failure(Error)`, with `image` and `error`, as `AsyncImage`'s.
public typealias WebImagePhase = AsyncImagePhase

/// How an animated image plays (`SDAnimatedImagePlaybackMode`).
public enum SDAnimatedImagePlaybackMode: UInt, Sendable {
    case normal, reversed, bounce, reversedBounce
}
