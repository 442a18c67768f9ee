import Foundation
import MockupUI

/// UIKit's button. It holds its titles, images and colours per state and its configuration; a
/// representable draws it at rest: a configured button as the SwiftUI button of its style
/// (`UIButton.Configuration`), any other as its normal title and image in its title colour.
@preconcurrency @MainActor
open class UIButton: UIControl {
    open override class func appearance() -> Self { appearanceProxy(UIButton(frame: .zero)) }
    /// The kind of button.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
        public static let roundedRect = ButtonType.system
    }

    /// The meaning of a button (iOS 14).
    public enum Role: Int, Sendable { case normal, primary, cancel, destructive }

    public let buttonType: ButtonType
    open var configuration: Configuration?
    open var configurationUpdateHandler: ((UIButton) -> Void)?
    open var automaticallyUpdatesConfiguration = true
    open var menu: UIMenu?
    open var changesSelectionAsPrimaryAction = false
    open var role = Role.normal
    open var isPointerInteractionEnabled = false
    /// Insets of the content, title and image rects (deprecated since iOS 15 for configurations,
    /// still common): a button without a configuration draws its centred content moved by them.
    open var contentEdgeInsets = UIEdgeInsets.zero
    open var titleEdgeInsets = UIEdgeInsets.zero
    open var imageEdgeInsets = UIEdgeInsets.zero

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// A button of `buttonType` (`.system` buttons draw their title in the tint colour, `.custom`
    /// ones in white, as UIKit's defaults).
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { setTitle(primaryAction.title, for: .normal); setImage(primaryAction.image, for: .normal) }
    }
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(type: .custom, primaryAction: primaryAction)
        self.frame = frame
    }
    /// A button with `configuration`: a `.system` button.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configured = configuration
        if let primaryAction, configured.title == nil, configured.image == nil {
            configured.title = primaryAction.title
            configured.image = primaryAction.image
        }
        self.configuration = configured
    }
    public required init?(coder: NSCoder) { return nil }

    /// Asks for `updateConfiguration()` before the button is next drawn (a representable draws it once).
    open func setNeedsUpdateConfiguration() {}
    /// Runs `configurationUpdateHandler`, as UIKit does before a button is shown.
    open func updateConfiguration() { configurationUpdateHandler?(self) }

    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { attributedTitles[state.rawValue] = title }
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { attributedTitles[state.rawValue] ?? attributedTitles[0] }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { backgroundImages[state.rawValue] = image }
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }

    /// What the button shows at rest: its normal state's values.
    open var currentTitle: String? { attributedTitle(for: .normal)?.string ?? title(for: .normal) }
    open var currentTitleColor: UIColor { titleColor(for: .normal) ?? (buttonType == .custom ? .white : tintColor ?? .systemBlue) }
    open var currentImage: UIImage? { image(for: .normal) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: .normal) }

    /// The label showing the current title in the current title colour; its font is the button's.
    open var titleLabel: UILabel? {
        shownTitle.text = currentTitle
        shownTitle.textColor = currentTitleColor
        return shownTitle
    }
    /// The image view showing the current image.
    open var imageView: UIImageView? {
        shownImage.image = currentImage
        return shownImage
    }
    private let shownTitle: UILabel = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 15)
        return label
    }()
    private let shownImage = UIImageView(image: nil)
}
