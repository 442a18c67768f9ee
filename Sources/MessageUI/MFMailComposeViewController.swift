import Foundation
import SwiftUI

/// The mail composer. A render has no mail account, so `canSendMail()` is false, as on a device
/// where Mail is not set up (apps then fall back to a `mailto:` link); the composer can still be
/// made and filled in, and never sends. In a representable it draws as a placeholder.
open class MFMailComposeViewController: UIViewController {
    open weak var mailComposeDelegate: MFMailComposeViewControllerDelegate?
    public private(set) var subject: String?
    public private(set) var toRecipients: [String]?
    public private(set) var ccRecipients: [String]?
    public private(set) var bccRecipients: [String]?
    public private(set) var messageBody: (text: String, isHTML: Bool)?
    public private(set) var attachments: [(data: Data, mimeType: String, fileName: String)] = []
    public private(set) var preferredSendingEmailAddress: String?

    open class func canSendMail() -> Bool { false }

    open func setSubject(_ subject: String) { self.subject = subject }
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients }
    open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients }
    open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients }
    open func setMessageBody(_ body: String, isHTML: Bool) { messageBody = (body, isHTML) }
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        attachments.append((attachment, mimeType, filename))
    }
    open func setPreferredSendingEmailAddress(_ emailAddress: String) { preferredSendingEmailAddress = emailAddress }
}

/// How the mail composer was closed.
public enum MFMailComposeResult: Int, Sendable {
    case cancelled = 0, saved, sent, failed
}

/// Why the mail composer failed.
public struct MFMailComposeError: Error, Hashable, Sendable {
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public enum Code: Int, Sendable {
        case saveFailed = 0, sendFailed
    }
}

/// Told when the composer closes (never, in a render).
@MainActor @preconcurrency
public protocol MFMailComposeViewControllerDelegate: AnyObject {
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?)
}

extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
                                      error: Error?) {}
}
