import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SupabaseHelpers

/// Supabase Edge Functions. Invoking one needs the server, out of reach in a render: every
/// `invoke` throws `URLError.notConnectedToInternet`.
public final class FunctionsClient: Sendable {
    public let url: URL
    public let headers: [String: String]
    public let region: String?

    public init(url: URL, headers: [String: String] = [:], region: String? = nil) {
        self.url = url; self.headers = headers; self.region = region
    }

    public func invoke<Response>(_ functionName: String, options: FunctionInvokeOptions = .init(),
                                 decode: (Data, HTTPURLResponse) throws -> Response) async throws -> Response {
        throw serverOutOfReach()
    }
    public func invoke<T: Decodable>(_ functionName: String, options: FunctionInvokeOptions = .init(),
                                     decoder: JSONDecoder? = nil) async throws -> T {
        throw serverOutOfReach()
    }
    public func invoke(_ functionName: String, options: FunctionInvokeOptions = .init()) async throws {
        throw serverOutOfReach()
    }

    /// Sets the token sent with invocations.
    public func setAuth(token: String?) {}
}

/// How a function is invoked: method, query, headers, region and body.
public struct FunctionInvokeOptions: Sendable {
    public enum Method: String, Sendable { case get = "GET", post = "POST", put = "PUT", patch = "PATCH", delete = "DELETE" }

    let method: Method?
    let query: [URLQueryItem]
    let headers: [String: String]
    let region: String?
    let body: Data?

    public init(method: Method? = nil, query: [URLQueryItem] = [], headers: [String: String] = [:], region: String? = nil,
                body: some Encodable) {
        self.method = method; self.query = query; self.headers = headers; self.region = region
        switch body {
        case let text as String: self.body = Data(text.utf8)
        case let data as Data: self.body = data
        default: self.body = try? JSONEncoder().encode(body)
        }
    }

    public init(method: Method? = nil, query: [URLQueryItem] = [], headers: [String: String] = [:], region: String? = nil) {
        self.method = method; self.query = query; self.headers = headers; self.region = region; body = nil
    }

    public init(method: Method? = nil, query: [URLQueryItem] = [], headers: [String: String] = [:], region: FunctionRegion,
                body: some Encodable) {
        self.init(method: method, query: query, headers: headers, region: region.rawValue, body: body)
    }
}

/// The region a function runs in.
public struct FunctionRegion: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let apNortheast1 = FunctionRegion(rawValue: "ap-northeast-1")
    public static let apNortheast2 = FunctionRegion(rawValue: "ap-northeast-2")
    public static let apSouth1 = FunctionRegion(rawValue: "ap-south-1")
    public static let apSoutheast1 = FunctionRegion(rawValue: "ap-southeast-1")
    public static let apSoutheast2 = FunctionRegion(rawValue: "ap-southeast-2")
    public static let caCentral1 = FunctionRegion(rawValue: "ca-central-1")
    public static let euCentral1 = FunctionRegion(rawValue: "eu-central-1")
    public static let euWest1 = FunctionRegion(rawValue: "eu-west-1")
    public static let euWest2 = FunctionRegion(rawValue: "eu-west-2")
    public static let euWest3 = FunctionRegion(rawValue: "eu-west-3")
    public static let saEast1 = FunctionRegion(rawValue: "sa-east-1")
    public static let usEast1 = FunctionRegion(rawValue: "us-east-1")
    public static let usWest1 = FunctionRegion(rawValue: "us-west-1")
    public static let usWest2 = FunctionRegion(rawValue: "us-west-2")
}

/// An error a function's invocation ends with.
public enum FunctionsError: Error, LocalizedError {
    case relayError
    case httpError(code: Int, data: Data)

    public var errorDescription: String? {
        switch self {
        case .relayError: "Relay Error invoking the Edge Function"
        case .httpError(let code, _): "Edge Function returned a non-2xx status code: \(code)"
        }
    }
}
