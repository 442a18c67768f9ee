import Foundation

/// One version of an app's schema, as SwiftData's `VersionedSchema`: its version and its model classes
/// (usually nested in the conforming enum).
public protocol VersionedSchema {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

/// How a store moves through the versions of its schema, as SwiftData's `SchemaMigrationPlan`. A
/// render's stores start empty, so no stage ever runs.
public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

extension SchemaMigrationPlan {
    /// No stages: every version change is lightweight.
    public static var stages: [MigrationStage] { [] }
}

/// One step of a migration plan, as SwiftData's `MigrationStage`.
public enum MigrationStage {
    /// A migration SwiftData does on its own (added or renamed properties with defaults).
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A migration with the app's own code before (`willMigrate`) and after (`didMigrate`) it.
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
                willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}
