import Foundation

/// Where a recognition stands.
public enum SFSpeechRecognitionTaskState: Int, Sendable {
    case starting = 0, running, finishing, canceling, completed
}

/// Hears a recognition's progress: every method has an empty default, as the protocol's are optional.
public protocol SFSpeechRecognitionTaskDelegate: AnyObject {
    func speechRecognitionDidDetectSpeech(_ task: SFSpeechRecognitionTask)
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription)
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishRecognition recognitionResult: SFSpeechRecognitionResult)
    func speechRecognitionTaskFinishedReadingAudio(_ task: SFSpeechRecognitionTask)
    func speechRecognitionTaskWasCancelled(_ task: SFSpeechRecognitionTask)
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool)
}

extension SFSpeechRecognitionTaskDelegate {
    public func speechRecognitionDidDetectSpeech(_ task: SFSpeechRecognitionTask) {}
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription) {}
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishRecognition recognitionResult: SFSpeechRecognitionResult) {}
    public func speechRecognitionTaskFinishedReadingAudio(_ task: SFSpeechRecognitionTask) {}
    public func speechRecognitionTaskWasCancelled(_ task: SFSpeechRecognitionTask) {}
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool) {}
}

/// A recognition in progress. In a render none runs: the task is completed with its error.
open class SFSpeechRecognitionTask: NSObject, @unchecked Sendable {
    open private(set) var state: SFSpeechRecognitionTaskState
    open private(set) var isCancelled = false
    open var isFinishing: Bool { state == .finishing }
    open private(set) var error: Error?

    init(state: SFSpeechRecognitionTaskState, error: Error?) {
        (self.state, self.error) = (state, error)
    }

    /// Stops taking audio and finishes with what was heard.
    open func finish() {}
    open func cancel() {
        isCancelled = true
        state = .completed
    }
}
