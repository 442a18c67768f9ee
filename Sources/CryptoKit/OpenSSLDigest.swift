import COpenSSL
import Foundation

/// A running OpenSSL message digest (an `EVP_MD_CTX`), copied on write so the hash functions that
/// hold one keep value semantics.
struct OpenSSLDigest {
    private final class Context {
        let pointer: OpaquePointer

        init(algorithm: OpaquePointer) {
            pointer = EVP_MD_CTX_new()
            precondition(EVP_DigestInit_ex(pointer, algorithm, nil) == 1, "OpenSSL could not start a digest")
        }

        init(copying other: Context) {
            pointer = EVP_MD_CTX_new()
            precondition(EVP_MD_CTX_copy_ex(pointer, other.pointer) == 1, "OpenSSL could not copy a digest")
        }

        deinit { EVP_MD_CTX_free(pointer) }
    }

    private var context: Context

    /// A digest of `algorithm` (`EVP_sha256()`, …) over no bytes yet.
    init(_ algorithm: OpaquePointer?) {
        guard let algorithm else { preconditionFailure("OpenSSL has no such digest") }
        context = Context(algorithm: algorithm)
    }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard bytes.count > 0 else { return }
        if !isKnownUniquelyReferenced(&context) { context = Context(copying: context) }
        precondition(EVP_DigestUpdate(context.pointer, bytes.baseAddress, bytes.count) == 1, "OpenSSL could not update a digest")
    }

    /// The digest of the bytes so far (computed on a copy, so updating may go on).
    func finalize() -> [UInt8] {
        let copy = Context(copying: context)
        var output = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        precondition(EVP_DigestFinal_ex(copy.pointer, &output, &length) == 1, "OpenSSL could not finish a digest")
        return Array(output.prefix(Int(length)))
    }
}

/// A hash function computed by OpenSSL: its `update` and `finalize` are its digest state's.
protocol OpenSSLHashFunction: HashFunction where Digest: NamedDigest {
    var state: OpenSSLDigest { get set }
}

extension OpenSSLHashFunction {
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) { state.update(bufferPointer) }
    public func finalize() -> Digest { Digest(bytes: state.finalize()) }
}
