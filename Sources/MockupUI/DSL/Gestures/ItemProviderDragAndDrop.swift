import Foundation
import UniformTypeIdentifiers

// Drag and drop with item providers (`.onDrag`, `.onDrop`, `DropDelegate`), the iOS 13–15 API
// beside `draggable`/`dropDestination`. Dragging starts with a touch: a still drags and drops
// nothing, so no provider is asked for and no drop handler runs.

/// What a drop does with its items, as SwiftUI's `DropOperation`.
public enum DropOperation: Hashable, Sendable {
    /// The drop is cancelled.
    case cancel
    /// The drop is not allowed here.
    case forbidden
    /// The items are copied.
    case copy
    /// The items are moved.
    case move
}

/// A drop target's answer to a drag over it, as SwiftUI's `DropProposal`.
public struct DropProposal: Sendable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

/// A drop in progress, as SwiftUI's `DropInfo`: where it is and the items it carries.
public struct DropInfo {
    /// Where the drag is, in the drop target's coordinates.
    public let location: CGPoint
    let providers: [NSItemProvider]

    /// Whether an item conforms to one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }

    /// The providers with an item conforming to one of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
    }

    /// Whether an item conforms to one of the type identifiers `types` (iOS 13 form).
    public func hasItemsConforming(to types: [String]) -> Bool { hasItemsConforming(to: types.compactMap(UTType.init)) }

    /// The providers with an item conforming to one of the type identifiers `types` (iOS 13 form).
    public func itemProviders(for types: [String]) -> [NSItemProvider] { itemProviders(for: types.compactMap(UTType.init)) }
}

/// An object that follows a drag over a view and takes its drop, as SwiftUI's `DropDelegate`.
@MainActor @preconcurrency
public protocol DropDelegate {
    /// Whether the drop is accepted (default: it has items of the view's types).
    func validateDrop(info: DropInfo) -> Bool
    /// Takes the drop; true when it was handled.
    func performDrop(info: DropInfo) -> Bool
    /// The drag entered the view.
    func dropEntered(info: DropInfo)
    /// The drag moved in the view; nil keeps the last proposal.
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// The drag left the view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

extension View {
    /// Makes the view a drag source whose items `data` provides.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }

    /// Makes the view a drag source whose items `data` provides, showing `preview` while dragged.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }

    /// Accepts drops of `supportedContentTypes`; `isTargeted` is true while a drag is over the view.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View { self }

    /// Accepts drops of `supportedContentTypes`, with the drop location.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View { self }

    /// Accepts drops of `supportedContentTypes` through `delegate`.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { self }

    /// Accepts drops of the type identifiers `supportedTypes` (iOS 13 form).
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View { self }

    /// Accepts drops of the type identifiers `supportedTypes`, with the location (iOS 13 form).
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View { self }

    /// Accepts drops of the type identifiers `supportedTypes` through `delegate` (iOS 13 form).
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View { self }

    /// The provider of the view's items for drags and the share sheet; nil offers none.
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> some View { self }
}
