import Foundation
import SupabaseHelpers

/// The kind of database change a subscription listens for.
public enum PostgresChangeEvent: String, Codable, Sendable {
    case insert = "INSERT", update = "UPDATE", delete = "DELETE", select = "SELECT", all = "*"
}

/// A database change of one kind.
public protocol PostgresAction: Sendable {
    static var eventType: PostgresChangeEvent { get }
}

/// A change that carries the new row.
public protocol HasRecord {
    var record: JSONObject { get }
}

/// A change that carries the old row.
public protocol HasOldRecord {
    var oldRecord: JSONObject { get }
}

extension HasRecord {
    /// The new row decoded as `T`.
    public func decodeRecord<T: Decodable>(as _: T.Type = T.self, decoder: JSONDecoder) throws -> T {
        try AnyJSON.object(record).decode(as: T.self, decoder: decoder)
    }
}

extension HasOldRecord {
    /// The old row decoded as `T`.
    public func decodeOldRecord<T: Decodable>(as _: T.Type = T.self, decoder: JSONDecoder) throws -> T {
        try AnyJSON.object(oldRecord).decode(as: T.self, decoder: decoder)
    }
}

/// A column of a changed table.
public struct Column: Equatable, Codable, Sendable {
    public let name: String
    public let type: String
}

public struct InsertAction: PostgresAction, HasRecord {
    public static let eventType: PostgresChangeEvent = .insert
    public let columns: [Column]
    public let commitTimestamp: Date
    public let record: JSONObject
}

public struct UpdateAction: PostgresAction, HasRecord, HasOldRecord {
    public static let eventType: PostgresChangeEvent = .update
    public let columns: [Column]
    public let commitTimestamp: Date
    public let record: JSONObject
    public let oldRecord: JSONObject
}

public struct DeleteAction: PostgresAction, HasOldRecord {
    public static let eventType: PostgresChangeEvent = .delete
    public let columns: [Column]
    public let commitTimestamp: Date
    public let oldRecord: JSONObject
}

public struct SelectAction: PostgresAction, HasRecord {
    public static let eventType: PostgresChangeEvent = .select
    public let columns: [Column]
    public let commitTimestamp: Date
    public let record: JSONObject
}

/// A change of any kind.
public enum AnyAction: PostgresAction {
    public static let eventType: PostgresChangeEvent = .all
    case insert(InsertAction)
    case update(UpdateAction)
    case delete(DeleteAction)
    case select(SelectAction)
}

/// A filter on the rows a subscription hears about.
public enum RealtimePostgresFilter: Sendable {
    case eq(_ column: String, value: any RealtimePostgresFilterValue)
    case neq(_ column: String, value: any RealtimePostgresFilterValue)
    case gt(_ column: String, value: any RealtimePostgresFilterValue)
    case gte(_ column: String, value: any RealtimePostgresFilterValue)
    case lt(_ column: String, value: any RealtimePostgresFilterValue)
    case lte(_ column: String, value: any RealtimePostgresFilterValue)
    case `in`(_ column: String, values: [any RealtimePostgresFilterValue])
}

/// A value a Realtime filter compares with. Its text would go to the server when the channel joins,
/// which a render never does, so nothing is asked of it here.
public protocol RealtimePostgresFilterValue: Sendable {}

extension String: RealtimePostgresFilterValue {}
extension Int: RealtimePostgresFilterValue {}
extension Double: RealtimePostgresFilterValue {}
extension Bool: RealtimePostgresFilterValue {}
extension UUID: RealtimePostgresFilterValue {}

/// A presence entry.
public struct PresenceV2: Hashable, Sendable {
    public let ref: String
    public let state: JSONObject
}

/// Who joined and left a channel's presence.
public protocol PresenceAction: Sendable {
    var joins: [String: PresenceV2] { get }
    var leaves: [String: PresenceV2] { get }
}
