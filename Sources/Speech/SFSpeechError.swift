import Foundation

/// The Speech framework's error domain.
public let SFSpeechErrorDomain = "SFSpeechErrorDomain"

/// An error of the Speech framework, with the codes of `SFSpeechErrorCode` (SFErrors.h).
public struct SFSpeechError: Error, Hashable, CustomNSError {
    /// What went wrong.
    public enum Code: Int, Sendable {
        case internalServiceError = 1, audioReadFailed = 2, undefinedTemplateClassName = 7
        case malformedSupplementalModel = 8, timeout = 10, missingParameter = 13
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { SFSpeechErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static var internalServiceError: Code { .internalServiceError }
    public static var audioReadFailed: Code { .audioReadFailed }
    public static var undefinedTemplateClassName: Code { .undefinedTemplateClassName }
    public static var malformedSupplementalModel: Code { .malformedSupplementalModel }
    public static var timeout: Code { .timeout }
    public static var missingParameter: Code { .missingParameter }
}
