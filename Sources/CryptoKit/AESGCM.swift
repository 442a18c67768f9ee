import Foundation

/// The Advanced Encryption Standard (CryptoKit's `AES`).
public enum AES {
    /// AES in Galois/Counter Mode (NIST SP 800-38D): authenticated encryption with 128-, 192- or
    /// 256-bit keys, a 12-byte random nonce by default and a 16-byte tag.
    public enum GCM {
        /// A nonce: 12 random bytes, or at least 12 given bytes.
        public struct Nonce: AEADNonce, Sendable {
            let bytes: [UInt8]
            /// A new random 12-byte nonce.
            public init() { bytes = SecureRandom.bytes(count: AEADCipher.nonceByteCount) }
            /// The nonce `data`; throws `incorrectParameterSize` when it is shorter than 12 bytes.
            public init<D: DataProtocol>(data: D) throws {
                guard data.count >= AEADCipher.nonceByteCount else { throw CryptoKitError.incorrectParameterSize }
                bytes = [UInt8](data)
            }
        }

        /// A nonce, the ciphertext and the tag that authenticates them.
        public struct SealedBox: Sendable {
            public let nonce: Nonce
            public let ciphertext: Data
            public let tag: Data

            /// The nonce, ciphertext and tag in one: nil unless the nonce is 12 bytes (then the box
            /// cannot be split again).
            public var combined: Data? {
                nonce.bytes.count == AEADCipher.nonceByteCount ? Data(nonce.bytes) + ciphertext + tag : nil
            }

            public init<C: DataProtocol, T: DataProtocol>(nonce: Nonce, ciphertext: C, tag: T) throws {
                self.nonce = nonce
                (self.ciphertext, self.tag) = try AEADCipher.boxParts(ciphertext: ciphertext, tag: tag)
            }

            /// A box from its `combined` bytes: a 12-byte nonce, the ciphertext and a 16-byte tag.
            public init<D: DataProtocol>(combined: D) throws {
                let parts = try AEADCipher.split(combined: combined)
                try self.init(nonce: Nonce(data: parts.nonce), ciphertext: parts.ciphertext, tag: parts.tag)
            }
        }

        /// Encrypts and authenticates `message` and `authenticatedData` (a new random nonce unless one is given).
        public static func seal<Plaintext: DataProtocol, AuthenticatedData: DataProtocol>(
            _ message: Plaintext, using key: SymmetricKey, nonce: Nonce? = nil, authenticating authenticatedData: AuthenticatedData
        ) throws -> SealedBox {
            let nonce = nonce ?? Nonce()
            let sealed = try AEADCipher.seal([UInt8](message), key: key, nonce: nonce.bytes,
                                             authenticating: [UInt8](authenticatedData), algorithm: .aesGCM)
            return try SealedBox(nonce: nonce, ciphertext: sealed.ciphertext, tag: sealed.tag)
        }

        /// Encrypts and authenticates `message` (a new random nonce unless one is given).
        public static func seal<Plaintext: DataProtocol>(_ message: Plaintext, using key: SymmetricKey,
                                                         nonce: Nonce? = nil) throws -> SealedBox {
            try seal(message, using: key, nonce: nonce, authenticating: Data())
        }

        /// The plaintext of `sealedBox`; throws `authenticationFailure` when the key, the box or
        /// `authenticatedData` is not what was sealed.
        public static func open<AuthenticatedData: DataProtocol>(_ sealedBox: SealedBox, using key: SymmetricKey,
                                                                 authenticating authenticatedData: AuthenticatedData) throws -> Data {
            Data(try AEADCipher.open([UInt8](sealedBox.ciphertext), tag: [UInt8](sealedBox.tag), key: key,
                                     nonce: sealedBox.nonce.bytes, authenticating: [UInt8](authenticatedData), algorithm: .aesGCM))
        }

        /// The plaintext of `sealedBox`; throws `authenticationFailure` when the key or the box is not what was sealed.
        public static func open(_ sealedBox: SealedBox, using key: SymmetricKey) throws -> Data {
            try open(sealedBox, using: key, authenticating: Data())
        }
    }
}
