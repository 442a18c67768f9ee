import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SupabaseHelpers

/// A query ready to run. Executing it needs the server, out of reach in a render: it throws
/// `URLError.notConnectedToInternet`, as the SDK does on a device offline.
public class PostgrestBuilder: @unchecked Sendable {
    init() {}

    /// Runs the query for its effect.
    @discardableResult
    public func execute(options: FetchOptions = FetchOptions()) async throws -> PostgrestResponse<Void> {
        throw serverOutOfReach()
    }

    /// Runs the query and decodes its rows as `T`.
    @discardableResult
    public func execute<T: Decodable>(options: FetchOptions = FetchOptions()) async throws -> PostgrestResponse<T> {
        throw serverOutOfReach()
    }

    /// Sets a request header.
    public func setHeader(name: String, value: String) -> Self { self }
}

/// A query's answer: the rows decoded, the raw data and the HTTP response.
public struct PostgrestResponse<T> {
    public let data: Data
    public let response: HTTPURLResponse
    public let count: Int?
    public let value: T

    public init(data: Data, response: HTTPURLResponse, value: T) {
        self.data = data; self.response = response; self.value = value
        count = response.value(forHTTPHeaderField: "Content-Range")?.split(separator: "/").last.flatMap { Int($0) }
    }

    public var status: Int { response.statusCode }

    public func string(encoding: String.Encoding = .utf8) -> String? { String(data: data, encoding: encoding) }
}

extension PostgrestResponse: @unchecked Sendable {}

/// Whether and how a query counts its rows.
public enum CountOption: String, Sendable {
    case exact, planned, estimated
}

/// What a write returns.
public enum PostgrestReturningOptions: String, Sendable {
    case minimal, representation
}

/// How `textSearch` reads its query.
public enum TextSearchType: String, Sendable {
    case plain = "pl", phrase = "ph", websearch = "w"
}

/// Options of `execute(options:)`.
public struct FetchOptions: Sendable {
    public let head: Bool
    public let count: CountOption?
    public init(head: Bool = false, count: CountOption? = nil) { self.head = head; self.count = count }
}

/// An error the server answers with.
public struct PostgrestError: Error, Codable, Sendable, Equatable {
    public let detail: String?
    public let hint: String?
    public let code: String?
    public let message: String

    public init(detail: String? = nil, hint: String? = nil, code: String? = nil, message: String) {
        self.detail = detail; self.hint = hint; self.code = code; self.message = message
    }
}
