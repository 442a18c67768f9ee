import Foundation

/// Plays a player item. A still never plays: `play()` leaves the rate at zero and the player
/// paused, time stays at zero, time observers never fire and seeks never finish.
open class AVPlayer: NSObject, @unchecked Sendable {
    /// Whether the player can play.
    public enum Status: Int, Sendable { case unknown = 0, readyToPlay, failed }
    /// Whether the player is playing, paused, or waiting to play.
    public enum TimeControlStatus: Int, Sendable { case paused = 0, waitingToPlayAtSpecifiedRate, playing }
    /// What the player does when its item ends.
    public enum ActionAtItemEnd: Int, Sendable { case advance = 0, pause, none }
    /// Why a player waits to play.
    public struct WaitingReason: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let toMinimizeStalls = WaitingReason(rawValue: "AVPlayerWaitingToMinimizeStallsReason")
        public static let evaluatingBufferingRate = WaitingReason(rawValue: "AVPlayerWaitingWhileEvaluatingBufferingRateReason")
        public static let noItemToPlay = WaitingReason(rawValue: "AVPlayerWaitingWithNoItemToPlayReason")
    }

    public private(set) var currentItem: AVPlayerItem?
    /// The playback rate: zero, since nothing plays.
    open var rate: Float = 0
    /// The rate `play()` would use.
    open var defaultRate: Float = 1
    open var volume: Float = 1
    open var isMuted = false
    /// `.pause` for a player (a queue player advances).
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    open var automaticallyWaitsToMinimizeStalling = true
    open var allowsExternalPlayback = true
    open var usesExternalPlaybackWhileExternalScreenIsActive = false
    open var preventsDisplaySleepDuringVideoPlayback = true
    open var appliesMediaSelectionCriteriaAutomatically = true

    public override init() { super.init() }
    public init(playerItem item: AVPlayerItem?) {
        currentItem = item
        super.init()
    }
    public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

    open var status: Status { .unknown }
    open var error: Error? { nil }
    open var timeControlStatus: TimeControlStatus { .paused }
    open var reasonForWaitingToPlay: WaitingReason? { nil }
    open var isExternalPlaybackActive: Bool { false }

    /// Asks to play (nothing plays in a still).
    open func play() {}
    open func pause() {}
    open func playImmediately(atRate rate: Float) {}

    /// The current time: zero.
    open func currentTime() -> CMTime { .zero }

    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }

    open func seek(to time: CMTime) {}
    open func seek(to date: Date) {}
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {}
    /// Seeking never finishes in a render: the handler is told so at once.
    @preconcurrency open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) { completionHandler(false) }
    @preconcurrency open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
                   completionHandler: @escaping @Sendable (Bool) -> Void) { completionHandler(false) }
    open func seek(to time: CMTime) async -> Bool { false }
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) async -> Bool { false }

    /// Observes time passing (it never does): the block is never called. Returns the token
    /// `removeTimeObserver(_:)` takes.
    @preconcurrency open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?,
                                      using block: @escaping @Sendable (CMTime) -> Void) -> Any { TimeObserverToken() }
    /// Observes the player reaching `times` (never): the block is never called.
    @preconcurrency open func addBoundaryTimeObserver(forTimes times: [NSValue], queue: DispatchQueue?,
                                      using block: @escaping @Sendable () -> Void) -> Any { TimeObserverToken() }
    open func removeTimeObserver(_ observer: Any) {}

    /// Posted when the player's rate changes (never, in a render).
    public static let rateDidChangeNotification = Notification.Name("AVPlayerRateDidChangeNotification")
}

/// What a time observer registration returns.
private final class TimeObserverToken: NSObject, @unchecked Sendable {}

/// A player of a queue of items, playing the first. Nothing plays or advances in a render unless
/// the code calls `advanceToNextItem()`.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    private var queue: [AVPlayerItem]

    public init(items: [AVPlayerItem]) {
        queue = items
        super.init(playerItem: items.first)
        actionAtItemEnd = .advance
    }
    public override convenience init() { self.init(items: []) }
    public override convenience init(playerItem item: AVPlayerItem?) { self.init(items: item.map { [$0] } ?? []) }

    /// The items still to play, the current one first.
    open func items() -> [AVPlayerItem] { queue }

    /// Ends the current item and makes the next one current.
    open func advanceToNextItem() {
        if !queue.isEmpty { queue.removeFirst() }
        super.replaceCurrentItem(with: queue.first)
    }

    /// Whether `item` can be queued after `afterItem` (nil: at the end): not when already queued.
    open func canInsert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) -> Bool {
        !queue.contains { $0 === item } && (afterItem.map { after in queue.contains { $0 === after } } ?? true)
    }

    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        guard canInsert(item, after: afterItem) else { return }
        if let afterItem, let index = queue.firstIndex(where: { $0 === afterItem }) {
            queue.insert(item, at: index + 1)
        } else {
            queue.append(item)
        }
        if queue.count == 1 { super.replaceCurrentItem(with: item) }
    }

    open func remove(_ item: AVPlayerItem) {
        let wasCurrent = queue.first === item
        queue.removeAll { $0 === item }
        if wasCurrent { super.replaceCurrentItem(with: queue.first) }
    }

    open func removeAllItems() {
        queue.removeAll()
        super.replaceCurrentItem(with: nil)
    }

    /// Replaces the current item, keeping the rest of the queue.
    open override func replaceCurrentItem(with item: AVPlayerItem?) {
        if !queue.isEmpty { queue.removeFirst() }
        if let item { queue.insert(item, at: 0) }
        super.replaceCurrentItem(with: item)
    }
}

/// Loops an item on a queue player: it queues copies of the template item. Nothing plays in a
/// render, so no loop ever completes.
public final class AVPlayerLooper: NSObject, @unchecked Sendable {
    /// Whether the looper works.
    public enum Status: Int, Sendable { case unknown = 0, ready, failed, cancelled }

    public let timeRange: CMTimeRange
    private weak var player: AVQueuePlayer?
    private let templateItem: AVPlayerItem

    /// Loops `templateItem` (over `timeRange`, the whole item by default) on `player`.
    public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem, timeRange loopRange: CMTimeRange) {
        self.player = player
        templateItem = itemToLoop
        timeRange = loopRange
        super.init()
        player.insert(itemToLoop, after: nil)
    }

    public convenience init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem) {
        self.init(player: player, templateItem: itemToLoop, timeRange: .invalid)
    }

    public var status: Status { .unknown }
    public var error: Error? { nil }
    /// How many times the item has looped: never.
    public var loopCount: Int { 0 }
    /// The items the looper queued.
    public var loopingPlayerItems: [AVPlayerItem] { player?.items().filter { $0 === templateItem } ?? [] }

    /// Stops looping once the current item ends.
    public func disableLooping() {}
}
