import Foundation

/// A Supabase project's client (github.com/supabase/supabase-swift, MIT; its API re-declared here, not
/// its code): Auth, the database, Storage, Realtime and Edge Functions. A render is a fresh install
/// with no connection: no one is signed in, and every call that needs the server throws
/// `URLError.notConnectedToInternet` at once, so an app shows what it shows offline (its empty or
/// error states).
public final class SupabaseClient: Sendable {
    public let supabaseURL: URL
    public let supabaseKey: String
    public let options: SupabaseClientOptions
    public let auth: AuthClient
    public let storage: SupabaseStorageClient
    public let functions: FunctionsClient
    public let realtimeV2: RealtimeClientV2
    private let database: PostgrestClient

    public init(supabaseURL: URL, supabaseKey: String, options: SupabaseClientOptions = SupabaseClientOptions()) {
        self.supabaseURL = supabaseURL
        self.supabaseKey = supabaseKey
        self.options = options
        let headers = options.global.headers.merging(["apikey": supabaseKey]) { own, _ in own }
        auth = AuthClient(configuration: AuthClient.Configuration(
            url: supabaseURL.appendingPathComponent("auth/v1"), headers: headers, flowType: options.auth.flowType,
            redirectToURL: options.auth.redirectToURL, storageKey: options.auth.storageKey,
            localStorage: options.auth.storage, autoRefreshToken: options.auth.autoRefreshToken))
        storage = SupabaseStorageClient(configuration: StorageClientConfiguration(
            url: supabaseURL.appendingPathComponent("storage/v1"), headers: headers))
        functions = FunctionsClient(url: supabaseURL.appendingPathComponent("functions/v1"), headers: headers,
                                    region: options.functions.region)
        realtimeV2 = RealtimeClientV2(url: supabaseURL.appendingPathComponent("realtime/v1"))
        database = PostgrestClient(url: supabaseURL.appendingPathComponent("rest/v1"), schema: options.db.schema, headers: headers)
    }

    /// The headers every request carries (the project key).
    public var headers: [String: String] { options.global.headers.merging(["apikey": supabaseKey]) { own, _ in own } }

    // MARK: The database

    /// A query on `table`.
    public func from(_ table: String) -> PostgrestQueryBuilder { database.from(table) }
    /// A call of the database function `fn`.
    public func rpc(_ fn: String, params: some Encodable & Sendable, count: CountOption? = nil) throws -> PostgrestFilterBuilder {
        try database.rpc(fn, params: params, count: count)
    }
    public func rpc(_ fn: String, count: CountOption? = nil) throws -> PostgrestFilterBuilder { try database.rpc(fn, count: count) }
    /// The database client on another schema.
    public func schema(_ schema: String) -> PostgrestClient { database.schema(schema) }

    // MARK: Realtime

    public var channels: [RealtimeChannelV2] { Array(realtimeV2.channels.values) }
    public func channel(_ name: String, options: @Sendable (inout RealtimeChannelConfig) -> Void = { _ in }) -> RealtimeChannelV2 {
        realtimeV2.channel(name, options: options)
    }
    public func removeChannel(_ channel: RealtimeChannelV2) async { await realtimeV2.removeChannel(channel) }
    public func removeAllChannels() async { await realtimeV2.removeAllChannels() }

    /// Hands a deep link (an OAuth or magic-link redirect) to Auth.
    public func handle(_ url: URL) { auth.handle(url) }
}
