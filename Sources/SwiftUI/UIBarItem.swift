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

    /// The title's attributes in `state` (kept; the items' title colours come from the bar appearances).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}
