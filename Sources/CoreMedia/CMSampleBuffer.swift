import CoreVideo
import Foundation

/// A buffer of media samples, as capture outputs deliver them. A render captures nothing, so none
/// is ever made: the type exists for the delegate methods that receive one.
public final class CMSampleBuffer: @unchecked Sendable {
    private init() {}

    /// The buffer's presentation time.
    public var presentationTimeStamp: CMTime { .invalid }
    /// The buffer's duration.
    public var duration: CMTime { .invalid }
    /// Whether the samples are ready to read.
    public var isValid: Bool { false }
}

/// The image a sample buffer holds: none, as no buffer is ever made.
public func CMSampleBufferGetImageBuffer(_ sbuf: CMSampleBuffer) -> CVImageBuffer? { nil }
