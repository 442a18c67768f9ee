import Foundation

public let CNErrorDomain = "CNErrorDomain"

/// A Contacts failure; `catch CNError.authorizationDenied` matches by code.
public struct CNError: Error, Hashable, CustomNSError {
    /// What went wrong (the codes of `CNErrorCode`).
    public enum Code: Int, Sendable {
        case communicationError = 1, dataAccessError = 2
        case authorizationDenied = 100, noAccessableWritableContainers = 101, unauthorizedKeys = 102
        case featureDisabledByUser = 103, featureNotAvailable = 104
        case recordDoesNotExist = 200, insertedRecordAlreadyExists, containmentCycle, containmentScope
        case parentRecordDoesNotExist, recordIdentifierInvalid, recordNotWritable, parentContainerNotWritable
        case validationMultipleErrors = 300, validationTypeMismatch, validationConfigurationError
        case predicateInvalid = 400, policyViolation = 500
        case clientIdentifierInvalid = 600, clientIdentifierDoesNotExist, clientIdentifierCollision
        case changeHistoryExpired, changeHistoryInvalidAnchor, changeHistoryInvalidFetchRequest
        case vCardMalformed = 700, vCardSummarizationError
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { CNErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static var communicationError: Code { .communicationError }
    public static var dataAccessError: Code { .dataAccessError }
    public static var authorizationDenied: Code { .authorizationDenied }
    public static var noAccessableWritableContainers: Code { .noAccessableWritableContainers }
    public static var unauthorizedKeys: Code { .unauthorizedKeys }
    public static var featureDisabledByUser: Code { .featureDisabledByUser }
    public static var featureNotAvailable: Code { .featureNotAvailable }
    public static var recordDoesNotExist: Code { .recordDoesNotExist }
    public static var insertedRecordAlreadyExists: Code { .insertedRecordAlreadyExists }
    public static var recordNotWritable: Code { .recordNotWritable }
    public static var validationMultipleErrors: Code { .validationMultipleErrors }
    public static var predicateInvalid: Code { .predicateInvalid }
    public static var policyViolation: Code { .policyViolation }
    public static var vCardMalformed: Code { .vCardMalformed }
}

extension CNError.Code {
    /// `catch CNError.authorizationDenied`: whether `error` is a Contacts error with `code`.
    public static func ~= (code: CNError.Code, error: Error) -> Bool { (error as? CNError)?.code == code }
}
