import Foundation

/// What reads a player item's media as it plays (AVFoundation's `AVPlayerItemOutput`): a render
/// plays nothing, so an output never has a frame or a caption to hand out.
open class AVPlayerItemOutput: NSObject, @unchecked Sendable {
    /// Whether the item stops drawing what this output takes (captions an app draws itself).
    open var suppressesPlayerRendering = false

    /// The item time shown at a host time (`CACurrentMediaTime()`): zero, as time stays at zero.
    open func itemTime(forHostTime hostTimeInSeconds: TimeInterval) -> CMTime { .zero }
}

/// Video frames as pixel buffers: none is ever new, and none is handed out.
open class AVPlayerItemVideoOutput: AVPlayerItemOutput, @unchecked Sendable {
    /// The attributes the buffers were asked for (`kCVPixelBufferPixelFormatTypeKey`…).
    public let pixelBufferAttributes: [String: Any]?

    public init(pixelBufferAttributes: [String: Any]?) {
        self.pixelBufferAttributes = pixelBufferAttributes
        super.init()
    }

    public override convenience init() { self.init(pixelBufferAttributes: nil) }

    /// Whether a frame newer than the last one copied is ready for `itemTime`: never.
    open func hasNewPixelBuffer(forItemTime itemTime: CMTime) -> Bool { false }

    /// The frame for `itemTime`: none.
    open func copyPixelBuffer(forItemTime itemTime: CMTime, itemTimeForDisplay outItemTimeForDisplay: UnsafeMutablePointer<CMTime>?) -> CVPixelBuffer? {
        nil
    }

    /// Asks for a frame change notice within `interval`: none comes.
    open func requestNotificationOfMediaDataChange(withAdvanceInterval interval: TimeInterval) {}
}

/// Captions and subtitles as attributed strings, pushed to a delegate: none is pushed.
open class AVPlayerItemLegibleOutput: AVPlayerItemOutput, @unchecked Sendable {
    /// The caption formats handed over as sample buffers rather than strings.
    public let mediaSubtypesForNativeRepresentation: [NSNumber]
    /// How far ahead of their time captions are delivered.
    open var advanceIntervalForDelegateInvocation: TimeInterval = 0
    /// How much of the captions' styling is handed over.
    public struct TextStylingResolution: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// All of it.
        public static let `default` = TextStylingResolution(rawValue: "AVPlayerItemLegibleOutputTextStylingResolutionDefault")
        /// Only the source's own styling and the user's rules.
        public static let sourceAndRulesOnly = TextStylingResolution(rawValue: "AVPlayerItemLegibleOutputTextStylingResolutionSourceAndRulesOnly")
    }

    open var textStylingResolution = TextStylingResolution.default
    public private(set) weak var delegate: (any AVPlayerItemLegibleOutputPushDelegate)?
    public private(set) var delegateQueue: DispatchQueue?

    public init(mediaSubtypesForNativeRepresentation subtypes: [NSNumber]) {
        mediaSubtypesForNativeRepresentation = subtypes
        super.init()
    }

    public override convenience init() { self.init(mediaSubtypesForNativeRepresentation: []) }

    /// The delegate captions go to, on `delegateQueue`; never called, as nothing plays.
    open func setDelegate(_ delegate: (any AVPlayerItemLegibleOutputPushDelegate)?, queue delegateQueue: DispatchQueue?) {
        self.delegate = delegate
        self.delegateQueue = delegateQueue
    }
}

/// What an output pushes its media to.
public protocol AVPlayerItemOutputPushDelegate: NSObjectProtocol {
    func outputSequenceWasFlushed(_ output: AVPlayerItemOutput)
}

extension AVPlayerItemOutputPushDelegate {
    public func outputSequenceWasFlushed(_ output: AVPlayerItemOutput) {}
}

/// What a legible output pushes captions to (never called in a render).
public protocol AVPlayerItemLegibleOutputPushDelegate: AVPlayerItemOutputPushDelegate {
    func legibleOutput(_ output: AVPlayerItemLegibleOutput, didOutputAttributedStrings strings: [NSAttributedString],
                       nativeSampleBuffers nativeSamples: [Any], forItemTime itemTime: CMTime)
}

extension AVPlayerItemLegibleOutputPushDelegate {
    public func legibleOutput(_ output: AVPlayerItemLegibleOutput, didOutputAttributedStrings strings: [NSAttributedString],
                              nativeSampleBuffers nativeSamples: [Any], forItemTime itemTime: CMTime) {}
}
