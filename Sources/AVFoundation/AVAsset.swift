import Foundation
import SwiftUI

/// Media at a URL. A render reads no media: an asset has no tracks, a zero duration, and is not
/// playable; loading its properties returns those values.
open class AVAsset: NSObject, @unchecked Sendable {
    override init() { super.init() }

    /// An asset for the media at `url` (an `AVURLAsset`).
    public convenience init(url URL: URL) { self.init() }

    open var duration: CMTime { .zero }
    open var tracks: [AVAssetTrack] { [] }
    open var isPlayable: Bool { false }
    open var isExportable: Bool { false }
    open var isReadable: Bool { false }
    open var isComposable: Bool { false }
    open var hasProtectedContent: Bool { false }
    open var preferredRate: Float { 1 }
    open var preferredVolume: Float { 1 }
    open var preferredTransform: CGAffineTransform { .identity }

    /// The asset's tracks of `mediaType` (none).
    open func tracks(withMediaType mediaType: AVMediaType) -> [AVAssetTrack] { [] }

    /// The asset's tracks of `mediaType`, loaded (none).
    open func loadTracks(withMediaType mediaType: AVMediaType) async throws -> [AVAssetTrack] { [] }

    /// Stops loading (nothing loads).
    open func cancelLoading() {}
}

/// An asset at a URL.
open class AVURLAsset: AVAsset, @unchecked Sendable {
    public let url: URL

    /// The asset at `URL`; `options` (such as `AVURLAssetPreferPreciseDurationAndTimingKey`) are accepted.
    public init(url URL: URL, options: [String: Any]? = nil) {
        url = URL
        super.init()
    }
}

/// Asks for precise durations when loading.
public let AVURLAssetPreferPreciseDurationAndTimingKey = "AVURLAssetPreferPreciseDurationAndTimingKey"

/// One track of an asset (a render's assets have none; the type is for code that reads them).
open class AVAssetTrack: NSObject, @unchecked Sendable {
    public let mediaType: AVMediaType
    public let trackID: CMPersistentTrackID

    init(mediaType: AVMediaType, trackID: CMPersistentTrackID) {
        self.mediaType = mediaType; self.trackID = trackID
        super.init()
    }

    open var naturalSize: CGSize { .zero }
    open var preferredTransform: CGAffineTransform { .identity }
    open var nominalFrameRate: Float { 0 }
    open var estimatedDataRate: Float { 0 }
    open var timeRange: CMTimeRange { .zero }
    open var isPlayable: Bool { false }
}

/// A property of an asset or track that can be loaded asynchronously (`try await asset.load(.duration)`).
public final class AVAsyncProperty<Root, Value>: @unchecked Sendable {
    let read: (Root) -> Value
    init(_ read: @escaping (Root) -> Value) { self.read = read }
}

extension AVAsyncProperty where Root: AVAsset, Value == CMTime {
    public static var duration: AVAsyncProperty<Root, CMTime> { AVAsyncProperty { $0.duration } }
}

extension AVAsyncProperty where Root: AVAsset, Value == [AVAssetTrack] {
    public static var tracks: AVAsyncProperty<Root, [AVAssetTrack]> { AVAsyncProperty { $0.tracks } }
}

extension AVAsyncProperty where Root: AVAsset, Value == Bool {
    public static var isPlayable: AVAsyncProperty<Root, Bool> { AVAsyncProperty { $0.isPlayable } }
    public static var isExportable: AVAsyncProperty<Root, Bool> { AVAsyncProperty { $0.isExportable } }
    public static var isReadable: AVAsyncProperty<Root, Bool> { AVAsyncProperty { $0.isReadable } }
    public static var hasProtectedContent: AVAsyncProperty<Root, Bool> { AVAsyncProperty { $0.hasProtectedContent } }
}

extension AVAsyncProperty where Root: AVAsset, Value == Float {
    public static var preferredRate: AVAsyncProperty<Root, Float> { AVAsyncProperty { $0.preferredRate } }
    public static var preferredVolume: AVAsyncProperty<Root, Float> { AVAsyncProperty { $0.preferredVolume } }
}

extension AVAsyncProperty where Root: AVAsset, Value == CGAffineTransform {
    public static var preferredTransform: AVAsyncProperty<Root, CGAffineTransform> { AVAsyncProperty { $0.preferredTransform } }
}

extension AVAsyncProperty where Root: AVAssetTrack, Value == CGSize {
    public static var naturalSize: AVAsyncProperty<Root, CGSize> { AVAsyncProperty { $0.naturalSize } }
}

extension AVAsyncProperty where Root: AVAssetTrack, Value == CGAffineTransform {
    public static var preferredTransform: AVAsyncProperty<Root, CGAffineTransform> { AVAsyncProperty { $0.preferredTransform } }
}

extension AVAsyncProperty where Root: AVAssetTrack, Value == Float {
    public static var nominalFrameRate: AVAsyncProperty<Root, Float> { AVAsyncProperty { $0.nominalFrameRate } }
}

extension AVAsyncProperty where Root: AVAssetTrack, Value == CMTimeRange {
    public static var timeRange: AVAsyncProperty<Root, CMTimeRange> { AVAsyncProperty { $0.timeRange } }
}

/// What loads its properties asynchronously: assets and tracks.
public protocol AVAsynchronousKeyValueLoading {}

extension AVAsynchronousKeyValueLoading {
    /// The property's value (nothing needs loading in a render).
    public func load<T>(_ property: AVAsyncProperty<Self, T>) async throws -> T { property.read(self) }

    /// Two properties' values.
    public func load<A, B>(_ a: AVAsyncProperty<Self, A>, _ b: AVAsyncProperty<Self, B>) async throws -> (A, B) {
        (a.read(self), b.read(self))
    }

    /// Three properties' values.
    public func load<A, B, C>(_ a: AVAsyncProperty<Self, A>, _ b: AVAsyncProperty<Self, B>,
                              _ c: AVAsyncProperty<Self, C>) async throws -> (A, B, C) {
        (a.read(self), b.read(self), c.read(self))
    }
}

extension AVAsset: AVAsynchronousKeyValueLoading {}
extension AVAssetTrack: AVAsynchronousKeyValueLoading {}
