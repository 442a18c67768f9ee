import Foundation
import Observation

/// A class whose objects a `ModelContext` stores, as SwiftData's `PersistentModel`. Apple's `@Model`
/// macro makes a class one; Mockup's guide compiler rewrites `@Model` to `@Observable` plus this
/// conformance (docs/API-SHIMS.md, "SwiftData"). Models are equal when they are the same object and
/// identified by their `persistentModelID` unless the class declares its own `id`.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

extension PersistentModel {
    /// The model's identity in its container's store.
    public var persistentModelID: PersistentIdentifier { ModelRegistry.shared.identifier(of: self) }

    /// The identity SwiftUI lists use (`ForEach(items)`), when the class declares no `id` of its own.
    public var id: PersistentIdentifier { persistentModelID }

    /// The context the model was inserted in; nil before it is inserted.
    public var modelContext: ModelContext? { ModelRegistry.shared.context(of: self) }

    /// Whether the model was deleted from its context (and the deletion not yet saved or rolled back).
    public var isDeleted: Bool { ModelRegistry.shared.isDeleted(self) }

    /// Whether the model has unsaved changes: it is inserted or deleted and its context not saved.
    /// Property edits are not tracked in a render.
    public var hasChanges: Bool { modelContext?.hasPendingChange(for: self) ?? false }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
