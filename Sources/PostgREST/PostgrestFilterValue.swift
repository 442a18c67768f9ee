import Foundation
import SupabaseHelpers

/// A value a filter compares with, as PostgREST reads it in a query string.
public protocol PostgrestFilterValue {
    var rawValue: String { get }
}

extension String: PostgrestFilterValue {
    public var rawValue: String { self }
}

extension Int: PostgrestFilterValue {
    public var rawValue: String { "\(self)" }
}

extension Double: PostgrestFilterValue {
    public var rawValue: String { "\(self)" }
}

extension Bool: PostgrestFilterValue {
    public var rawValue: String { "\(self)" }
}

extension UUID: PostgrestFilterValue {
    public var rawValue: String { uuidString }
}

extension Date: PostgrestFilterValue {
    /// ISO 8601 with fractional seconds, as the SDK sends dates.
    public var rawValue: String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: self)
    }
}

extension Array: PostgrestFilterValue where Element: PostgrestFilterValue {
    /// A PostgreSQL array literal (`{a,b,c}`).
    public var rawValue: String { "{\(map(\.rawValue).joined(separator: ","))}" }
}

extension Optional: PostgrestFilterValue where Wrapped: PostgrestFilterValue {
    public var rawValue: String { map(\.rawValue) ?? "NULL" }
}

extension AnyJSON: PostgrestFilterValue {
    public var rawValue: String {
        switch self {
        case .null: "NULL"
        case .bool(let value): value.rawValue
        case .integer(let value): value.rawValue
        case .double(let value): value.rawValue
        case .string(let value): value
        case .array(let values): values.rawValue
        case .object(let object):
            (try? JSONEncoder().encode(object)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
        }
    }
}
