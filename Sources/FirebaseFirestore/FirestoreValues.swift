import Foundation
import SwiftUI

/// A point in time with nanosecond precision, as Firestore stores it.
public struct Timestamp: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let seconds: Int64
    public let nanoseconds: Int32

    public init(seconds: Int64, nanoseconds: Int32) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }
    public init(date: Date) {
        let interval = date.timeIntervalSince1970
        let seconds = interval.rounded(.down)
        self.init(seconds: Int64(seconds), nanoseconds: Int32(((interval - seconds) * 1e9).rounded()))
    }
    /// Now: the render's moment (`TimelineViewStill.date`), the same `Date()` reads in the app's code.
    public init() { self.init(date: TimelineViewStill.date) }

    public func dateValue() -> Date { Date(timeIntervalSince1970: TimeInterval(seconds) + TimeInterval(nanoseconds) / 1e9) }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds) }
    public var description: String { "<FIRTimestamp: seconds=\(seconds) nanoseconds=\(nanoseconds)>" }
}

/// A latitude and longitude.
public struct GeoPoint: Codable, Hashable, Sendable {
    public let latitude: Double
    public let longitude: Double
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A value the server computes when a write arrives (a timestamp, an increment, an array change).
public final class FieldValue: @unchecked Sendable {
    private init() {}
    public static func serverTimestamp() -> FieldValue { FieldValue() }
    public static func delete() -> FieldValue { FieldValue() }
    public static func arrayUnion(_ elements: [Any]) -> FieldValue { FieldValue() }
    public static func arrayRemove(_ elements: [Any]) -> FieldValue { FieldValue() }
    public static func increment(_ l: Int64) -> FieldValue { FieldValue() }
    public static func increment(_ d: Double) -> FieldValue { FieldValue() }
}
