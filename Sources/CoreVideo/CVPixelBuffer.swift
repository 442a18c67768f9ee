@_exported import Foundation

/// Core Video's image buffer, as video outputs hand out a frame. A render decodes no video, so none
/// is ever made: the type exists for the code that asks an output for one (and gets nil).
public final class CVBuffer: @unchecked Sendable {
    private init() {}
}

/// A buffer of an image.
public typealias CVImageBuffer = CVBuffer
/// A buffer of an image's pixels in main memory.
public typealias CVPixelBuffer = CVImageBuffer
/// Core Video's result codes.
public typealias CVReturn = Int32
public let kCVReturnSuccess: CVReturn = 0
public let kCVReturnError: CVReturn = -6660
/// A four-character code, as Core Video names pixel formats with.
public typealias OSType = UInt32

/// The buffer's size in pixels and its pixel format (never asked of a buffer here: none exists).
public func CVPixelBufferGetWidth(_ pixelBuffer: CVPixelBuffer) -> Int { 0 }
public func CVPixelBufferGetHeight(_ pixelBuffer: CVPixelBuffer) -> Int { 0 }
public func CVPixelBufferGetPixelFormatType(_ pixelBuffer: CVPixelBuffer) -> OSType { 0 }

// Pixel formats, with Core Video's four-character codes.
public let kCVPixelFormatType_32ARGB: OSType = 0x0000_0020
public let kCVPixelFormatType_32BGRA: OSType = 0x4247_5241  // 'BGRA'
public let kCVPixelFormatType_32RGBA: OSType = 0x5247_4241  // 'RGBA'
public let kCVPixelFormatType_420YpCbCr8BiPlanarVideoRange: OSType = 0x3432_3076  // '420v'
public let kCVPixelFormatType_420YpCbCr8BiPlanarFullRange: OSType = 0x3432_3066  // '420f'

// The keys of a buffer's attributes (as an output's `pixelBufferAttributes` names them).
public let kCVPixelBufferPixelFormatTypeKey = "PixelFormatType"
public let kCVPixelBufferWidthKey = "Width"
public let kCVPixelBufferHeightKey = "Height"
public let kCVPixelBufferIOSurfacePropertiesKey = "IOSurfaceProperties"
public let kCVPixelBufferMetalCompatibilityKey = "MetalCompatibility"
