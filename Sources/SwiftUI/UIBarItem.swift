import Foundation

/// What bar items share (UIKit's `UIBarItem`, the superclass of bar button and tab bar items): a
/// title, images, a tag and per-state title attributes.
@preconcurrency @MainActor
open class UIBarItem {
    open var isEnabled = true
    open var title: String?
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    open var largeContentSizeImage: UIImage?
    open var imageInsets = UIEdgeInsets.zero
    open var landscapeImagePhoneInsets = UIEdgeInsets.zero
    open var largeContentSizeImageInsets = UIEdgeInsets.zero
    open var tag = 0
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public init() {}

    /// The appearance proxy of this class (UIKit's `UIAppearance`): held; the bars a render draws
    /// take their items' colours from the bar appearances.
    open class func appearance() -> Self { appearanceProxy(UIBarItem()) }

    /// The proxy for items of this class inside `containerTypes`: held.
    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearance()
    }

    /// `proxy` as the appearance proxy of this class (each of UIKit's item classes makes its own).
    static func appearanceProxy(_ proxy: UIBarItem) -> Self { checkedAppearanceProxy(proxy, of: self) }

    /// The title's attributes in `state` (kept; the items' title colours come from the bar appearances).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}
