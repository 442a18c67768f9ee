import Foundation

/// A MapKit error.
public struct MKError: Error, Hashable, CustomNSError {
    /// What went wrong.
    public enum Code: UInt, Sendable {
        case unknown = 1, serverFailure, loadingThrottled, placemarkNotFound, directionsNotFound, decodingFailed
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { "MKErrorDomain" }
    public var errorCode: Int { Int(code.rawValue) }
}
