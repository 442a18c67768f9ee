import Foundation

/// A source of random bytes; only the default (nil) exists.
public final class SecRandom: Sendable {
    private init() {}
}
public typealias SecRandomRef = SecRandom
public let kSecRandomDefault: SecRandomRef? = nil

/// Fills `bytes` with `count` cryptographically secure random bytes (the system generator), as
/// sign-in nonces are made.
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    var generator = SystemRandomNumberGenerator()
    let buffer = bytes.assumingMemoryBound(to: UInt8.self)
    for index in 0..<count { buffer[index] = generator.next() }
    return 0
}
