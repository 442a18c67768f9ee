import Foundation

/// The schema and the store of an app's models, as SwiftData's `ModelContainer`. Its store is in
/// memory whatever the configurations say (a render never writes a user's files), so a container
/// starts empty, as a freshly installed app's store does; models saved by one of its contexts are
/// fetched by all of them.
public final class ModelContainer: @unchecked Sendable {
    public let schema: Schema
    public let configurations: [ModelConfiguration]
    public let migrationPlan: (any SchemaMigrationPlan.Type)?
    /// The saved models, shared by the container's contexts.
    let store: ModelStore
    private var storedMainContext: ModelContext?

    /// A container for `givenSchema` stored as `configurations` say (a default configuration when
    /// empty). It never fails: its store is in memory.
    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: [ModelConfiguration]) throws {
        self.init(schema: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        self.init(schema: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container for the model classes `forTypes` (`ModelContainer(for: Item.self, Tag.self)`).
    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        self.init(schema: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    init(schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]) {
        self.schema = schema
        self.migrationPlan = migrationPlan
        self.configurations = configurations.isEmpty ? [ModelConfiguration(schema: schema)] : configurations
        store = ModelStore(identifier: self.configurations[0].name)
    }

    /// The context bound to the main actor: what `.modelContainer(_:)` puts in a view's environment.
    /// Autosave is on.
    @MainActor public var mainContext: ModelContext {
        if let storedMainContext { return storedMainContext }
        let context = ModelContext(self)
        context.autosaveEnabled = true
        storedMainContext = context
        return context
    }

    /// Removes every saved model from the store.
    public func deleteAllData() {
        store.removeAll()
    }
}
