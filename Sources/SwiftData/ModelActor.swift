import Foundation

/// What runs a model actor's work: the context it works in.
public protocol ModelExecutor: AnyObject, Sendable {
    var modelContext: ModelContext { get }
}

/// The executor `@ModelActor` gives an actor: one context of its own on the actor's container.
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
    public let modelContext: ModelContext

    public init(modelContext: ModelContext) { self.modelContext = modelContext }
}

/// An actor that works with models in its own context, as `@ModelActor` makes one (the guide
/// compiler expands the macro into this conformance, the two properties and `init(modelContainer:)`).
public protocol ModelActor: Actor {
    nonisolated var modelContainer: ModelContainer { get }
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor's own context.
    public var modelContext: ModelContext { modelExecutor.modelContext }

    /// The model with `id` in the actor's context, if it is of type `T`.
    public subscript<T: PersistentModel>(id: PersistentIdentifier, as type: T.Type) -> T? {
        modelContext.registeredModel(for: id)
    }
}
