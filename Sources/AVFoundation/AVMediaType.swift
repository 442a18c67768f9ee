import Foundation

/// A kind of media: what a track holds or a capture device records.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let video = AVMediaType(rawValue: "vide")
    public static let audio = AVMediaType(rawValue: "soun")
    public static let text = AVMediaType(rawValue: "text")
    public static let closedCaption = AVMediaType(rawValue: "clcp")
    public static let subtitle = AVMediaType(rawValue: "sbtl")
    public static let timecode = AVMediaType(rawValue: "tmcd")
    public static let metadata = AVMediaType(rawValue: "meta")
    public static let muxed = AVMediaType(rawValue: "muxx")
    public static let depthData = AVMediaType(rawValue: "dpth")
}

/// How video fills a layer's bounds.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Fits the video inside the bounds, keeping its aspect ratio (the default).
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// Fills the bounds, keeping the aspect ratio and cropping.
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    /// Stretches the video to the bounds.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

/// Whether the app may use the camera or microphone. A render is never granted either.
public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted, denied, authorized
}
