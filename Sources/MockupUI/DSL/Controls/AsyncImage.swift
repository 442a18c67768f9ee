import Foundation

/// A remote image, as SwiftUI's `AsyncImage`. A mockup never touches the network, so it always
/// shows its first phase: the placeholder, or the content closure's `.empty` phase; without either,
/// SwiftUI's default placeholder (a grey fill of the offered space).
public struct AsyncImage<Content: View>: View {
    let content: Content

    /// The image at `url` with the default placeholder.
    public init(url: URL?, scale: CGFloat = 1) where Content == AsyncImageDefaultPlaceholder {
        content = AsyncImageDefaultPlaceholder()
    }

    /// The image at `url`, passed to `content` once loaded; `placeholder` until then.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1,
                                  @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _AsyncImagePlaceholder<P> {
        self.content = _AsyncImagePlaceholder(placeholder: placeholder())
    }

    /// The loading phases of the image at `url`, drawn by `content` (a still is in `.empty`).
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }

    public var body: some View { content }
}

/// The placeholder an `AsyncImage` with a content and a placeholder closure shows.
public struct _AsyncImagePlaceholder<Placeholder: View>: View {
    let placeholder: Placeholder
    public var body: some View { placeholder }
}

/// `AsyncImage`'s own placeholder: the system's secondary fill, filling the offered space.
public struct AsyncImageDefaultPlaceholder: View {
    public var body: some View { Rectangle().fill(SystemMetrics.secondaryFill) }
}

/// The state of an `AsyncImage` load.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The load error, if any.
    public var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
