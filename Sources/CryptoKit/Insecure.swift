import COpenSSL
import Foundation

/// Hash functions kept for compatibility with old formats, not for security (CryptoKit's `Insecure`).
public enum Insecure {
    /// MD5 (RFC 1321): 16-byte digests over 64-byte blocks.
    public struct MD5: OpenSSLHashFunction {
        public typealias Digest = MD5Digest
        public static var blockByteCount: Int { 64 }
        var state = OpenSSLDigest(EVP_md5())
        public init() {}
    }

    /// SHA-1 (FIPS 180-4): 20-byte digests over 64-byte blocks.
    public struct SHA1: OpenSSLHashFunction {
        public typealias Digest = SHA1Digest
        public static var blockByteCount: Int { 64 }
        var state = OpenSSLDigest(EVP_sha1())
        public init() {}
    }

    public struct MD5Digest: NamedDigest {
        public static var byteCount: Int { 16 }
        static let name = "MD5"
        let bytes: [UInt8]
        init(bytes: [UInt8]) { self.bytes = bytes }
    }

    public struct SHA1Digest: NamedDigest {
        public static var byteCount: Int { 20 }
        static let name = "SHA1"
        let bytes: [UInt8]
        init(bytes: [UInt8]) { self.bytes = bytes }
    }
}
