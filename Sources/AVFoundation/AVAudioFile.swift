import Foundation

/// An audio file read into PCM buffers (AVFAudio's `AVAudioFile`). Mockup reads WAVE files of
/// linear PCM (`WAVEAudio`); other files (AAC, MP3, ALAC, …) throw `kAudioFileUnsupportedFileTypeError`,
/// and a missing file `kAudioFileUnspecifiedError`, both in `NSOSStatusErrorDomain`. Nothing is
/// written: opening for writing throws.
open class AVAudioFile: NSObject, @unchecked Sendable {
    public let url: URL
    /// The format of the file's samples: the standard format at the file's rate and channels.
    public let fileFormat: AVAudioFormat
    /// The format buffers are read in.
    public let processingFormat: AVAudioFormat
    /// The frames in the file.
    public let length: AVAudioFramePosition
    /// Where the next read starts.
    open var framePosition: AVAudioFramePosition = 0
    private let audio: WAVEAudio

    /// Opens the file at `fileURL` to read its samples in the standard format.
    public convenience init(forReading fileURL: URL) throws {
        try self.init(forReading: fileURL, commonFormat: .pcmFormatFloat32, interleaved: false)
    }

    /// Opens the file at `fileURL` to read its samples as `format`: 32-bit floats, one buffer per
    /// channel (other processing formats throw `kAudioFormatUnsupportedDataFormatError`).
    public init(forReading fileURL: URL, commonFormat format: AVAudioCommonFormat, interleaved: Bool) throws {
        guard fileURL.isFileURL, let data = FileManager.default.contents(atPath: fileURL.path) else { throw AudioFileError.notFound }
        guard let audio = try? WAVEAudio(data: data) else { throw AudioFileError.unsupportedFileType }
        let channels = AVAudioChannelCount(audio.channels.count)
        guard format == .pcmFormatFloat32, !interleaved,
              let standard = AVAudioFormat(standardFormatWithSampleRate: audio.sampleRate, channels: channels) else {
            throw AudioFileError.unsupportedDataFormat
        }
        url = fileURL
        self.audio = audio
        fileFormat = standard
        processingFormat = standard
        length = AVAudioFramePosition(audio.channels.first?.count ?? 0)
        super.init()
    }

    /// Opening a file for writing throws: a render writes no audio.
    public init(forWriting fileURL: URL, settings: [String: Any]) throws { throw AudioFileError.unsupportedFileType }

    /// Reads as many frames as `buffer` holds from `framePosition`.
    open func read(into buffer: AVAudioPCMBuffer) throws { try read(into: buffer, frameCount: buffer.frameCapacity) }

    /// Reads up to `frames` frames from `framePosition` into `buffer`, setting its `frameLength`;
    /// throws for a buffer not in the processing format.
    open func read(into buffer: AVAudioPCMBuffer, frameCount frames: AVAudioFrameCount) throws {
        guard buffer.format.isEqual(processingFormat), let channels = buffer.floatChannelData else {
            throw AudioFileError.unsupportedDataFormat
        }
        let start = Int(framePosition), count = max(0, min(Int(frames), Int(buffer.frameCapacity), Int(length) - start))
        for (channel, samples) in audio.channels.enumerated() {
            samples[start..<start + count].withContiguousStorageIfAvailable {
                channels[channel].update(from: $0.baseAddress!, count: count)
            }
        }
        buffer.frameLength = AVAudioFrameCount(count)
        framePosition += AVAudioFramePosition(count)
    }
}
