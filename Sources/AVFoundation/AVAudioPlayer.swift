import Foundation

/// Plays a sound file or sound data. A render plays nothing: `play()` returns false and the player
/// never reports playing. Opening a file that does not exist throws, as on iOS.
open class AVAudioPlayer: NSObject, @unchecked Sendable {
    public let url: URL?
    public let data: Data?
    open weak var delegate: AVAudioPlayerDelegate?
    /// 0 (silent) to 1 (full volume, the default).
    open var volume: Float = 1
    /// −1 (left) to 1 (right).
    open var pan: Float = 0
    open var enableRate = false
    open var rate: Float = 1
    /// How many times to repeat after the first play; negative loops forever.
    open var numberOfLoops = 0
    /// The playback position in seconds.
    open var currentTime: TimeInterval = 0
    open var isMeteringEnabled = false

    /// The player of the sound file at `url`; throws when there is no file there (or the URL is
    /// not a file URL: a render reads nothing from the network).
    public init(contentsOf url: URL) throws {
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else { throw AudioFileError.notFound }
        self.url = url
        data = nil
        super.init()
    }

    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws { try self.init(contentsOf: url) }

    /// A player with no sound (`private var player = AVAudioPlayer()` until a file is loaded), as
    /// `NSObject`'s initializer gives in UIKit code.
    public override init() {
        url = nil
        data = nil
        super.init()
    }

    /// The player of sound `data`; throws when the data is empty.
    public init(data: Data) throws {
        guard !data.isEmpty else { throw AudioFileError.notFound }
        url = nil
        self.data = data
        super.init()
    }

    public convenience init(data: Data, fileTypeHint utiString: String?) throws { try self.init(data: data) }

    open var isPlaying: Bool { false }
    /// The sound's length in seconds (nothing is decoded: zero).
    open var duration: TimeInterval { 0 }
    open var numberOfChannels: Int { 0 }
    open var deviceCurrentTime: TimeInterval { 0 }
    open var format: Any? { nil }
    open var settings: [String: Any] { [:] }

    /// Readies the player: nothing to ready, so false.
    @discardableResult open func prepareToPlay() -> Bool { false }
    /// Starts playing: nothing plays in a render, so false.
    @discardableResult open func play() -> Bool { false }
    @discardableResult open func play(atTime time: TimeInterval) -> Bool { false }
    open func pause() {}
    open func stop() {}
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }
    open func updateMeters() {}
    /// The level in dBFS: −160, silence.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// What an audio player tells its delegate (never, in a render).
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?) {}
}
