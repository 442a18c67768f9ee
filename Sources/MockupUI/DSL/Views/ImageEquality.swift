import Foundation

/// The drawing of `Image(size:renderer:)`: one value per call, so an image equals its copies only.
/// Immutable, and its renderer runs only where views are drawn (the main actor), so an `Image`
/// holding one can be compared anywhere.
final class DrawnImage: @unchecked Sendable {
    let size: CGSize
    let renderer: (inout GraphicsContext) -> Void

    init(size: CGSize, renderer: @escaping (inout GraphicsContext) -> Void) {
        self.size = size; self.renderer = renderer
    }
}

/// A view `ImageRenderer` rendered, kept to be drawn again: one value per render. Immutable, and its
/// view is only built where views are drawn (the main actor).
final class RenderedContent: @unchecked Sendable {
    let content: AnyView
    let size: CGSize

    init(content: AnyView, size: CGSize) { self.content = content; self.size = size }
}

extension Image: Equatable {
    /// Images are equal when they show the same asset or symbol (or are copies of one drawn image)
    /// with the same options.
    nonisolated public static func == (lhs: Image, rhs: Image) -> Bool {
        let sameSource: Bool
        switch (lhs.source, rhs.source) {
        case let (.symbol(a), .symbol(b)), let (.bitmap(a), .bitmap(b)): sameSource = a == b
        case let (.decoded(a), .decoded(b)): sameSource = a == b
        case let (.drawing(a), .drawing(b)): sameSource = a === b
        case let (.rendered(a), .rendered(b)): sameSource = a === b
        default: sameSource = false
        }
        return sameSource && lhs.isResizable == rhs.isResizable && lhs.capInsets == rhs.capInsets
            && lhs.resizingMode == rhs.resizingMode && lhs.ownRenderingMode == rhs.ownRenderingMode
            && lhs.templateMode == rhs.templateMode && lhs.interpolationQuality == rhs.interpolationQuality
    }
}
