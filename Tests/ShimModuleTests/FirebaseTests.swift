import Firebase
import FirebaseFirestoreSwift
import FirebaseRemoteConfigSwift
import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// Firebase as app code calls it (its quickstarts' forms), in a render: a fresh install offline —
/// nobody signed in, empty caches, reads answered from them, writes waiting for the server.
@MainActor @Suite struct FirebaseTests {
    struct Post: Codable, Identifiable {
        @DocumentID var id: String?
        var caption: String
        var likes: Int
        var timestamp: Timestamp
        @ServerTimestamp var createdAt: Date?
    }

    @Test func nobodyIsSignedInAndSigningInFailsAsOffline() async {
        FirebaseApp.configure()
        #expect(FirebaseApp.app()?.name == "__FIRAPP_DEFAULT")
        #expect(Auth.auth().currentUser == nil)
        nonisolated(unsafe) var heard: [User?] = []
        Auth.auth().addStateDidChangeListener { _, user in heard.append(user) }
        #expect(heard.count == 1 && heard[0] == nil, "a new listener hears the current state: signed out")
        nonisolated(unsafe) var signInError: (any Error)?
        Auth.auth().signIn(withEmail: "a@b.c", password: "secret") { result, error in signInError = error }
        #expect((signInError as? AuthErrorCode) == .networkError)
        #expect((signInError as NSError?)?.domain == "FIRAuthErrorDomain" && (signInError as NSError?)?.code == 17020)
        await #expect(throws: AuthErrorCode.networkError) { try await Auth.auth().createUser(withEmail: "a@b.c", password: "secret") }
        // Firebase 10's bridged form: the code of any error, an unknown one an internal error.
        let code = AuthErrorCode(_nsError: signInError! as NSError).code
        #expect(code == AuthErrorCode.Code.networkError)
        #expect(AuthErrorCode(_nsError: NSError(domain: "NSURLErrorDomain", code: -1009)) == .internalError)
        // Firebase's settings are optional (`FIRAuthSettings *_Nullable`); a test phone flow sets them.
        Auth.auth().settings?.isAppVerificationDisabledForTesting = true
        #expect(Auth.auth().settings?.isAppVerificationDisabledForTesting == true)
        // An app's account settings call the signed-in user, which a render never has.
        nonisolated(unsafe) var updated = false
        Auth.auth().currentUser?.updateEmail(to: "new@b.c") { _ in updated = true }
        try? await Auth.auth().currentUser?.sendEmailVerification(beforeUpdatingEmail: "new@b.c")
        #expect(!updated)
    }

    @Test func readsComeFromTheEmptyCacheAndDocumentsFailAsOffline() async throws {
        let posts = Firestore.firestore().collection("users").document("u1").collection("posts")
        #expect(posts.path == "users/u1/posts" && posts.collectionID == "posts" && posts.parent?.documentID == "u1")
        nonisolated(unsafe) var listened: QuerySnapshot?
        let registration = posts.whereField("likes", isGreaterThan: 3).order(by: "timestamp", descending: true).limit(to: 10)
            .addSnapshotListener { snapshot, _ in listened = snapshot }
        registration.remove()
        #expect(listened?.isEmpty == true && listened?.metadata.isFromCache == true)
        let read = try await posts.getDocuments()
        #expect(read.documents.isEmpty)
        await #expect(throws: FirestoreErrorCode.self) { try await posts.getDocuments(source: .server) }
        nonisolated(unsafe) var documentError: (any Error)?
        posts.document("p1").getDocument { _, error in documentError = error }
        #expect((documentError as? FirestoreErrorCode)?.code == .unavailable)
        nonisolated(unsafe) var document: DocumentSnapshot?
        posts.document("p1").addSnapshotListener { snapshot, _ in document = snapshot }
        #expect(document?.exists == false && document?.documentID == "p1")
        #expect(throws: DecodingError.self) { try document?.data(as: Post.self) }
        nonisolated(unsafe) var written = false
        posts.document("p1").setData(["likes": 1]) { _ in written = true }
        #expect(!written, "a write waits for the server")
        #expect(posts.document().documentID.count == 20)
    }

