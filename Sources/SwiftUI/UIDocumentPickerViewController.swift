import Foundation
import UniformTypeIdentifiers

/// UIKit's Files browser for opening or exporting documents. A render shows no browser: in a
/// representable it draws the placeholder, it holds its content types, URLs and settings, and its
/// delegate is never told of a pick or a cancel.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    /// The types of document that can be opened (empty when exporting).
    public let contentTypes: [UTType]
    /// The documents being exported (empty when opening).
    public let exportedURLs: [URL]
    /// Whether opened documents are copied into the app (or exported ones copied out).
    public let asCopy: Bool
    open weak var delegate: (any UIDocumentPickerDelegate)?
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    /// The folder the browser starts in: the last one used unless set.
    open var directoryURL: URL?

    /// A browser for opening documents of `contentTypes`, in place or as copies.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.contentTypes = contentTypes
        exportedURLs = []
        self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// A browser for exporting (moving, or copying) the documents at `urls`.
    public init(forExporting urls: [URL], asCopy: Bool) {
        contentTypes = []
        exportedURLs = urls
        self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }
    public convenience init(forExporting urls: [URL]) { self.init(forExporting: urls, asCopy: false) }

    public required init?(coder: NSCoder) { return nil }
}

/// What a document picker tells (never called in a render: nobody picks a document).
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}
