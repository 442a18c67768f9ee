import Foundation

/// The model types a container stores, as SwiftData's `Schema`: one entity per model class.
public final class Schema: Hashable, @unchecked Sendable {
    /// A schema's version (`Schema.Version(1, 0, 0)`).
    public struct Version: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
        public let major: Int
        public let minor: Int
        public let patch: Int

        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        public var description: String { "\(major).\(minor).\(patch)" }

        public static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
    }

    /// One model class of the schema.
    public final class Entity: Hashable, CustomStringConvertible, @unchecked Sendable {
        /// The class name.
        public let name: String

        /// The entity of the model class named `name`.
        public init(_ name: String) { self.name = name }

        public var description: String { name }
        public static func == (lhs: Entity, rhs: Entity) -> Bool { lhs.name == rhs.name }
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    /// What `@Attribute(…)` says about a stored property (the guide compiler's `@Model` rewrite drops
    /// the attribute: a render stores every property in memory the same way).
    public struct Attribute {
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
            public static let externalStorage = Option(name: "externalStorage")
            public static let encrypt = Option(name: "encrypt")
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            public static let ephemeral = Option(name: "ephemeral")
            public static let spotlight = Option(name: "spotlight")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Stores the value through a `ValueTransformer` subclass.
            public static func transformable(by transformerType: ValueTransformer.Type) -> Option {
                Option(name: "transformable(\(transformerType))")
            }
            /// Stores the value through the transformer registered under `transformerName`.
            public static func transformable(by transformerName: String) -> Option {
                Option(name: "transformable(\(transformerName))")
            }
        }
    }

    /// What `@Relationship(…)` says about a relationship.
    public struct Relationship {
        /// What deleting the owner does to the related models.
        public enum DeleteRule: Hashable, Codable, Sendable {
            case nullify, cascade, deny, noAction
        }

        /// How many models the relationship holds at least or at most.
        public enum Option: Hashable, Sendable {
            case unique
        }
    }

    public let entities: [Entity]
    public let version: Version

    /// A schema of `entities`.
    public convenience init(_ entities: Entity..., version: Version = Version(1, 0, 0)) {
        self.init(entityList: entities, version: version)
    }

    /// A schema of the model classes `types` (`Schema([Item.self, Tag.self])`).
    public convenience init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.init(entityList: types.map { Entity(String(describing: $0)) }, version: version)
    }

    private init(entityList: [Entity], version: Version) {
        var seen = Set<String>()
        entities = entityList.filter { seen.insert($0.name).inserted }
        self.version = version
    }

    /// The schema a versioned schema declares.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }

    /// An empty schema (what a context with no container in the view's environment uses).
    public convenience init() { self.init(entityList: [], version: Version(1, 0, 0)) }

    /// The entities by class name.
    public var entitiesByName: [String: Entity] { Dictionary(entities.map { ($0.name, $0) }) { first, _ in first } }

    public static func == (lhs: Schema, rhs: Schema) -> Bool { lhs.entities == rhs.entities && lhs.version == rhs.version }
    public func hash(into hasher: inout Hasher) { hasher.combine(entities); hasher.combine(version) }
}
