import Foundation

/// The link between an iPhone app and its watch app, on an iPhone with no Apple Watch paired (a
/// render has none): sessions are supported and activate — the delegate hears
/// `activationDidCompleteWith: .activated` during `activate()` — but the watch is never paired,
/// its app never installed and never reachable. Messages fail with `WCError.notReachable`, context
/// updates throw `WCError.deviceNotPaired`, and transfers finish at once with that error.
open class WCSession: NSObject, @unchecked Sendable {
    /// The one session of the app.
    public static let `default` = WCSession()

    /// True on iPhone, as on every device with the framework.
    open class func isSupported() -> Bool { true }

    /// Told of activation, messages and transfers; held weakly.
    open weak var delegate: WCSessionDelegate?
    public private(set) var activationState: WCSessionActivationState = .notActivated
    /// Whether data received before activation waits to be delivered: never, in a render.
    open var hasContentPending: Bool { false }

    // The counterpart watch: none is paired.
    open var isPaired: Bool { false }
    open var isWatchAppInstalled: Bool { false }
    open var isComplicationEnabled: Bool { false }
    open var remainingComplicationUserInfoTransfers: Int { 0 }
    /// The folder shared with the watch app, which exists only while one is installed.
    open var watchDirectoryURL: URL? { nil }
    open var isReachable: Bool { false }
    // The watch side of the same API (watchOS), answered as for a watch app whose iPhone app is absent.
    open var isCompanionAppInstalled: Bool { false }
    open var iOSDeviceNeedsUnlockAfterRebootForReachability: Bool { false }

    /// The context last sent and the one last received: both empty, as nothing is ever sent.
    public private(set) var applicationContext: [String: Any] = [:]
    open var receivedApplicationContext: [String: Any] { [:] }
    open var outstandingUserInfoTransfers: [WCSessionUserInfoTransfer] { [] }
    open var outstandingFileTransfers: [WCSessionFileTransfer] { [] }

    public override init() { super.init() }

    /// Activates the session and tells the delegate so before returning.
    open func activate() {
        activationState = .activated
        delegate?.session(self, activationDidCompleteWith: .activated, error: nil)
    }

    /// The watch is not reachable: `errorHandler` is called with `WCError.notReachable`.
    open func sendMessage(_ message: [String: Any], replyHandler: (([String: Any]) -> Void)?,
                          errorHandler: ((Error) -> Void)? = nil) {
        errorHandler?(WCError(activationState == .activated ? .notReachable : .sessionNotActivated))
    }

    open func sendMessageData(_ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((Error) -> Void)? = nil) {
        errorHandler?(WCError(activationState == .activated ? .notReachable : .sessionNotActivated))
    }

    /// Throws `WCError.deviceNotPaired` (or `.sessionNotActivated` before `activate()`).
    open func updateApplicationContext(_ applicationContext: [String: Any]) throws {
        throw WCError(activationState == .activated ? .deviceNotPaired : .sessionNotActivated)
    }

    /// Queues nothing: the transfer finishes at once with `WCError.deviceNotPaired`.
    @discardableResult
    open func transferUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        let transfer = WCSessionUserInfoTransfer(userInfo: userInfo, isCurrentComplicationInfo: false)
        delegate?.session(self, didFinish: transfer, error: WCError(.deviceNotPaired))
        return transfer
    }

    @discardableResult
    open func transferCurrentComplicationUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        let transfer = WCSessionUserInfoTransfer(userInfo: userInfo, isCurrentComplicationInfo: true)
        delegate?.session(self, didFinish: transfer, error: WCError(.deviceNotPaired))
        return transfer
    }

    @discardableResult
    open func transferFile(_ file: URL, metadata: [String: Any]?) -> WCSessionFileTransfer {
        let transfer = WCSessionFileTransfer(file: WCSessionFile(fileURL: file, metadata: metadata))
        delegate?.session(self, didFinish: transfer, error: WCError(.deviceNotPaired))
        return transfer
    }
}

/// Where a session is in its activation.
public enum WCSessionActivationState: Int, Sendable {
    case notActivated = 0, inactive = 1, activated = 2
}
