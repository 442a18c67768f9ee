// FirebaseFirestoreSwift: the Codable and SwiftUI support, part of FirebaseFirestore since Firebase 10.17.
@_exported import FirebaseFirestore
