import Foundation
import SwiftUI

/// Changes an image after it is cached, before it is shown (its rendering mode, its insets).
public protocol ImageModifier: Sendable {
    func modify(_ image: KFCrossPlatformImage) throws -> KFCrossPlatformImage
}

/// An image modifier made from a closure.
public struct AnyImageModifier: ImageModifier, @unchecked Sendable {
    let block: (KFCrossPlatformImage) throws -> KFCrossPlatformImage
    public init(modify: @escaping @Sendable (KFCrossPlatformImage) throws -> KFCrossPlatformImage) { block = modify }
    public func modify(_ image: KFCrossPlatformImage) throws -> KFCrossPlatformImage { try block(image) }
}

/// Shows the image in a rendering mode (`.alwaysTemplate` tints it).
public struct RenderingModeImageModifier: ImageModifier {
    public let renderingMode: UIImage.RenderingMode
    public init(renderingMode: UIImage.RenderingMode = .automatic) { self.renderingMode = renderingMode }
    public func modify(_ image: KFCrossPlatformImage) throws -> KFCrossPlatformImage { image.withRenderingMode(renderingMode) }
}

/// Flips the image in right-to-left layouts.
public struct FlipsForRightToLeftLayoutDirectionImageModifier: ImageModifier {
    public init() {}
    public func modify(_ image: KFCrossPlatformImage) throws -> KFCrossPlatformImage { image.imageFlippedForRightToLeftLayoutDirection() }
}

/// Sets the image's alignment rect insets.
public struct AlignmentRectInsetsImageModifier: ImageModifier {
    public let alignmentInsets: UIEdgeInsets
    public init(alignmentInsets: UIEdgeInsets) { self.alignmentInsets = alignmentInsets }
    public func modify(_ image: KFCrossPlatformImage) throws -> KFCrossPlatformImage { image.withAlignmentRectInsets(alignmentInsets) }
}
