import Foundation

/// A piece of a transcription: a word or phrase and where it was heard.
open class SFTranscriptionSegment: NSObject, @unchecked Sendable {
    public let substring: String
    public let substringRange: NSRange
    public let timestamp: TimeInterval
    public let duration: TimeInterval
    public let confidence: Float
    public let alternativeSubstrings: [String]

    public init(substring: String, substringRange: NSRange, timestamp: TimeInterval, duration: TimeInterval,
                confidence: Float, alternativeSubstrings: [String] = []) {
        (self.substring, self.substringRange, self.timestamp, self.duration, self.confidence, self.alternativeSubstrings)
            = (substring, substringRange, timestamp, duration, confidence, alternativeSubstrings)
    }
}

/// One reading of what was said.
open class SFTranscription: NSObject, @unchecked Sendable {
    public let formattedString: String
    public let segments: [SFTranscriptionSegment]

    public init(formattedString: String, segments: [SFTranscriptionSegment]) {
        (self.formattedString, self.segments) = (formattedString, segments)
    }
}

/// What a recognition heard so far: its best reading and the others, and whether it is final.
open class SFSpeechRecognitionResult: NSObject, @unchecked Sendable {
    public let bestTranscription: SFTranscription
    public let transcriptions: [SFTranscription]
    public let isFinal: Bool

    public init(bestTranscription: SFTranscription, transcriptions: [SFTranscription], isFinal: Bool) {
        (self.bestTranscription, self.transcriptions, self.isFinal) = (bestTranscription, transcriptions, isFinal)
    }
}
