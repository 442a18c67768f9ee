import DeveloperToolsSupport
import Foundation
import MockupRaster
import MockupUI

/// The app object: a render has no other apps, so opening URLs does nothing.
@preconcurrency @MainActor
public final class UIApplication {
    public static let shared = UIApplication()
    /// The URL of the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"
    private init() {}

    /// Opening a URL is ignored; `completion` is told it did not open.
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }
    public func canOpenURL(_ url: URL) -> Bool { false }
    public var applicationIconBadgeNumber = 0
    public var isIdleTimerDisabled = false
}

/// UIKit's image: a name in the scene's assets, an SF Symbol or a view `ImageRenderer` rendered,
/// shown by `Image(uiImage:)`.
public final class UIImage: Hashable, Sendable {
    enum Source: Hashable, Sendable { case empty, named(String), systemName(String), rendered(RenderedViewImage) }
    let source: Source

    init(rendered: RenderedViewImage) { source = .rendered(rendered) }

    /// The size in points of a rendered image (`ImageRenderer`); zero for a named image or symbol,
    /// whose file a render reads only when it draws it.
    public var size: CGSize {
        guard case .rendered(let image) = source else { return .zero }
        return CGSize(width: CGFloat(image.pixels.width) / image.scale, height: CGFloat(image.pixels.height) / image.scale)
    }

    /// Pixels per point: the renderer's scale for a rendered image, else 1.
    public var scale: CGFloat {
        guard case .rendered(let image) = source else { return 1 }
        return image.scale
    }

    /// The PNG bytes of a rendered image; nil for a named image or symbol.
    public func pngData() -> Data? {
        guard case .rendered(let image) = source, let bytes = try? PNGEncoder.encode(image.pixels) else { return nil }
        return Data(bytes)
    }

    /// An empty image: no size, nothing drawn.
    public init() { source = .empty }
    public init?(named name: String) { source = .named(name) }
    /// The asset `name`; the bundle and traits are accepted (a render has one set of asset catalogs).
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        source = .named(name)
    }
    /// The image of a generated asset symbol (`UIImage(resource: .avatar)`).
    public init(resource: ImageResource) { source = .named(resource.name) }
    public init?(systemName name: String) { source = .systemName(name) }

    /// Images are equal when they are the same object, as `NSObject`s are.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Image {
    /// The image a `UIImage` names.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .named(let name): self.init(name)
        case .systemName(let name): self.init(systemName: name)
        case .rendered(let image): self.init(_renderedContent: image.content, size: image.pointSize)
        case .empty: self.init(_renderedContent: AnyView(EmptyView()), size: .zero)
        }
    }
}
