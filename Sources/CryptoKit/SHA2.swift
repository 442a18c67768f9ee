import COpenSSL
import Foundation

/// SHA-256 (FIPS 180-4): 32-byte digests over 64-byte blocks.
public struct SHA256: OpenSSLHashFunction {
    public typealias Digest = SHA256Digest
    public static var blockByteCount: Int { 64 }
    var state = OpenSSLDigest(EVP_sha256())
    public init() {}
}

/// SHA-384 (FIPS 180-4): 48-byte digests over 128-byte blocks.
public struct SHA384: OpenSSLHashFunction {
    public typealias Digest = SHA384Digest
    public static var blockByteCount: Int { 128 }
    var state = OpenSSLDigest(EVP_sha384())
    public init() {}
}

/// SHA-512 (FIPS 180-4): 64-byte digests over 128-byte blocks.
public struct SHA512: OpenSSLHashFunction {
    public typealias Digest = SHA512Digest
    public static var blockByteCount: Int { 128 }
    var state = OpenSSLDigest(EVP_sha512())
    public init() {}
}

public struct SHA256Digest: NamedDigest {
    public static var byteCount: Int { 32 }
    static let name = "SHA256"
    let bytes: [UInt8]
    init(bytes: [UInt8]) { self.bytes = bytes }
}

public struct SHA384Digest: NamedDigest {
    public static var byteCount: Int { 48 }
    static let name = "SHA384"
    let bytes: [UInt8]
    init(bytes: [UInt8]) { self.bytes = bytes }
}

public struct SHA512Digest: NamedDigest {
    public static var byteCount: Int { 64 }
    static let name = "SHA512"
    let bytes: [UInt8]
    init(bytes: [UInt8]) { self.bytes = bytes }
}
