import Foundation

// Firestore's Codable support: documents read into and written from the app's model types.

extension Firestore {
    /// Turns an `Encodable` value into document fields: dates as timestamps, `@DocumentID` left out.
    public struct Encoder: Sendable {
        public init() {}
        public func encode<T: Encodable>(_ value: T) throws -> [String: Any] {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .custom { date, encoder in try Timestamp(date: date).encode(to: encoder) }
            guard let fields = try JSONSerialization.jsonObject(with: encoder.encode(value)) as? [String: Any] else {
                throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "Top-level \(T.self) is not a document."))
            }
            return fields
        }
    }

    /// Reads document fields into a `Decodable` value: timestamps as dates, `@DocumentID` from the document.
    public struct Decoder: Sendable {
        public init() {}
        public func decode<T: Decodable>(_ type: T.Type, from data: [String: Any], in reference: DocumentReference? = nil) throws -> T {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .custom { decoder in try Timestamp(from: decoder).dateValue() }
            if let reference { decoder.userInfo[.documentReference] = reference }
            return try decoder.decode(type, from: JSONSerialization.data(withJSONObject: jsonCompatible(data)))
        }

        private func jsonCompatible(_ value: Any) -> Any {
            switch value {
            case let fields as [String: Any]: fields.mapValues(jsonCompatible)
            case let values as [Any]: values.map(jsonCompatible)
            case let timestamp as Timestamp: ["seconds": timestamp.seconds, "nanoseconds": timestamp.nanoseconds]
            case let date as Date: jsonCompatible(Timestamp(date: date))
            case let point as GeoPoint: ["latitude": point.latitude, "longitude": point.longitude]
            case let reference as DocumentReference: reference.path
            default: value
            }
        }
    }
}

extension CodingUserInfoKey {
    /// The document being decoded, for `@DocumentID`.
    static let documentReference = CodingUserInfoKey(rawValue: "FirestoreDocumentReference")!
}

extension DocumentSnapshot {
    /// The document read into `type`; a document that does not exist throws `valueNotFound`.
    public func data<T: Decodable>(as type: T.Type, with serverTimestampBehavior: ServerTimestampBehavior = .none,
                                   decoder: Firestore.Decoder = Firestore.Decoder()) throws -> T {
        guard let fields else {
            throw DecodingError.valueNotFound(type, .init(codingPath: [], debugDescription: "No data found for document \(reference.path)."))
        }
        return try decoder.decode(type, from: fields, in: reference)
    }
}

extension DocumentReference {
    /// Writes `value`; the write waits for the server.
    public func setData<T: Encodable>(from value: T, merge: Bool = false, encoder: Firestore.Encoder = Firestore.Encoder(),
                                      completion: (((any Error)?) -> Void)? = nil) throws {
        _ = try encoder.encode(value)
    }
    /// The document read into `type`: fails as the client is offline.
    public func getDocument<T: Decodable>(as type: T.Type, with serverTimestampBehavior: ServerTimestampBehavior = .none,
                                          decoder: Firestore.Decoder = Firestore.Decoder(),
                                          completion: @escaping (Result<T, any Error>) -> Void) {
        completion(.failure(FirestoreErrorCode.offline("get document")))
    }
    public func getDocument<T: Decodable>(as type: T.Type, with serverTimestampBehavior: ServerTimestampBehavior = .none,
                                          decoder: Firestore.Decoder = Firestore.Decoder()) async throws -> T {
        throw FirestoreErrorCode.offline("get document")
    }
}

extension CollectionReference {
    /// Adds `value` as a new document; the write waits for the server.
    @discardableResult
    public func addDocument<T: Encodable>(from value: T, encoder: Firestore.Encoder = Firestore.Encoder(),
                                          completion: (((any Error)?) -> Void)? = nil) throws -> DocumentReference {
        _ = try encoder.encode(value)
        return document()
    }
}

extension DocumentReference: Codable {
    public convenience init(from decoder: any Swift.Decoder) throws {
        self.init(firestore: .firestore(), path: try decoder.singleValueContainer().decode(String.self))
    }
    public func encode(to encoder: any Swift.Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(path)
    }
}

/// What `@DocumentID` can hold: the document's ID or its reference.
public protocol DocumentIDWrappable {
    static func wrap(_ documentReference: DocumentReference) throws -> Self
}
extension String: DocumentIDWrappable {
    public static func wrap(_ documentReference: DocumentReference) throws -> String { documentReference.documentID }
}
extension DocumentReference: DocumentIDWrappable {
    public static func wrap(_ documentReference: DocumentReference) throws -> Self { documentReference as! Self }
}

/// A property wrapper around an optional that reads and writes as the optional itself.
public protocol OptionalValueWrapper: Codable {
    associatedtype Value: Codable
    var wrappedValue: Value? { get }
    init(wrappedValue value: Value?)
}

extension OptionalValueWrapper {
    public init(from decoder: any Swift.Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(wrappedValue: container.decodeNil() ? nil : try container.decode(Value.self))
    }
    public func encode(to encoder: any Swift.Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

/// A model's document ID: filled in from the document it is read from, never written as a field.
@propertyWrapper
public struct DocumentID<Value: DocumentIDWrappable & Codable>: OptionalValueWrapper {
    public var wrappedValue: Value?
    public init(wrappedValue value: Value?) { wrappedValue = value }
    public func encode(to encoder: any Swift.Encoder) throws {}
}

extension DocumentID: Equatable where Value: Equatable {}
extension DocumentID: Hashable where Value: Hashable {}
extension DocumentID: @unchecked Sendable {}

/// A timestamp the server sets when the document is written (nil until then).
@propertyWrapper
public struct ServerTimestamp<Value: Codable>: OptionalValueWrapper {
    public var wrappedValue: Value?
    public init(wrappedValue value: Value?) { wrappedValue = value }
}

extension ServerTimestamp: Equatable where Value: Equatable {}
extension ServerTimestamp: Hashable where Value: Hashable {}
extension ServerTimestamp: @unchecked Sendable {}

/// An optional written as an explicit null rather than left out.
@propertyWrapper
public struct ExplicitNull<Value: Codable>: OptionalValueWrapper {
    public var wrappedValue: Value?
    public init(wrappedValue value: Value?) { wrappedValue = value }
}

extension ExplicitNull: Equatable where Value: Equatable {}
extension ExplicitNull: Hashable where Value: Hashable {}

// A model's wrapped optional may be missing from a document, as Firestore allows.
extension KeyedDecodingContainer {
    /// The document's ID when reading a document (a model's `id` is not one of its fields).
    public func decode<Value>(_ type: DocumentID<Value>.Type, forKey key: Key) throws -> DocumentID<Value> {
        if let reference = (try? superDecoder())?.userInfo[.documentReference] as? DocumentReference {
            return DocumentID(wrappedValue: try Value.wrap(reference))
        }
        return try decodeIfPresent(type, forKey: key) ?? DocumentID(wrappedValue: nil)
    }
    public func decode<Value>(_ type: ServerTimestamp<Value>.Type, forKey key: Key) throws -> ServerTimestamp<Value> {
        try decodeIfPresent(type, forKey: key) ?? ServerTimestamp(wrappedValue: nil)
    }
    public func decode<Value>(_ type: ExplicitNull<Value>.Type, forKey key: Key) throws -> ExplicitNull<Value> {
        try decodeIfPresent(type, forKey: key) ?? ExplicitNull(wrappedValue: nil)
    }
}

extension KeyedEncodingContainer {
    /// `@DocumentID` is the document's name, not one of its fields.
    public mutating func encode<Value>(_ value: DocumentID<Value>, forKey key: Key) throws {}
}
