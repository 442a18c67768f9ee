import AVFoundation
import Foundation

/// What a recognition is for, which tunes it.
public enum SFSpeechRecognitionTaskHint: Int, Sendable {
    case unspecified = 0, dictation, search, confirmation
}

/// A request to recognize speech: its options. Subclasses say where the audio comes from.
open class SFSpeechRecognitionRequest: NSObject, @unchecked Sendable {
    open var taskHint: SFSpeechRecognitionTaskHint = .unspecified
    open var shouldReportPartialResults = true
    open var contextualStrings: [String] = []
    open var requiresOnDeviceRecognition = false
    open var addsPunctuation = false
    open var interactionIdentifier: String?
}

/// Speech in a recorded file.
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
    public let url: URL
    public init(url URL: URL) { url = URL }
}

/// Speech in audio buffers the app appends as it captures them (from `AVAudioEngine`'s input tap).
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
    /// The format appended buffers are best in: 16 kHz mono, standard.
    open var nativeAudioFormat: AVAudioFormat { AVAudioFormat(standardFormatWithSampleRate: 16_000, channels: 1)! }
    open private(set) var hasEnded = false

    open func append(_ audioPCMBuffer: AVAudioPCMBuffer) {}
    /// Says that no more audio follows.
    open func endAudio() { hasEnded = true }
}
