import COpenSSL
import Foundation

/// An authenticated cipher with a 16-byte tag, run by OpenSSL (AES-GCM, ChaCha20-Poly1305); both
/// take 12-byte nonces by default.
enum AEADCipher {
    static let nonceByteCount = 12
    static let tagByteCount = 16

    /// The cipher: AES-GCM (128-, 192- or 256-bit keys) or ChaCha20-Poly1305 (256-bit keys).
    enum Algorithm {
        case aesGCM, chaChaPoly

        var keyByteCounts: Set<Int> { self == .aesGCM ? [16, 24, 32] : [32] }

        /// OpenSSL's cipher for a key of `keyByteCount` bytes.
        func cipher(keyByteCount: Int) -> OpaquePointer? {
            switch (self, keyByteCount) {
            case (.aesGCM, 16): EVP_aes_128_gcm()
            case (.aesGCM, 24): EVP_aes_192_gcm()
            case (.aesGCM, _): EVP_aes_256_gcm()
            case (.chaChaPoly, _): EVP_chacha20_poly1305()
            }
        }
    }

    /// Encrypts `plaintext`; returns the ciphertext and its tag.
    static func seal(_ plaintext: [UInt8], key: SymmetricKey, nonce: [UInt8], authenticating aad: [UInt8],
                     algorithm: Algorithm) throws -> (ciphertext: [UInt8], tag: [UInt8]) {
        let context = try Context(key: key, nonce: nonce, algorithm: algorithm, encrypting: true)
        try context.addAuthenticatedData(aad)
        var ciphertext = try context.update(plaintext)
        ciphertext += try context.finish()
        var tag = [UInt8](repeating: 0, count: tagByteCount)
        try check(EVP_CIPHER_CTX_ctrl(context.pointer, EVP_CTRL_AEAD_GET_TAG, Int32(tagByteCount), &tag))
        return (ciphertext, tag)
    }

    /// Decrypts `ciphertext`; throws `authenticationFailure` unless `tag` authenticates it and `aad`.
    static func open(_ ciphertext: [UInt8], tag: [UInt8], key: SymmetricKey, nonce: [UInt8], authenticating aad: [UInt8],
                     algorithm: Algorithm) throws -> [UInt8] {
        guard tag.count == tagByteCount else { throw CryptoKitError.incorrectParameterSize }
        let context = try Context(key: key, nonce: nonce, algorithm: algorithm, encrypting: false)
        try context.addAuthenticatedData(aad)
        var plaintext = try context.update(ciphertext)
        var expected = tag
        try check(EVP_CIPHER_CTX_ctrl(context.pointer, EVP_CTRL_AEAD_SET_TAG, Int32(tagByteCount), &expected))
        guard let rest = try? context.finish() else { throw CryptoKitError.authenticationFailure }
        plaintext += rest
        return plaintext
    }

    /// `sealed`'s ciphertext and tag checked for size, as a sealed box keeps them.
    static func boxParts<C: DataProtocol, T: DataProtocol>(ciphertext: C, tag: T) throws -> (ciphertext: Data, tag: Data) {
        guard tag.count == tagByteCount else { throw CryptoKitError.incorrectParameterSize }
        return (Data(ciphertext), Data(tag))
    }

    /// A sealed box's combined bytes split into a 12-byte nonce, the ciphertext and a 16-byte tag.
    static func split<D: DataProtocol>(combined: D) throws
        -> (nonce: ArraySlice<UInt8>, ciphertext: ArraySlice<UInt8>, tag: ArraySlice<UInt8>) {
        let bytes = [UInt8](combined)
        guard bytes.count >= nonceByteCount + tagByteCount else { throw CryptoKitError.incorrectParameterSize }
        return (bytes[..<nonceByteCount], bytes[nonceByteCount..<(bytes.count - tagByteCount)], bytes[(bytes.count - tagByteCount)...])
    }

    private static func check(_ result: Int32) throws {
        guard result == 1 else { throw CryptoKitError.underlyingCoreCryptoError(error: Int32(truncatingIfNeeded: ERR_get_error())) }
    }

    /// An `EVP_CIPHER_CTX` set up with a key and nonce.
    private final class Context {
        let pointer: OpaquePointer

        init(key: SymmetricKey, nonce: [UInt8], algorithm: Algorithm, encrypting: Bool) throws {
            guard algorithm.keyByteCounts.contains(key.bytes.count) else { throw CryptoKitError.incorrectKeySize }
            guard let pointer = EVP_CIPHER_CTX_new() else { throw CryptoKitError.underlyingCoreCryptoError(error: 0) }
            self.pointer = pointer
            let cipher = algorithm.cipher(keyByteCount: key.bytes.count)
            try check(EVP_CipherInit_ex(pointer, cipher, nil, nil, nil, encrypting ? 1 : 0))
            try check(EVP_CIPHER_CTX_ctrl(pointer, EVP_CTRL_AEAD_SET_IVLEN, Int32(nonce.count), nil))
            try check(EVP_CipherInit_ex(pointer, nil, nil, key.bytes, nonce, -1))
        }

        deinit { EVP_CIPHER_CTX_free(pointer) }

        func addAuthenticatedData(_ aad: [UInt8]) throws {
            guard !aad.isEmpty else { return }
            var written: Int32 = 0
            try check(EVP_CipherUpdate(pointer, nil, &written, aad, Int32(aad.count)))
        }

        func update(_ input: [UInt8]) throws -> [UInt8] {
            guard !input.isEmpty else { return [] }
            var output = [UInt8](repeating: 0, count: input.count + 16)
            var written: Int32 = 0
            try check(EVP_CipherUpdate(pointer, &output, &written, input, Int32(input.count)))
            return Array(output.prefix(Int(written)))
        }

        func finish() throws -> [UInt8] {
            var output = [UInt8](repeating: 0, count: 16)
            var written: Int32 = 0
            try check(EVP_CipherFinal_ex(pointer, &output, &written))
            return Array(output.prefix(Int(written)))
        }
    }
}
