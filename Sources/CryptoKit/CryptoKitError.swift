import Foundation

/// Why a CryptoKit operation failed (CryptoKit's `CryptoKitError`).
public enum CryptoKitError: Error, Sendable {
    /// A key is not of a size the algorithm takes.
    case incorrectKeySize
    /// A nonce, tag or sealed box is not of a size the algorithm takes.
    case incorrectParameterSize
    /// A sealed box's tag does not authenticate its ciphertext and data under the key.
    case authenticationFailure
    /// The crypto library reported `error`.
    case underlyingCoreCryptoError(error: Int32)
    case wrapFailure
    case unwrapFailure
    case invalidParameter
}
