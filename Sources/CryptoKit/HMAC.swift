import Foundation

/// A keyed-hash message authentication code over `H` (RFC 2104; CryptoKit's `HMAC`).
public struct HMAC<H: HashFunction> {
    /// The authentication code HMAC computes.
    public typealias MAC = HashedAuthenticationCode<H>

    private var inner: H
    private var outer: H

    /// Starts an authentication code with `key` (hashed first when longer than `H`'s block).
    public init(key: SymmetricKey) {
        var keyBytes = key.bytes
        if keyBytes.count > H.blockByteCount { keyBytes = Array(H.hash(data: keyBytes)) }
        keyBytes += [UInt8](repeating: 0, count: H.blockByteCount - keyBytes.count)
        inner = H()
        inner.update(data: keyBytes.map { $0 ^ 0x36 })
        outer = H()
        outer.update(data: keyBytes.map { $0 ^ 0x5C })
    }

    /// Adds `data` to what is authenticated.
    public mutating func update<D: DataProtocol>(data: D) { inner.update(data: data) }

    /// The authentication code of the data so far.
    public func finalize() -> MAC {
        var outer = outer
        outer.update(data: Array(inner.finalize()))
        return MAC(digest: outer.finalize())
    }

    /// The authentication code of `data` under `key`.
    public static func authenticationCode<D: DataProtocol>(for data: D, using key: SymmetricKey) -> MAC {
        var hmac = HMAC(key: key)
        hmac.update(data: data)
        return hmac.finalize()
    }

    /// Whether `authenticationCode` is `data`'s under `key` (compared in constant time).
    public static func isValidAuthenticationCode<D: DataProtocol>(_ authenticationCode: MAC, authenticating authenticatedData: D,
                                                                  using key: SymmetricKey) -> Bool {
        Self.authenticationCode(for: authenticatedData, using: key) == authenticationCode
    }

    /// Whether the bytes of `authenticationCode` are `data`'s code under `key` (compared in constant time).
    public static func isValidAuthenticationCode<C: ContiguousBytes, D: DataProtocol>(_ authenticationCode: C, authenticating authenticatedData: D,
                                                                                     using key: SymmetricKey) -> Bool {
        let expected = Self.authenticationCode(for: authenticatedData, using: key)
        return authenticationCode.withUnsafeBytes { given in expected.withUnsafeBytes { ConstantTime.equal(given, $0) } }
    }
}

/// A message authentication code (CryptoKit's `MessageAuthenticationCode`).
public protocol MessageAuthenticationCode: Hashable, ContiguousBytes, CustomStringConvertible, Sequence where Element == UInt8 {
    var byteCount: Int { get }
}

/// An HMAC's output: the outer hash's digest.
public struct HashedAuthenticationCode<H: HashFunction>: MessageAuthenticationCode {
    let digest: H.Digest

    public var byteCount: Int { H.Digest.byteCount }
    public var description: String { "HMAC with \(H.self): \(Array(digest).hexString)" }

    public func makeIterator() -> H.Digest.Iterator { digest.makeIterator() }
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try digest.withUnsafeBytes(body)
    }
}
