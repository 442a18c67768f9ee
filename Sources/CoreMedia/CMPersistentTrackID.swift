/// A track's identifier within its asset, kept across edits (Core Media's `CMPersistentTrackID`).
public typealias CMPersistentTrackID = Int32

/// The identifier no track has.
public let kCMPersistentTrackID_Invalid: CMPersistentTrackID = 0
