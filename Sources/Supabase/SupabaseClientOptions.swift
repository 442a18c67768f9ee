import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How a `SupabaseClient` is set up: database schema, Auth storage and flow, headers, Functions region,
/// Realtime and Storage options.
public struct SupabaseClientOptions: Sendable {
    public let db: DatabaseOptions
    public let auth: AuthOptions
    public let global: GlobalOptions
    public let functions: FunctionsOptions
    public let realtime: RealtimeClientOptions
    public let storage: StorageOptions

    public init(db: DatabaseOptions = .init(), auth: AuthOptions = .init(), global: GlobalOptions = .init(),
                functions: FunctionsOptions = .init(), realtime: RealtimeClientOptions = .init(), storage: StorageOptions = .init()) {
        self.db = db; self.auth = auth; self.global = global; self.functions = functions; self.realtime = realtime
        self.storage = storage
    }

    public struct DatabaseOptions: Sendable {
        public let schema: String?
        public let encoder: JSONEncoder
        public let decoder: JSONDecoder
        public init(schema: String? = nil, encoder: JSONEncoder = JSONEncoder(), decoder: JSONDecoder = JSONDecoder()) {
            self.schema = schema; self.encoder = encoder; self.decoder = decoder
        }
    }

    public struct AuthOptions: Sendable {
        public let storage: any AuthLocalStorage
        public let redirectToURL: URL?
        public let storageKey: String?
        public let flowType: AuthFlowType
        public let autoRefreshToken: Bool
        public let emitLocalSessionAsInitialSession: Bool

        public init(storage: any AuthLocalStorage = KeychainLocalStorage(), redirectToURL: URL? = nil, storageKey: String? = nil,
                    flowType: AuthFlowType = .pkce, encoder: JSONEncoder = JSONEncoder(), decoder: JSONDecoder = JSONDecoder(),
                    autoRefreshToken: Bool = true, emitLocalSessionAsInitialSession: Bool = false,
                    accessToken: (@Sendable () async throws -> String?)? = nil) {
            self.storage = storage; self.redirectToURL = redirectToURL; self.storageKey = storageKey; self.flowType = flowType
            self.autoRefreshToken = autoRefreshToken; self.emitLocalSessionAsInitialSession = emitLocalSessionAsInitialSession
        }
    }

    public struct GlobalOptions: Sendable {
        public let headers: [String: String]
        public let session: URLSession
        public init(headers: [String: String] = [:], session: URLSession = .shared) { self.headers = headers; self.session = session }
    }

    public struct FunctionsOptions: Sendable {
        public let region: String?
        public let decoder: JSONDecoder
        public init(region: String? = nil, decoder: JSONDecoder = JSONDecoder()) { self.region = region; self.decoder = decoder }
        public init(region: FunctionRegion, decoder: JSONDecoder = JSONDecoder()) {
            self.init(region: region.rawValue, decoder: decoder)
        }
    }

    public struct StorageOptions: Sendable {
        public let useNewHostname: Bool
        public init(useNewHostname: Bool = false) { self.useNewHostname = useNewHostname }
    }
}
