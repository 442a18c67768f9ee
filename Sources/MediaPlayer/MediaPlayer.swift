import Foundation
import SwiftUI

/// The system volume slider (drawn as a plain capsule track in a still).
public final class MPVolumeView {
    public var showsRouteButton = true
    public init() {}
}

/// Now-playing metadata for the lock screen (kept, never shown).
public final class MPNowPlayingInfoCenter: @unchecked Sendable {
    public static let `default` = MPNowPlayingInfoCenter()
    public var nowPlayingInfo: [String: Any]?
}

/// Now-playing keys.
public let MPMediaItemPropertyTitle = "title"
public let MPMediaItemPropertyArtist = "artist"
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "elapsedPlaybackTime"
public let MPNowPlayingInfoPropertyPlaybackRate = "playbackRate"

/// Remote control commands (never sent in a render).
public final class MPRemoteCommandCenter: @unchecked Sendable {
    public static func shared() -> MPRemoteCommandCenter { MPRemoteCommandCenter() }
    public let playCommand = MPRemoteCommand()
    public let pauseCommand = MPRemoteCommand()
    public let nextTrackCommand = MPRemoteCommand()
    public let previousTrackCommand = MPRemoteCommand()
    public let togglePlayPauseCommand = MPRemoteCommand()
}

/// One remote command.
public final class MPRemoteCommand: @unchecked Sendable {
    /// The result a handler returns.
    public enum HandlerStatus: Int, Sendable { case success, noSuchContent, noActionableNowPlayingItem, commandFailed }
    public var isEnabled = true
    public func addTarget(handler: @escaping (Any) -> HandlerStatus) -> Any { handler }
}
