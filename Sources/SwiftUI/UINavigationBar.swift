import Foundation
import MockupUI

/// UIKit's navigation bar appearance. The background colour, background effect and hairline colour
/// are honoured when a navigation container draws its bar; text attributes, bar button appearances
/// and the back indicator are accepted (the bar draws its title and items in the system style).
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

    public required init() { super.init() }

    public func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
}

/// UIKit's navigation bar appearance proxy (`UINavigationBar.appearance()`, a `UIBarAppearanceProxy`);
/// the compact appearances (a compact-height bar: iPhone landscape) and the pre-iOS 13 properties
/// are accepted and not drawn, as devices render in portrait.
@MainActor
public final class UINavigationBar: UIBarAppearanceProxy {
    public typealias Appearance = UINavigationBarAppearance
    public static let bar = BarAppearanceStore.Bar.navigationBar
    private init() {}
    public static func appearance() -> UINavigationBar { UINavigationBar() }

    public var compactAppearance: UINavigationBarAppearance?
    public var compactScrollEdgeAppearance: UINavigationBarAppearance?
    public var tintColor: UIColor?
    public var barTintColor: UIColor?
    public var prefersLargeTitles = false
    public var isTranslucent = true
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}
