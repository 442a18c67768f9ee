import Foundation

/// A view's context menu (a long press shows the menu and a preview). A render presses nothing:
/// the interaction holds its delegate, which is never asked for a configuration.
@preconcurrency @MainActor
open class UIContextMenuInteraction: UIInteraction {
    public private(set) weak var view: UIView?
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// How the menu is presented.
    public enum AppearanceStyle: Int, Sendable { case unknown, rich, compact }
    open var menuAppearance: AppearanceStyle { .unknown }

    public init(delegate: any UIContextMenuInteractionDelegate) { self.delegate = delegate }

    public func willMove(to view: UIView?) {}
    public func didMove(to view: UIView?) { self.view = view }
    /// Rebuilds the shown menu; none is shown in a render.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}
    open func dismissMenu() {}
    open func location(in view: UIView?) -> CGPoint { .zero }
}

/// What a context menu shows: its actions, made when it opens, and a preview controller.
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    public typealias PreviewProvider = () -> UIViewController?
    public typealias ActionProvider = ([UIMenuElement]) -> UIMenu?

    public let identifier: any NSCopying
    public let previewProvider: PreviewProvider?
    public let actionProvider: ActionProvider?
    /// The item identifiers of a multi-item menu (iOS 16).
    open var secondaryItemIdentifiers: Set<AnyHashable> = []
    open var preferredMenuElementOrder = UIContextMenuConfiguration.ElementOrder.automatic

    /// How the menu's elements are ordered relative to the touch.
    public enum ElementOrder: Int, Sendable { case automatic, priority, fixed }

    public init(identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider?, actionProvider: ActionProvider?) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

/// What a context menu interaction asks for its menu and tells about its life (never in a render).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
}

/// The animation of a menu opening or closing.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}
