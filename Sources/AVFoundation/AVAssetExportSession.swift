import Foundation

/// A container format media is written in (`.mp4`, `.mov`).
public struct AVFileType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let mov = AVFileType(rawValue: "com.apple.quicktime-movie")
    public static let mp4 = AVFileType(rawValue: "public.mpeg-4")
    public static let m4v = AVFileType(rawValue: "com.apple.m4v-video")
    public static let m4a = AVFileType(rawValue: "com.apple.m4a-audio")
    public static let wav = AVFileType(rawValue: "com.microsoft.waveform-audio")
    public static let caf = AVFileType(rawValue: "com.apple.coreaudio-format")
    public static let aiff = AVFileType(rawValue: "public.aiff-audio")
    public static let mp3 = AVFileType(rawValue: "public.mp3")
    public static let heic = AVFileType(rawValue: "public.heic")
    public static let jpg = AVFileType(rawValue: "public.jpeg")
}

// The export presets, as AVFoundation names them (strings an image picker's `videoExportPreset` takes too).
public let AVAssetExportPresetLowQuality = "AVAssetExportPresetLowQuality"
public let AVAssetExportPresetMediumQuality = "AVAssetExportPresetMediumQuality"
public let AVAssetExportPresetHighestQuality = "AVAssetExportPresetHighestQuality"
public let AVAssetExportPresetHEVCHighestQuality = "AVAssetExportPresetHEVCHighestQuality"
public let AVAssetExportPresetPassthrough = "AVAssetExportPresetPassthrough"
public let AVAssetExportPresetAppleM4A = "AVAssetExportPresetAppleM4A"
public let AVAssetExportPreset640x480 = "AVAssetExportPreset640x480"
public let AVAssetExportPreset960x540 = "AVAssetExportPreset960x540"
public let AVAssetExportPreset1280x720 = "AVAssetExportPreset1280x720"
public let AVAssetExportPreset1920x1080 = "AVAssetExportPreset1920x1080"
public let AVAssetExportPreset3840x2160 = "AVAssetExportPreset3840x2160"
public let AVAssetExportPresetHEVC1920x1080 = "AVAssetExportPresetHEVC1920x1080"
public let AVAssetExportPresetHEVC3840x2160 = "AVAssetExportPresetHEVC3840x2160"

/// Transcodes an asset to a file, as AVFoundation's `AVAssetExportSession`. A render has no media to
/// transcode: an export fails with `exportUnavailable`, so code waiting on it takes its error path.
open class AVAssetExportSession: NSObject, @unchecked Sendable {
    public enum Status: Int, Sendable { case unknown, waiting, exporting, completed, failed, cancelled }

    /// The error of an export in a render.
    public static let exportUnavailable = NSError(domain: "AVFoundationErrorDomain", code: -11800,
                                                  userInfo: [NSLocalizedDescriptionKey: "The operation could not be completed"])

    public let asset: AVAsset
    public let presetName: String
    open var outputURL: URL?
    open var outputFileType: AVFileType?
    open var shouldOptimizeForNetworkUse = false
    open private(set) var status = Status.unknown
    open private(set) var error: Error?
    open var progress: Float { 0 }
    open var supportedFileTypes: [AVFileType] { [.mov, .mp4, .m4v] }

    /// Every preset name AVFoundation has.
    public class func allExportPresets() -> [String] {
        [AVAssetExportPresetLowQuality, AVAssetExportPresetMediumQuality, AVAssetExportPresetHighestQuality,
         AVAssetExportPresetHEVCHighestQuality, AVAssetExportPresetPassthrough, AVAssetExportPresetAppleM4A,
         AVAssetExportPreset640x480, AVAssetExportPreset960x540, AVAssetExportPreset1280x720, AVAssetExportPreset1920x1080,
         AVAssetExportPreset3840x2160, AVAssetExportPresetHEVC1920x1080, AVAssetExportPresetHEVC3840x2160]
    }

    /// A session for `asset` with one of the preset names; nil for a name AVFoundation does not have.
    public init?(asset: AVAsset, presetName: String) {
        guard Self.allExportPresets().contains(presetName) else { return nil }
        self.asset = asset; self.presetName = presetName
    }

    /// Ends the export as failed and calls `handler`.
    open func exportAsynchronously(completionHandler handler: @escaping @Sendable () -> Void) {
        status = .failed; error = Self.exportUnavailable
        handler()
    }

    /// Throws `exportUnavailable`.
    open func export() async throws {
        status = .failed; error = Self.exportUnavailable
        throw Self.exportUnavailable
    }

    /// Exports to `url` as `fileType`: throws `exportUnavailable`.
    open func export(to url: URL, as fileType: AVFileType) async throws {
        outputURL = url; outputFileType = fileType
        try await export()
    }

    open func cancelExport() { status = .cancelled }
}
