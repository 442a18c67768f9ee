import Foundation
import MockupUI

/// UIKit's navigation bar appearance. The background colour, background effect, hairline colour and
/// the titles' font and foreground colour are honoured when a navigation container draws its bar;
/// other text attributes, bar button appearances and the back indicator are accepted (the bar draws
/// its items in the system style).
@preconcurrency @MainActor
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

    override var storeValue: BarAppearanceStore.Appearance {
        var value = super.storeValue
        value.title = BarAppearanceStore.TitleAttributes(titleTextAttributes)
        value.largeTitle = BarAppearanceStore.TitleAttributes(largeTitleTextAttributes)
        return value
    }

    override func applying(_ stored: BarAppearanceStore.Appearance?) -> Self? {
        guard let applied = super.applying(stored), let stored else { return nil }
        applied.titleTextAttributes = stored.title.attributes
        applied.largeTitleTextAttributes = stored.largeTitle.attributes
        return applied
    }

    public func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
}

/// UIKit's navigation bar appearance proxy (`UINavigationBar.appearance()`, a `UIBarAppearanceProxy`)
/// and a navigation controller's bar (`navigationBar`: its items; its appearances set the proxy's, as
/// SwiftUI's bar is the one a render draws);
/// the compact appearances (a compact-height bar: iPhone landscape) and the pre-iOS 13 properties
/// are accepted and not drawn, as devices render in portrait.
@preconcurrency @MainActor
public final class UINavigationBar: UIBarAppearanceProxy {
    public typealias Appearance = UINavigationBarAppearance
    public static let bar = BarAppearanceStore.Bar.navigationBar
    /// The navigation controller whose bar this is; nil for the appearance proxy.
    private weak var navigationController: UINavigationController?
    private init() {}
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    public static func appearance() -> UINavigationBar { UINavigationBar() }
    /// The proxy inside `containerTypes`: the same one, as SwiftUI's bars sit in navigation controllers.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UINavigationBar {
        appearance()
    }

    /// A navigation controller's bar shows its controllers' navigation items, the top one last.
    public var items: [UINavigationItem]? { navigationController?.viewControllers.map(\.navigationItem) }
    public var topItem: UINavigationItem? { items?.last }
    public var backItem: UINavigationItem? { items.flatMap { $0.count > 1 ? $0[$0.count - 2] : nil } }

    /// A navigation controller's bar hides with it (`isHidden` is the controller's
    /// `isNavigationBarHidden`); the appearance proxy's is never hidden.
    public var isHidden: Bool {
        get { navigationController?.isNavigationBarHidden ?? false }
        set { navigationController?.isNavigationBarHidden = newValue }
    }

    public var compactAppearance: UINavigationBarAppearance?
    public var compactScrollEdgeAppearance: UINavigationBarAppearance?
    public var tintColor: UIColor?
    public var barTintColor: UIColor?
    public var prefersLargeTitles = false
    public var isTranslucent = true

    /// The pre-iOS 13 title attributes of all navigation bars: their font and colour fill in what the
    /// appearances' `titleTextAttributes` leave unset.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { BarAppearanceStore[Self.bar, .legacy]?.title.attributes }
        set { updateLegacy { $0.title = BarAppearanceStore.TitleAttributes(newValue ?? [:]) } }
    }

    /// The pre-iOS 13 large title attributes, as `titleTextAttributes`.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { BarAppearanceStore[Self.bar, .legacy]?.largeTitle.attributes }
        set { updateLegacy { $0.largeTitle = BarAppearanceStore.TitleAttributes(newValue ?? [:]) } }
    }

    // The pre-iOS 13 background and hairline images (`setBackgroundImage(UIImage(), for: .default)`
    // with `shadowImage = UIImage()`, the old transparent-bar idiom): held, not drawn. A still shows
    // the bar at its content's scroll edge, where iOS 15 and later draw it transparent anyway.
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }
    public var shadowImage: UIImage?
    public var barStyle = UIBarStyle.default
    /// The back button's chevron and its transition mask (before iOS 13's appearances): held, not
    /// drawn — the bar draws the system chevron.
    public var backIndicatorImage: UIImage?
    public var backIndicatorTransitionMaskImage: UIImage?
}

extension BarAppearanceStore.TitleAttributes {
    /// The font (`.font`, a UIFont) and colour (`.foregroundColor`, a UIColor) of UIKit text attributes.
    init(_ attributes: [NSAttributedString.Key: Any]) {
        self.init(font: (attributes[.font] as? UIFont)?.font, color: (attributes[.foregroundColor] as? UIColor)?.color)
    }

    /// These attributes as UIKit text attributes.
    var attributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font {
            let name: String? = if case .named(let name) = font.descriptor.source { name } else { nil }
            attributes[.font] = UIFont(font: font, pointSize: font.descriptor.size, fontName: name)
        }
        if let color { attributes[.foregroundColor] = UIColor(color) }
        return attributes
    }
}
