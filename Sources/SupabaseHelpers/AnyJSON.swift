import Foundation

/// A JSON object, as Supabase's Swift SDK passes metadata, records and payloads.
public typealias JSONObject = [String: AnyJSON]
/// A JSON array.
public typealias JSONArray = [AnyJSON]

/// Any JSON value, as `supabase-swift` declares it (github.com/supabase/supabase-swift, MIT; its API
/// re-declared here, not its code): metadata (`user.userMetadata["name"]?.stringValue`), records,
/// broadcast payloads.
public enum AnyJSON: Sendable, Codable, Hashable {
    case null
    case bool(Bool)
    case integer(Int)
    case double(Double)
    case string(String)
    case object(JSONObject)
    case array(JSONArray)

    /// The value as Foundation types (`NSNull` for null).
    public var value: Any {
        switch self {
        case .null: NSNull()
        case .bool(let value): value
        case .integer(let value): value
        case .double(let value): value
        case .string(let value): value
        case .object(let value): value.mapValues(\.value)
        case .array(let value): value.map(\.value)
        }
    }

    public var isNil: Bool { self == .null }
    public var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }
    public var intValue: Int? { if case .integer(let value) = self { value } else { nil } }
    public var doubleValue: Double? { if case .double(let value) = self { value } else { nil } }
    public var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    public var objectValue: JSONObject? { if case .object(let value) = self { value } else { nil } }
    public var arrayValue: JSONArray? { if case .array(let value) = self { value } else { nil } }

    /// The JSON of any encodable value.
    public init(_ value: some Codable) throws {
        self = try JSONDecoder().decode(AnyJSON.self, from: JSONEncoder().encode(value))
    }

    /// This value decoded as `type`.
    public func decode<T: Decodable>(as type: T.Type = T.self, decoder: JSONDecoder = JSONDecoder()) throws -> T {
        try decoder.decode(type, from: JSONEncoder().encode(self))
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int.self) { self = .integer(value) }
        else if let value = try? container.decode(Double.self) { self = .double(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode(JSONArray.self) { self = .array(value) }
        else { self = .object(try container.decode(JSONObject.self)) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        }
    }
}

extension AnyJSON: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: AnyJSON...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, AnyJSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension AnyJSON: CustomStringConvertible {
    public var description: String { String(describing: value) }
}
