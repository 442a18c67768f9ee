import CoreMedia
import Foundation

/// How an item's audio tracks are mixed: each track's parameters (volume ramps). A render plays no
/// audio; the parameters are kept as set.
open class AVAudioMix: NSObject, @unchecked Sendable {
    open var inputParameters: [AVAudioMixInputParameters] { [] }
}

/// A mix whose parameters can be set.
open class AVMutableAudioMix: AVAudioMix, @unchecked Sendable {
    private var parameters: [AVAudioMixInputParameters] = []
    open override var inputParameters: [AVAudioMixInputParameters] {
        get { parameters }
        set { parameters = newValue }
    }
}

/// One track's mixing parameters: its volume ramps.
open class AVAudioMixInputParameters: NSObject, @unchecked Sendable {
    open var trackID = kCMPersistentTrackID_Invalid
    fileprivate var ramps: [(start: Float, end: Float, timeRange: CMTimeRange)] = []

    /// The ramp in effect at `time`, written to the arguments; false when none is.
    open func getVolumeRamp(for time: CMTime, startVolume: UnsafeMutablePointer<Float>?, endVolume: UnsafeMutablePointer<Float>?,
                            timeRange: UnsafeMutablePointer<CMTimeRange>?) -> Bool {
        guard let ramp = ramps.last(where: { $0.timeRange.containsTime(time) }) else { return false }
        startVolume?.pointee = ramp.start
        endVolume?.pointee = ramp.end
        timeRange?.pointee = ramp.timeRange
        return true
    }
}

/// One track's parameters, settable.
open class AVMutableAudioMixInputParameters: AVAudioMixInputParameters, @unchecked Sendable {
    /// Parameters for `track`'s audio (an identifier of 0, no track's, for nil).
    public convenience init(track: AVAssetTrack?) {
        self.init()
        trackID = track?.trackID ?? kCMPersistentTrackID_Invalid
    }

    /// A volume from `time` on (a ramp of no duration).
    open func setVolume(_ volume: Float, at time: CMTime) {
        ramps.append((volume, volume, CMTimeRange(start: time, duration: .positiveInfinity)))
    }

    open func setVolumeRamp(fromStartVolume startVolume: Float, toEndVolume endVolume: Float, timeRange: CMTimeRange) {
        ramps.append((startVolume, endVolume, timeRange))
    }
}
