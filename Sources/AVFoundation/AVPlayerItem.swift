import Foundation

/// What a player plays: an asset and its presentation state. A render loads nothing: the item stays
/// `.unknown`, its time is zero and its duration indefinite (as Apple's item reports it until the
/// asset's duration has loaded).
open class AVPlayerItem: NSObject, @unchecked Sendable {
    /// Whether the item can play.
    public enum Status: Int, Sendable { case unknown = 0, readyToPlay, failed }

    public let asset: AVAsset
    public let automaticallyLoadedAssetKeys: [String]
    open var preferredForwardBufferDuration: TimeInterval = 0
    open var preferredPeakBitRate: Double = 0
    open var preferredPeakBitRateForExpensiveNetworks: Double = 0
    open var preferredMaximumResolution: CGSize = .zero
    open var preferredMaximumResolutionForExpensiveNetworks: CGSize = .zero
    open var canUseNetworkResourcesForLiveStreamingWhilePaused = false
    open var audioTimePitchAlgorithm: String?
    open var forwardPlaybackEndTime: CMTime = .invalid
    open var reversePlaybackEndTime: CMTime = .invalid
    /// The option chosen in each media selection group (`select(_:in:)`), by group.
    var mediaSelections: [ObjectIdentifier: AVMediaSelectionOption] = [:]

    public init(asset: AVAsset, automaticallyLoadedAssetKeys: [String]?) {
        self.asset = asset
        self.automaticallyLoadedAssetKeys = automaticallyLoadedAssetKeys ?? []
        super.init()
    }

    public convenience init(asset: AVAsset) { self.init(asset: asset, automaticallyLoadedAssetKeys: nil) }
    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }

    open var status: Status { .unknown }
    open var error: Error? { nil }
    open var duration: CMTime { .indefinite }
    open var presentationSize: CGSize { .zero }
    open var isPlaybackLikelyToKeepUp: Bool { false }
    open var isPlaybackBufferEmpty: Bool { true }
    open var isPlaybackBufferFull: Bool { false }
    open var loadedTimeRanges: [NSValue] { [] }
    open var seekableTimeRanges: [NSValue] { [] }
    open var canPlayFastForward: Bool { false }
    open var canPlayReverse: Bool { false }
    open var tracks: [AVPlayerItemTrack] { [] }

    /// The item's current time: zero, as nothing plays.
    open func currentTime() -> CMTime { .zero }
    open func currentDate() -> Date? { nil }

    /// Seeking never finishes in a render: the handler is told so at once.
    open func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) { completionHandler?(false) }
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
                   completionHandler: (@Sendable (Bool) -> Void)? = nil) { completionHandler?(false) }
    open func seek(to time: CMTime) async -> Bool { false }
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) async -> Bool { false }
    open func cancelPendingSeeks() {}

    /// The outputs added to the item (`AVPlayerItemVideoOutput`, `AVPlayerItemLegibleOutput`); they
    /// read nothing, as nothing plays.
    public private(set) var outputs: [AVPlayerItemOutput] = []
    open func add(_ output: AVPlayerItemOutput) { if !outputs.contains(where: { $0 === output }) { outputs.append(output) } }
    open func remove(_ output: AVPlayerItemOutput) { outputs.removeAll { $0 === output } }
    open func step(byCount stepCount: Int) {}

    /// Posted when the item plays to its end (never, in a render).
    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    public static let failedToPlayToEndTimeNotification = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
    public static let playbackStalledNotification = Notification.Name("AVPlayerItemPlaybackStalledNotification")
    public static let timeJumpedNotification = Notification.Name("AVPlayerItemTimeJumpedNotification")
    public static let newAccessLogEntryNotification = Notification.Name("AVPlayerItemNewAccessLogEntry")
    public static let newErrorLogEntryNotification = Notification.Name("AVPlayerItemNewErrorLogEntry")
}

/// The error of `failedToPlayToEndTimeNotification`'s user info.
public let AVPlayerItemFailedToPlayToEndTimeErrorKey = "AVPlayerItemFailedToPlayToEndTimeErrorKey"

extension NSNotification.Name {
    /// The iOS 4 name of `AVPlayerItem.didPlayToEndTimeNotification`.
    public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
    public static let AVPlayerItemFailedToPlayToEndTime = AVPlayerItem.failedToPlayToEndTimeNotification
    public static let AVPlayerItemPlaybackStalled = AVPlayerItem.playbackStalledNotification
    public static let AVPlayerItemTimeJumped = AVPlayerItem.timeJumpedNotification
}

/// One track of a player item.
open class AVPlayerItemTrack: NSObject, @unchecked Sendable {
    public let assetTrack: AVAssetTrack?
    open var isEnabled = true
    init(assetTrack: AVAssetTrack?) { self.assetTrack = assetTrack; super.init() }
}
