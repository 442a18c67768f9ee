import Foundation
import UniformTypeIdentifiers

/// UIKit's document preview and "Open in…" menus. A render presents nothing: the controller holds
/// its file and delegate, each `present…` call returns false (nothing was presented), and the
/// delegate is never called.
@preconcurrency @MainActor
open class UIDocumentInteractionController {
    open var url: URL? {
        didSet { uti = url.flatMap(Self.typeIdentifier) }
    }
    /// The file's uniform type identifier, from its extension.
    open var uti: String?
    open var name: String?
    open var annotation: Any?
    open weak var delegate: (any UIDocumentInteractionControllerDelegate)?
    /// The document's icons: none, as a render has no document icons.
    open var icons: [UIImage] { [] }
    /// The preview and menu gestures (never recognised in a render).
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    public init(url: URL) {
        self.url = url
        name = url.lastPathComponent
        uti = Self.typeIdentifier(of: url)
    }
    public init() {}

    /// The uniform type identifier of the file's extension.
    private static func typeIdentifier(of url: URL) -> String? { UTType(filenameExtension: url.pathExtension)?.identifier }

    @discardableResult open func presentPreview(animated: Bool) -> Bool { false }
    @discardableResult open func presentOptionsMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool { false }
    @discardableResult open func presentOptionsMenu(from item: UIBarButtonItem, animated: Bool) -> Bool { false }
    @discardableResult open func presentOpenInMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool { false }
    @discardableResult open func presentOpenInMenu(from item: UIBarButtonItem, animated: Bool) -> Bool { false }
    open func dismissPreview(animated: Bool) {}
    open func dismissMenu(animated: Bool) {}
}

/// What a document interaction controller asks and tells its delegate (never, in a render). The
/// preview's controller, view and rect (`documentInteractionControllerViewControllerForPreview`,
/// …) are asked only when a preview is presented, which a render never does, so they are not
/// requirements: apps' implementations compile as plain methods.
@preconcurrency @MainActor
public protocol UIDocumentInteractionControllerDelegate: AnyObject {
    func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController)
    func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController)
    func documentInteractionControllerWillPresentOptionsMenu(_ controller: UIDocumentInteractionController)
    func documentInteractionControllerDidDismissOptionsMenu(_ controller: UIDocumentInteractionController)
    func documentInteractionControllerWillPresentOpenInMenu(_ controller: UIDocumentInteractionController)
    func documentInteractionControllerDidDismissOpenInMenu(_ controller: UIDocumentInteractionController)
    func documentInteractionController(_ controller: UIDocumentInteractionController, willBeginSendingToApplication application: String?)
    func documentInteractionController(_ controller: UIDocumentInteractionController, didEndSendingToApplication application: String?)
}

extension UIDocumentInteractionControllerDelegate {
    public func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController) {}
    public func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController) {}
    public func documentInteractionControllerWillPresentOptionsMenu(_ controller: UIDocumentInteractionController) {}
    public func documentInteractionControllerDidDismissOptionsMenu(_ controller: UIDocumentInteractionController) {}
    public func documentInteractionControllerWillPresentOpenInMenu(_ controller: UIDocumentInteractionController) {}
    public func documentInteractionControllerDidDismissOpenInMenu(_ controller: UIDocumentInteractionController) {}
    public func documentInteractionController(_ controller: UIDocumentInteractionController,
                                              willBeginSendingToApplication application: String?) {}
    public func documentInteractionController(_ controller: UIDocumentInteractionController,
                                              didEndSendingToApplication application: String?) {}
}
