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
    /// Swipe-to-delete for the rows; in edit mode each row shows the delete control (nil: none).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        RowEditActionsContent(base: self, actions: action == nil ? [] : .delete)
    }
    /// Drag-to-reorder for the rows; in edit mode each row shows the reorder control (nil: none).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        RowEditActionsContent(base: self, actions: action == nil ? [] : .move)
    }
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

/// The editing actions of a list row.
struct ListRowEditActions: OptionSet, Hashable, Sendable {
    let rawValue: Int
    static let delete = ListRowEditActions(rawValue: 1 << 0)
    static let move = ListRowEditActions(rawValue: 1 << 1)
}

/// A `ForEach` (or modified one) with editing actions: each of its views is a row that offers them.
struct RowEditActionsContent<Base: DynamicViewContent>: DynamicViewContent, ViewList {
    let base: Base
    let actions: ListRowEditActions
    var data: Base.Data { base.data }
    var body: Base { base }

    func childViews(in environment: EnvironmentValues) -> [any View] {
        flattenedViews(base, in: environment).map { offering($0) }
    }

    /// `row` recording that it offers the actions.
    private func offering<Row: View>(_ row: Row) -> any View {
        row.modifier(ListRowPreferenceWriter { [actions] in $0.editActions.formUnion(actions) })
    }
}

extension View {
    /// Turns swipe-to-delete off for this row (in edit mode it shows no delete control).
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(ListRowPreferenceWriter { if isDisabled { $0.disabledEditActions.insert(.delete) } })
    }
    /// Turns drag-to-reorder off for this row (in edit mode it shows no reorder control).
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(ListRowPreferenceWriter { if isDisabled { $0.disabledEditActions.insert(.move) } })
    }
}
