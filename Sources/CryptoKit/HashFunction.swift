import Foundation

/// A cryptographic hash function (CryptoKit's `HashFunction`): fed bytes in any number of
/// `update` calls, finalized into a `Digest`. A value type: a copy goes on from where it was copied.
public protocol HashFunction {
    associatedtype Digest: CryptoKit.Digest
    /// The number of bytes the function processes at a time (what HMAC pads its key to).
    static var blockByteCount: Int { get }
    init()
    mutating func update(bufferPointer: UnsafeRawBufferPointer)
    /// The digest of the bytes given so far; the function may still be updated afterwards.
    func finalize() -> Digest
}

extension HashFunction {
    /// The number of bytes in the function's digest.
    public static var byteCount: Int { Digest.byteCount }

    /// Adds `data` to what is hashed.
    public mutating func update<D: DataProtocol>(data: D) {
        for region in data.regions {
            region.withUnsafeBytes { update(bufferPointer: $0) }
        }
    }

    /// The digest of `data`.
    public static func hash<D: DataProtocol>(data: D) -> Digest {
        var function = Self()
        function.update(data: data)
        return function.finalize()
    }
}
