import Foundation
import SwiftUI

/// The Messages composer. A render cannot send texts, so `canSendText()` is false, as on a device
/// without Messages set up; the composer can be made and filled in and never sends.
open class MFMessageComposeViewController: UIViewController {
    open weak var messageComposeDelegate: MFMessageComposeViewControllerDelegate?
    open var recipients: [String]?
    open var body: String?
    open var subject: String?
    public private(set) var attachments: [(data: Data, typeIdentifier: String, fileName: String)] = []

    open class func canSendText() -> Bool { false }
    open class func canSendSubject() -> Bool { false }
    open class func canSendAttachments() -> Bool { false }
    open class func isSupportedAttachmentUTI(_ uti: String) -> Bool { false }

    @discardableResult
    open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool {
        attachments.append((attachmentData, uti, filename))
        return true
    }
    @discardableResult
    open func addAttachmentURL(_ attachmentURL: URL, withAlternateFilename alternateFilename: String?) -> Bool { false }
    open func disableUserAttachments() {}
}

/// How the Messages composer was closed.
public enum MessageComposeResult: Int, Sendable {
    case cancelled = 0, sent, failed
}

/// Told when the composer closes (never, in a render).
@MainActor @preconcurrency
public protocol MFMessageComposeViewControllerDelegate: AnyObject {
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}
