import Foundation
import MockupUI

/// UIKit's navigation bar appearance (compile surface: navigation bars are drawn by SwiftUI's own
/// navigation views, which do not read it).
@MainActor
public final class UINavigationBarAppearance: UIBarAppearance {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    public var buttonAppearance = UIBarButtonItemAppearance()
    public var doneButtonAppearance = UIBarButtonItemAppearance()
    public var backButtonAppearance = UIBarButtonItemAppearance()
    public private(set) var backIndicatorImage: UIImage?
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    public override init() { super.init() }

    public func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
}

/// UIKit's navigation bar appearance proxy (`UINavigationBar.appearance()`); values are kept per
/// proxy and not drawn.
@MainActor
public final class UINavigationBar {
    private init() {}
    public static func appearance() -> UINavigationBar { UINavigationBar() }
    public var standardAppearance = UINavigationBarAppearance()
    public var scrollEdgeAppearance: UINavigationBarAppearance?
    public var compactAppearance: UINavigationBarAppearance?
    public var compactScrollEdgeAppearance: UINavigationBarAppearance?
    public var tintColor: UIColor?
    public var barTintColor: UIColor?
    public var prefersLargeTitles = false
    public var isTranslucent = true
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}
