// FirebaseRemoteConfigSwift: the Codable and SwiftUI support (`@RemoteConfigProperty`), part of
// FirebaseRemoteConfig since Firebase 10.17.
@_exported import FirebaseRemoteConfig
