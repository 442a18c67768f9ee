import Foundation
import MockupUI

/// The app object: a render has no other apps, so opening URLs does nothing.
@MainActor
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

/// UIKit's image: a name in the scene's assets or an SF Symbol, shown by `Image(uiImage:)`.
public final class UIImage: Sendable {
    enum Source: Hashable, Sendable { case named(String), systemName(String) }
    let source: Source

    public init?(named name: String) { source = .named(name) }
    public init?(systemName name: String) { source = .systemName(name) }
}

extension Image {
    /// The image a `UIImage` names.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .named(let name): self.init(name)
        case .systemName(let name): self.init(systemName: name)
        }
    }
}
