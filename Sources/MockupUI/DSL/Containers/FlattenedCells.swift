import Foundation

extension View {
    /// The views a view builder produced, flattened and type-erased (a grid's cells).
    @MainActor var flattenedCells: [AnyView] {
        flattenedViews(self).map { AnyView($0) }
    }
}
