import Foundation
import SwiftUI

/// What `LazyImage(source:)` loads in NukeUI before 0.9 (ImageRequestConvertible, Nuke 10): a URL, its
/// string, a URL request or an image request.
public protocol ImageRequestConvertible {
    func asImageRequest() -> ImageRequest
}

extension ImageRequest: ImageRequestConvertible {
    public func asImageRequest() -> ImageRequest { self }
}

extension URL: ImageRequestConvertible {
    public func asImageRequest() -> ImageRequest { ImageRequest(url: self) }
}

extension URLRequest: ImageRequestConvertible {
    public func asImageRequest() -> ImageRequest { ImageRequest(urlRequest: self) }
}

extension String: ImageRequestConvertible {
    public func asImageRequest() -> ImageRequest { ImageRequest(url: URL(string: self)) }
}

/// How NukeUI 0.x's image view fits its image in the view (`LazyImage(source:resizingMode:)`).
public enum ImageResizingMode: Sendable {
    case fill, aspectFit, aspectFill, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}

extension Image {
    /// The image fitted as NukeUI 0.x's image view fits it: stretched, fitted or filled, or at its
    /// size against an edge or corner.
    @ViewBuilder public func resizingMode(_ mode: ImageResizingMode) -> some View {
        switch mode {
        case .fill: resizable()
        case .aspectFit: resizable().aspectRatio(contentMode: .fit)
        case .aspectFill: resizable().aspectRatio(contentMode: .fill)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            self.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: mode.alignment)
        }
    }
}

extension ImageResizingMode {
    var alignment: Alignment {
        switch self {
        case .top: .top
        case .bottom: .bottom
        case .left: .leading
        case .right: .trailing
        case .topLeft: .topLeading
        case .topRight: .topTrailing
        case .bottomLeft: .bottomLeading
        case .bottomRight: .bottomTrailing
        case .fill, .aspectFit, .aspectFill, .center: .center
        }
    }
}

extension LazyImage {
    /// NukeUI 0.x's image view: the image in `resizingMode` once loaded, else the placeholder.
    public init(source: (any ImageRequestConvertible)?, resizingMode: ImageResizingMode = .aspectFill) where Content == AnyView {
        self.init(request: source?.asImageRequest()) { state -> AnyView in
            return state.image.map { AnyView($0.resizingMode(resizingMode)) } ?? AnyView(Color(uiColor: .secondarySystemBackground))
        }
    }

    /// NukeUI 0.x's image view with content of the code's for each state of the load.
    public init(source: (any ImageRequestConvertible)?, @ViewBuilder content: @escaping (any LazyImageState) -> Content) {
        self.init(request: source?.asImageRequest(), content: content)
    }
}
