import Foundation

/// The orientation of image data, as ImageIO's `CGImagePropertyOrientation`.
public enum CGImagePropertyOrientation: UInt32, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}
