import Foundation
import Supabase
import Testing

/// Supabase as app code calls it (its quickstart's forms), in a render: a fresh install offline —
/// nobody signed in, every server call failing at once with `URLError.notConnectedToInternet`.
@Suite struct SupabaseTests {
    let supabase = SupabaseClient(supabaseURL: URL(string: "https://abcd.supabase.co")!, supabaseKey: "anon-key")

    struct Recipe: Codable, Identifiable {
        let id: Int
        let name: String
    }

    /// `error` is the offline error URLSession gives the SDK.
    private func isOffline(_ error: any Error) -> Bool { (error as? URLError)?.code == .notConnectedToInternet }

    @Test func nobodyIsSignedInAndSigningInFailsAsOffline() async throws {
        #expect(supabase.auth.currentUser == nil && supabase.auth.currentSession == nil)
        await #expect(throws: AuthError.sessionMissing) { try await supabase.auth.session }
        nonisolated(unsafe) var heard: [(AuthChangeEvent, Session?)] = []
        await supabase.auth.onAuthStateChange { event, session in heard.append((event, session)) }
        #expect(heard.count == 1 && heard[0].0 == .initialSession && heard[0].1 == nil, "a new listener hears the initial state")
        for await (event, session) in supabase.auth.authStateChanges {
            #expect(event == .initialSession && session == nil)
            break
        }
        do {
            try await supabase.auth.signIn(email: "a@b.c", password: "secret")
            Issue.record("signing in reached a server")
        } catch { #expect(isOffline(error)) }
        try await supabase.auth.signOut()
        #expect(AuthError.sessionMissing.message == "Auth session missing.")
    }

    @Test func queriesFailAsOfflineAndFilterValuesReadAsPostgRESTReadsThem() async throws {
        do {
            let recipes: [Recipe] = try await supabase.from("recipes").select("id, name").eq("user_id", value: UUID())
                .order("name", ascending: false).limit(20).execute().value
            Issue.record("a query answered \(recipes)")
        } catch { #expect(isOffline(error)) }
        do {
            try await supabase.from("recipes").insert(Recipe(id: 1, name: "Soup")).execute()
            Issue.record("an insert reached a server")
        } catch { #expect(isOffline(error)) }
        #expect([1, 2, 3].rawValue == "{1,2,3}")
        #expect(Int?.none.rawValue == "NULL")
        #expect(Date(timeIntervalSince1970: 0).rawValue == "1970-01-01T00:00:00.000Z")
        #expect(AnyJSON.array(["a", 1, true]).rawValue == "{a,1,true}")
    }

    @Test func storageBuildsPublicURLsAndTransfersFailAsOffline() async throws {
        let avatars = supabase.storage.from("avatars")
        #expect(try avatars.getPublicURL(path: "u1/face.png").absoluteString
                == "https://abcd.supabase.co/storage/v1/object/public/avatars/u1/face.png")
        #expect(try avatars.getPublicURL(path: "u1/face.png", options: TransformOptions(width: 100, resize: .cover)).absoluteString
                == "https://abcd.supabase.co/storage/v1/render/image/public/avatars/u1/face.png?width=100&resize=cover")
        do {
            _ = try await avatars.download(path: "u1/face.png")
            Issue.record("a download reached a server")
        } catch { #expect(isOffline(error)) }
    }

    @Test func realtimeChannelsNeverJoin() async {
        let channel = supabase.channel("room")
        #expect(channel.topic == "realtime:room" && supabase.channel("room") === channel && supabase.channels.count == 1)
        await #expect(throws: RealtimeError.self) { try await channel.subscribeWithError() }
        await channel.subscribe()
        #expect(channel.status == .unsubscribed)
        _ = channel.postgresChange(InsertAction.self, table: "messages", filter: .eq("room", value: 1))
        await supabase.removeChannel(channel)
        #expect(supabase.channels.isEmpty)
    }

    @Test func functionsFailAsOfflineAndJSONDecodes() async throws {
        do {
            try await supabase.functions.invoke("hello", options: FunctionInvokeOptions(body: ["name": "Ada"]))
            Issue.record("a function ran")
        } catch { #expect(isOffline(error)) }
        let metadata: AnyJSON = ["name": "Ada", "age": 36, "tags": ["a", "b"], "admin": false, "bio": nil]
        #expect(metadata.objectValue?["name"]?.stringValue == "Ada" && metadata.objectValue?["bio"]?.isNil == true)
        struct Profile: Decodable { let name: String; let age: Int }
        #expect(try metadata.decode(as: Profile.self).age == 36)
        #expect(try AnyJSON(Recipe(id: 2, name: "Tea")) == ["id": 2, "name": "Tea"])
    }
}
