import Foundation
import MockupUI

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified, light, dark
}

/// Size classes; an iPhone in portrait is compact wide, regular tall.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    case unspecified, compact, regular
}

/// The traits a dynamic colour is resolved for.
public final class UITraitCollection: Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass = .compact
    public let verticalSizeClass: UIUserInterfaceSizeClass = .regular
    public let displayScale: CGFloat = 3

    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

    /// The traits of the render (light unless a colour is being resolved for dark).
    public static let current = UITraitCollection(userInterfaceStyle: .light)
}
