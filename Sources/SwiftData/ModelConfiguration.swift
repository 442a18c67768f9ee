import Foundation

/// How a container stores its models, as SwiftData's `ModelConfiguration`. A render never writes a
/// user's files: every configuration is kept in memory, and one that names a file on disk starts
/// empty, as the store of a freshly installed app does.
public struct ModelConfiguration: Hashable, Identifiable, Sendable {
    /// Which app group container holds the store file.
    public struct GroupContainer: Hashable, Sendable {
        let identifier: String?
        public static let automatic = GroupContainer(identifier: "automatic")
        public static let none = GroupContainer(identifier: nil)
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName) }
    }

    /// Which CloudKit database the store syncs with (none syncs in a render).
    public struct CloudKitDatabase: Hashable, Sendable {
        let identifier: String?
        public static let automatic = CloudKitDatabase(identifier: "automatic")
        public static let none = CloudKitDatabase(identifier: nil)
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase {
            CloudKitDatabase(identifier: containerIdentifier)
        }
    }

    /// The configuration's name ("default" unless given).
    public let name: String
    /// The schema it stores, when it names one.
    public let schema: Schema?
    /// Where the store file would be on a device; nothing is read or written there.
    public let url: URL
    public let isStoredInMemoryOnly: Bool
    public let allowsSave: Bool
    public let groupContainer: GroupContainer
    public let cloudKitDatabase: CloudKitDatabase

    public var id: String { name }
    /// The app group the store is shared through, if any.
    public var groupAppContainerIdentifier: String? { groupContainer == .automatic ? nil : groupContainer.identifier }
    /// The CloudKit container the store syncs with, if any.
    public var cloudKitContainerIdentifier: String? { cloudKitDatabase == .automatic ? nil : cloudKitDatabase.identifier }

    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        let name = name ?? "default"
        self.init(name: name, schema: schema, url: Self.defaultURL(name: name, inMemory: isStoredInMemoryOnly),
                  isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: allowsSave, groupContainer: groupContainer,
                  cloudKitDatabase: cloudKitDatabase)
    }

    /// A configuration whose store file is at `url` (never opened in a render).
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
                cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.init(name: name ?? "default", schema: schema, url: url, isStoredInMemoryOnly: false, allowsSave: allowsSave,
                  groupContainer: .automatic, cloudKitDatabase: cloudKitDatabase)
    }

    public init(isStoredInMemoryOnly: Bool = false) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// A configuration of the model classes `forTypes`.
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    private init(name: String, schema: Schema?, url: URL, isStoredInMemoryOnly: Bool, allowsSave: Bool,
                 groupContainer: GroupContainer, cloudKitDatabase: CloudKitDatabase) {
        self.name = name
        self.schema = schema
        self.url = url
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
    }

    /// `/dev/null` for an in-memory store (as SwiftData reports it), else `<name>.store` in the app's
    /// Application Support folder as a path only.
    private static func defaultURL(name: String, inMemory: Bool) -> URL {
        inMemory ? URL(fileURLWithPath: "/dev/null")
            : URL(fileURLWithPath: "/Library/Application Support").appendingPathComponent("\(name).store")
    }
}
