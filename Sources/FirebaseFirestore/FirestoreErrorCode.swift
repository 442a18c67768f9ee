import Foundation

/// Cloud Firestore's error codes (`FIRFirestoreErrorDomain`), gRPC's numbers.
public struct FirestoreErrorCode: Error, CustomNSError, Sendable {
    public enum Code: Int, Sendable {
        case OK = 0, cancelled, unknown, invalidArgument, deadlineExceeded, notFound, alreadyExists, permissionDenied,
             resourceExhausted, failedPrecondition, aborted, outOfRange, unimplemented, `internal`, unavailable, dataLoss, unauthenticated
    }
    public static let errorDomain = "FIRFirestoreErrorDomain"
    public let code: Code
    let message: String

    public init(_ code: Code) { self.init(code, message: "") }
    init(_ code: Code, message: String) {
        self.code = code
        self.message = message
    }
    public init(_nsError error: NSError) { self.init(Code(rawValue: error.code) ?? .unknown, message: error.localizedDescription) }

    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
    public var localizedDescription: String { message }

    public static let unavailable = Code.unavailable
    public static let notFound = Code.notFound
    public static let permissionDenied = Code.permissionDenied

    /// What a read that needs the server ends with in a render.
    static func offline(_ operation: String) -> FirestoreErrorCode {
        FirestoreErrorCode(.unavailable, message: "Failed to \(operation) because the client is offline.")
    }
}

public let FirestoreErrorDomain = FirestoreErrorCode.errorDomain
