import Foundation

/// Speaks utterances. A render is silent: nothing is spoken, the synthesizer is never speaking
/// and its delegate is never called.
open class AVSpeechSynthesizer: NSObject, @unchecked Sendable {
    open weak var delegate: AVSpeechSynthesizerDelegate?
    open var usesApplicationAudioSession = true
    open var mixToTelephonyUplink = false

    public override init() { super.init() }

    open var isSpeaking: Bool { false }
    open var isPaused: Bool { false }

    /// Queues `utterance` to be spoken (nothing is spoken in a render).
    open func speak(_ utterance: AVSpeechUtterance) {}
    /// Stops speaking: there is nothing to stop, so false.
    @discardableResult open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
    @discardableResult open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
    @discardableResult open func continueSpeaking() -> Bool { false }
}

/// Where speech stops or pauses.
public enum AVSpeechBoundary: Int, Sendable { case immediate = 0, word }

/// What a synthesizer tells its delegate (never, in a render).
public protocol AVSpeechSynthesizerDelegate: NSObjectProtocol {
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
                           utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
                                  utterance: AVSpeechUtterance) {}
}

/// Text to speak and how to speak it.
open class AVSpeechUtterance: NSObject, @unchecked Sendable {
    public let speechString: String
    public let attributedSpeechString: NSAttributedString
    open var voice: AVSpeechSynthesisVoice?
    /// Between `AVSpeechUtteranceMinimumSpeechRate` and `…MaximumSpeechRate`; `…DefaultSpeechRate` by default.
    open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    /// 0.5 to 2; 1 by default.
    open var pitchMultiplier: Float = 1
    /// 0 to 1; 1 by default.
    open var volume: Float = 1
    open var preUtteranceDelay: TimeInterval = 0
    open var postUtteranceDelay: TimeInterval = 0
    open var prefersAssistiveTechnologySettings = false

    public init(string: String) {
        speechString = string
        attributedSpeechString = NSAttributedString(string: string)
        super.init()
    }

    public init(attributedString: NSAttributedString) {
        speechString = attributedString.string
        attributedSpeechString = attributedString
        super.init()
    }

    /// An utterance from SSML markup; nil when there is no markup to read.
    public init?(ssmlRepresentation string: String) {
        guard !string.isEmpty else { return nil }
        speechString = string
        attributedSpeechString = NSAttributedString(string: string)
        super.init()
    }
}

// Speech rates (Apple documents the 0–1 range with 0.5 as the default).
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// A voice. A render has no voices installed: none can be found, and the list of voices is empty.
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    /// How natural a voice sounds.
    public enum Quality: Int, Sendable { case `default` = 1, enhanced, premium }
    /// The voice's gender.
    public enum Gender: Int, Sendable { case unspecified = 0, male, female }

    public let language: String
    public let identifier: String
    public let name: String
    public let quality: Quality
    public let gender: Gender

    init(language: String, identifier: String, name: String) {
        self.language = language; self.identifier = identifier; self.name = name
        quality = .default; gender = .unspecified
        super.init()
    }

    /// The voice for a BCP 47 language code: none in a render.
    public convenience init?(language languageCode: String?) { return nil }
    /// The voice with `identifier`: none in a render.
    public convenience init?(identifier: String) { return nil }

    /// The installed voices: none.
    public static func speechVoices() -> [AVSpeechSynthesisVoice] { [] }
    /// The user's language: the render's locale, American English.
    public static func currentLanguageCode() -> String { "en-US" }
}
