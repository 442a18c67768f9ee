import Foundation

/// Whether the user lets the app send speech for recognition.
public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, denied, restricted, authorized
}

/// Hears a recognizer's availability change.
public protocol SFSpeechRecognizerDelegate: AnyObject {
    func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool)
}

extension SFSpeechRecognizerDelegate {
    public func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool) {}
}

/// Recognizes speech in a language, as an app never granted speech recognition sees it — a render
/// answers no permission prompt and hears no one: `authorizationStatus()` is `.notDetermined` and
/// stays so, `requestAuthorization` answers `.denied` at once, the recognizer is not available, and
/// a recognition completes at once with `SFSpeechError.Code.internalServiceError`, handed to its
/// result handler or its delegate (Mockup's choice, as EventKit and Contacts answer an app without
/// access). Not an `NSObject` here: Swift lets no subclass make `init()` failable, as Speech's is.
open class SFSpeechRecognizer: @unchecked Sendable {
    public let locale: Locale
    open weak var delegate: SFSpeechRecognizerDelegate?
    open var defaultTaskHint: SFSpeechRecognitionTaskHint = .unspecified
    open var queue: OperationQueue = .main
    open var supportsOnDeviceRecognition = false
    open var isAvailable: Bool { false }

    /// The languages it recognizes: US and UK English, French, German, Spanish, Italian and Japanese.
    public class func supportedLocales() -> Set<Locale> { Set(supportedIdentifiers.map(Locale.init(identifier:))) }
    private static let supportedIdentifiers = ["en-US", "en-GB", "fr-FR", "de-DE", "es-ES", "it-IT", "ja-JP"]

    /// A recognizer for the device's language (en-US in a render).
    public convenience init?() { self.init(locale: Locale(identifier: "en-US")) }

    /// A recognizer for `locale`, or nil when the language is not supported.
    public init?(locale: Locale) {
        guard Self.supportedIdentifiers.contains(locale.identifier.replacingOccurrences(of: "_", with: "-")) else { return nil }
        self.locale = locale
    }

    /// The app's permission: never asked, so `.notDetermined`.
    public class func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus { .notDetermined }

    /// Asks for permission: answered at once with `.denied`.
    public class func requestAuthorization(_ handler: @escaping (SFSpeechRecognizerAuthorizationStatus) -> Void) {
        handler(.denied)
    }

    /// Starts recognizing `request`: the task completes at once and `resultHandler` gets its error.
    open func recognitionTask(with request: SFSpeechRecognitionRequest,
                              resultHandler: @escaping (SFSpeechRecognitionResult?, Error?) -> Void) -> SFSpeechRecognitionTask {
        let task = unavailableTask()
        resultHandler(nil, task.error)
        return task
    }

    /// Starts recognizing `request`: the task completes at once and the delegate hears it failed.
    open func recognitionTask(with request: SFSpeechRecognitionRequest,
                              delegate: SFSpeechRecognitionTaskDelegate) -> SFSpeechRecognitionTask {
        let task = unavailableTask()
        delegate.speechRecognitionTask(task, didFinishSuccessfully: false)
        return task
    }

    private func unavailableTask() -> SFSpeechRecognitionTask {
        SFSpeechRecognitionTask(state: .completed, error: SFSpeechError(.internalServiceError))
    }
}
