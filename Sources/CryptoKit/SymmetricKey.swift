import COpenSSL
import Foundation

/// The size of a symmetric key (CryptoKit's `SymmetricKeySize`).
public struct SymmetricKeySize: Sendable {
    public let bitCount: Int
    public init(bitCount: Int) {
        precondition(bitCount > 0 && bitCount % 8 == 0, "a key size is a positive whole number of bytes")
        self.bitCount = bitCount
    }
    public static var bits128: SymmetricKeySize { SymmetricKeySize(bitCount: 128) }
    public static var bits192: SymmetricKeySize { SymmetricKeySize(bitCount: 192) }
    public static var bits256: SymmetricKeySize { SymmetricKeySize(bitCount: 256) }
}

/// A key for symmetric cryptography (CryptoKit's `SymmetricKey`): HMAC, AES-GCM, ChaChaPoly.
public struct SymmetricKey: ContiguousBytes, Sendable {
    let bytes: [UInt8]

    /// A key of the given bytes (a digest, `Data`, an array of bytes).
    public init<D: ContiguousBytes>(data: D) {
        bytes = data.withUnsafeBytes { Array($0) }
    }

    /// A new random key of `size` (OpenSSL's `RAND_bytes`).
    public init(size: SymmetricKeySize) {
        bytes = SecureRandom.bytes(count: size.bitCount / 8)
    }

    /// The key's length in bits.
    public var bitCount: Int { bytes.count * 8 }

    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }
}

extension SymmetricKey: Equatable {
    /// Keys are equal when their bytes are, compared in constant time.
    public static func == (lhs: SymmetricKey, rhs: SymmetricKey) -> Bool {
        lhs.bytes.withUnsafeBytes { left in rhs.bytes.withUnsafeBytes { right in ConstantTime.equal(left, right) } }
    }
}

/// Cryptographically secure random bytes from OpenSSL.
enum SecureRandom {
    static func bytes(count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        precondition(count == 0 || RAND_bytes(&bytes, Int32(count)) == 1, "OpenSSL has no random bytes")
        return bytes
    }
}
