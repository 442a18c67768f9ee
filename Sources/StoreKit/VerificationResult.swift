/// A signed App Store value and whether its signature checked out.
@frozen public enum VerificationResult<SignedType> {
    case unverified(SignedType, VerificationError)
    case verified(SignedType)

    /// Why a signature did not check out.
    public enum VerificationError: Error, Hashable {
        case revokedCertificate
        case invalidCertificateChain
        case invalidDeviceVerification
        case invalidEncoding
        case invalidSignature
        case missingRequiredProperties
    }

    /// The value, when verified; throws the verification error otherwise.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// The value, verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): value
        }
    }
}

extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}
extension VerificationResult: Sendable where SignedType: Sendable {}

extension VerificationResult: CustomDebugStringConvertible where SignedType: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch self {
        case .verified(let value): "verified(\(value.debugDescription))"
        case .unverified(let value, let error): "unverified(\(value.debugDescription), \(error))"
        }
    }
}
