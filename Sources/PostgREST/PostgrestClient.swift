import Foundation

/// A client of a Supabase database's REST API (PostgREST): builds queries on its tables and
/// functions. A render has no connection, so every query throws when executed.
public final class PostgrestClient: Sendable {
    /// Where the API is and which schema it queries.
    public struct Configuration: Sendable {
        public var url: URL
        public var schema: String?
        public var headers: [String: String]
        public init(url: URL, schema: String? = nil, headers: [String: String] = [:]) {
            self.url = url; self.schema = schema; self.headers = headers
        }
    }

    public let configuration: Configuration

    public init(configuration: Configuration) { self.configuration = configuration }
    public convenience init(url: URL, schema: String? = nil, headers: [String: String] = [:]) {
        self.init(configuration: Configuration(url: url, schema: schema, headers: headers))
    }

    /// A query on `table`.
    public func from(_ table: String) -> PostgrestQueryBuilder { PostgrestQueryBuilder() }

    /// A call of the database function `fn`.
    public func rpc(_ fn: String, params: some Encodable & Sendable, count: CountOption? = nil) throws -> PostgrestFilterBuilder {
        PostgrestFilterBuilder()
    }
    public func rpc(_ fn: String, count: CountOption? = nil) throws -> PostgrestFilterBuilder { PostgrestFilterBuilder() }

    /// The same client on another schema.
    public func schema(_ schema: String) -> PostgrestClient {
        PostgrestClient(configuration: Configuration(url: configuration.url, schema: schema, headers: configuration.headers))
    }
}
