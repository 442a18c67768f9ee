import Foundation

/// A nonce of an authenticated cipher: its bytes, iterated as `UInt8`s.
protocol AEADNonce: ContiguousBytes, Sequence where Element == UInt8 {
    var bytes: [UInt8] { get }
}

extension AEADNonce {
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }
    public func makeIterator() -> Array<UInt8>.Iterator { bytes.makeIterator() }
}
