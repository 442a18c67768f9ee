import SwiftUI

/// The model context of views with no `.modelContainer` or `.modelContext` above them.
private enum ModelContextKey: EnvironmentKey {
    /// A new context of an empty, schema-less, in-memory container each time it is read: as on iOS,
    /// fetches find nothing and nothing inserted there is kept.
    static var defaultValue: ModelContext { ModelContext(ModelContainer(schema: Schema(), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])) }
}

extension EnvironmentValues {
    /// The model context `@Query` fetches from and views insert into
    /// (`@Environment(\.modelContext) private var context`).
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

/// What `.modelContainer(for:…)` makes: a container of `modelTypes` (in memory whatever `inMemory`
/// says: a render never writes a user's files) whose main context has the autosave and undo settings
/// given, reported to `onSetup`.
@MainActor
func makeModelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool, isAutosaveEnabled: Bool,
                        isUndoEnabled: Bool, onSetup: (Swift.Result<ModelContainer, any Error>) -> Void) -> ModelContainer {
    let container = ModelContainer(schema: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
    container.mainContext.autosaveEnabled = isAutosaveEnabled
    if isUndoEnabled { container.mainContext.undoManager = UndoManager() }
    onSetup(.success(container))
    return container
}

extension View {
    /// Puts `container`'s main context in this view's environment.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Makes a container for `modelType` and puts its main context in this view's environment.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
                       onSetup: onSetup)
    }

    /// Makes a container for `modelTypes` and puts its main context in this view's environment.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(makeModelContainer(for: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                                          isUndoEnabled: isUndoEnabled, onSetup: onSetup))
    }

    /// Puts `modelContext` in this view's environment.
    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

extension Scene {
    /// Puts `container`'s main context in the environment of the scene's views.
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        environment(\.modelContext, container.mainContext)
    }

    /// Makes a container for `modelType` and puts its main context in the environment of the scene's views.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
                       onSetup: onSetup)
    }

    /// Makes a container for `modelTypes` and puts its main context in the environment of the scene's views.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        modelContainer(makeModelContainer(for: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                                          isUndoEnabled: isUndoEnabled, onSetup: onSetup))
    }

    /// Puts `modelContext` in the environment of the scene's views.
    public func modelContext(_ modelContext: ModelContext) -> some Scene {
        environment(\.modelContext, modelContext)
    }
}
