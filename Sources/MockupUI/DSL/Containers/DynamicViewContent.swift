import CoreTransferable
import Foundation
import UniformTypeIdentifiers

/// A view that generates its content from a collection, as SwiftUI's `DynamicViewContent`
/// (`ForEach`, and modified `ForEach`es): the type the editing actions of a list's rows are
/// declared on. Swipe-to-delete, drag-to-move and drops are gestures, so a still draws the rows
/// unchanged.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    /// The collection the content is generated from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    public var data: Content.Data { content.data }
}

extension DynamicViewContent {
    /// Swipe-to-delete for the rows.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
    /// Drag-to-reorder for the rows.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
    /// Drops of `supportedContentTypes` that insert rows at an index.
    public func onInsert(of supportedContentTypes: [UTType],
                         perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent { self }
    /// Drops of the type identifiers `acceptedTypeIdentifiers` that insert rows (iOS 13 form).
    public func onInsert(of acceptedTypeIdentifiers: [String],
                         perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent { self }
    /// Drops of `T` that insert rows at an index.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping ([T], Int) -> Void) -> some DynamicViewContent { self }
}

extension View {
    /// Turns swipe-to-delete off for this row.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    /// Turns drag-to-reorder off for this row.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
}
