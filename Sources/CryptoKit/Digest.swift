import Foundation

/// The output of a hash function (CryptoKit's `Digest`): a fixed number of bytes, iterated as
/// `UInt8`s (`digest.map { String(format: "%02x", $0) }`), compared in constant time.
public protocol Digest: Hashable, ContiguousBytes, CustomStringConvertible, Sequence where Element == UInt8 {
    /// The number of bytes in the digest.
    static var byteCount: Int { get }
}

extension Digest {
    public func makeIterator() -> Array<UInt8>.Iterator {
        withUnsafeBytes { Array($0) }.makeIterator()
    }

    /// Whether the digest's bytes are `rhs`'s, compared in constant time.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.withUnsafeBytes { left in rhs.withUnsafeBytes { right in ConstantTime.equal(left, right) } }
    }

    /// Whether the digest's bytes are `rhs`, compared in constant time.
    public static func == <D: DataProtocol>(lhs: Self, rhs: D) -> Bool {
        let other = [UInt8](rhs)
        return lhs.withUnsafeBytes { left in other.withUnsafeBytes { right in ConstantTime.equal(left, right) } }
    }

    public func hash(into hasher: inout Hasher) {
        withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}

/// A digest of a hash function named `name` (what its `description` says).
protocol NamedDigest: Digest {
    static var name: String { get }
    var bytes: [UInt8] { get }
    init(bytes: [UInt8])
}

extension NamedDigest {
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }

    /// `"SHA256 digest: "` and the bytes in lower-case hex, as CryptoKit describes a digest.
    public var description: String { "\(Self.name) digest: \(bytes.hexString)" }
}

extension Sequence<UInt8> {
    /// The bytes as lower-case hex, two digits each.
    var hexString: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in self { text += [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]] }
        return String(decoding: text, as: UTF8.self)
    }
}

/// Comparisons whose time does not depend on where the bytes differ.
enum ConstantTime {
    static func equal(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for index in 0..<lhs.count { difference |= lhs[index] ^ rhs[index] }
        return difference == 0
    }
}
