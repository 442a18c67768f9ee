import Foundation

/// A user-info dictionary on its way to the watch (in a render it never leaves).
open class WCSessionUserInfoTransfer: NSObject {
    public let userInfo: [String: Any]
    public let isCurrentComplicationInfo: Bool
    open var isTransferring: Bool { false }
    public let progress = Progress(totalUnitCount: 1)

    init(userInfo: [String: Any], isCurrentComplicationInfo: Bool) {
        self.userInfo = userInfo
        self.isCurrentComplicationInfo = isCurrentComplicationInfo
    }

    open func cancel() {}
}

/// A file on its way to the watch (in a render it never leaves).
open class WCSessionFileTransfer: NSObject {
    public let file: WCSessionFile
    open var isTransferring: Bool { false }
    public let progress = Progress(totalUnitCount: 1)

    init(file: WCSessionFile) { self.file = file }

    open func cancel() {}
}

/// A transferred file and its metadata.
open class WCSessionFile: NSObject {
    public let fileURL: URL
    public let metadata: [String: Any]?

    init(fileURL: URL, metadata: [String: Any]?) {
        self.fileURL = fileURL
        self.metadata = metadata
    }
}