    @Test func modelsReadAndWriteThroughFirestoresCoders() throws {
        let reference = Firestore.firestore().document("posts/p7")
        let fields: [String: Any] = ["caption": "Brunch", "likes": 12, "timestamp": Timestamp(seconds: 1_700_000_000, nanoseconds: 500_000_000)]
        let post = try Firestore.Decoder().decode(Post.self, from: fields, in: reference)
        #expect(post.id == "p7" && post.caption == "Brunch" && post.likes == 12 && post.createdAt == nil)
        #expect(post.timestamp.dateValue() == Date(timeIntervalSince1970: 1_700_000_000.5))
        let encoded = try Firestore.Encoder().encode(post)
        #expect(encoded["id"] == nil, "the document ID is not a field")
        #expect((encoded["timestamp"] as? [String: Any])?["seconds"] as? Int == 1_700_000_000)
        #expect(Timestamp(date: Date(timeIntervalSince1970: 2.25)) == Timestamp(seconds: 2, nanoseconds: 250_000_000))
        #expect(Timestamp().dateValue() == TimelineViewStill.date, "now is the render's moment, as Date() in the app's code")
    }

    @Test func aFirestoreQueryHoldsNoDocuments() throws {
        struct Feed: View {
            @FirestoreQuery(collectionPath: "posts", predicates: [.order(by: "timestamp", descending: true)]) var posts: [Post]
            var body: some View {
                if posts.isEmpty { Color.green } else { Color.red }
            }
        }
        let feed = try ViewRenderer.render(RenderRequest(width: 20, height: 20, scale: 1, colorScheme: .light), fonts: FontLibrary.shared()) {
            Feed()
        }
        #expect(feed.image.rgba(10, 10) == (52, 199, 89, 255))
    }

    @Test func remoteConfigReadsTheAppsDefaults() {
        let config = RemoteConfig.remoteConfig()
        config.setDefaults(["welcome": "Hi" as NSString, "promo": true as NSNumber, "limit": 3 as NSNumber])
        #expect(config["welcome"].stringValue == "Hi" && config["promo"].boolValue && config["limit"].numberValue.intValue == 3)
        #expect(config["missing"].stringValue == "" && config["missing"].source == .static)
        nonisolated(unsafe) var status: RemoteConfigFetchAndActivateStatus?
        config.fetchAndActivate { result, _ in status = result }
        #expect(status == .error)
        nonisolated(unsafe) var updates = 0
        config.addOnConfigUpdateListener { _, _ in updates += 1 }.remove()
        #expect(updates == 0, "no connection: no real-time update arrives")
    }

    /// The async forms (Firebase's Swift translation of the completion handlers) fail as with no network.
    @Test func remoteConfigsAsyncFetchFailsAndActivatesNothing() async throws {
        let config = RemoteConfig.remoteConfig()
        let status = try? await config.fetch(withExpirationDuration: 1)
        #expect(status == nil && config.lastFetchStatus == .failure)
        #expect(try await config.activate() == false)
        try await config.ensureInitialized()
    }

    /// Firebase 10's SwiftUI wrapper reads the in-app default decoded as its type, else its fallback.
    @Test func aRemoteConfigPropertyReadsTheDefaultElseItsFallback() {
        struct Banner: Decodable, Equatable { let title: String }
        @MainActor struct Screen {
            @RemoteConfigProperty(key: "screenType", fallback: nil) var screenType: String?
            @RemoteConfigProperty(key: "maxItems", fallback: 10) var maxItems: Int
            @RemoteConfigProperty(key: "banner", fallback: Banner(title: "none")) var banner: Banner
            @RemoteConfigProperty(key: "unset", fallback: "fallback") var unset: String
        }
        RemoteConfig.remoteConfig().setDefaults(["screenType": "screenA" as NSString, "maxItems": 3 as NSNumber,
                                                 "banner": #"{"title":"Sale"}"# as NSString])
        let screen = Screen()
        #expect(screen.screenType == "screenA" && screen.maxItems == 3 && screen.banner == Banner(title: "Sale") && screen.unset == "fallback")
    }
}
