import CryptoKit
import Foundation
import Testing

/// CryptoKit as apps hash, authenticate and encrypt: real algorithms (OpenSSL), checked against
/// the published test vectors.
@Suite struct CryptoKitTests {
    private func hex<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    private func bytes(_ hex: String) -> [UInt8] {
        var result: [UInt8] = [], text = Substring(hex)
        while !text.isEmpty { result.append(UInt8(text.prefix(2), radix: 16)!); text = text.dropFirst(2) }
        return result
    }

    @Test func hashesMatchTheStandardsTestVectors() {
        let abc = Data("abc".utf8)
        // FIPS 180-4 examples (NIST "Example Algorithms") and RFC 1321 §A.5.
        #expect(hex(SHA256.hash(data: abc)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA384.hash(data: abc)) == "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
        #expect(hex(SHA512.hash(data: abc)) == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f")
        #expect(hex(Insecure.SHA1.hash(data: abc)) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex(Insecure.MD5.hash(data: abc)) == "900150983cd24fb0d6963f7d28e17f72")
        #expect(hex(SHA256.hash(data: Data())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.byteCount == 32 && SHA384.byteCount == 48 && SHA512.byteCount == 64 && Insecure.MD5.byteCount == 16)
        #expect(SHA256.blockByteCount == 64 && SHA512.blockByteCount == 128)
    }

    @Test func digestsDescribeThemselvesAndCompare() {
        let digest = SHA256.hash(data: Data("abc".utf8))
        #expect(digest.description == "SHA256 digest: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Insecure.MD5.hash(data: Data("abc".utf8)).description == "MD5 digest: 900150983cd24fb0d6963f7d28e17f72")
        #expect(digest.compactMap { String(format: "%02x", $0) }.joined() == hex(digest))
        #expect(Array(digest).count == 32 && digest == SHA256.hash(data: [UInt8]("abc".utf8)))
        #expect(digest == Data(bytes("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")))
        #expect(digest != SHA256.hash(data: Data("abd".utf8)))
        #expect(Set([digest, SHA256.hash(data: Data("abc".utf8))]).count == 1)
    }

    @Test func hashFunctionsAreValuesThatStream() {
        var hasher = SHA256()
        hasher.update(data: Data("a".utf8))
        let copy = hasher
        hasher.update(data: Data("bc".utf8))
        #expect(hasher.finalize() == SHA256.hash(data: Data("abc".utf8)))
        #expect(copy.finalize() == SHA256.hash(data: Data("a".utf8)), "a copy goes on from where it was copied")
        #expect(hasher.finalize() == hasher.finalize(), "finalizing does not consume the state")
        var pointer = SHA256()
        Data("abc".utf8).withUnsafeBytes { pointer.update(bufferPointer: $0) }
        #expect(pointer.finalize() == hasher.finalize())
    }

    @Test func hmacMatchesRFC4231() {
        // RFC 4231 test cases 1, 2 and 6 (HMAC-SHA-256), and 2 for HMAC-SHA-512.
        let one = HMAC<SHA256>.authenticationCode(for: Data("Hi There".utf8), using: SymmetricKey(data: [UInt8](repeating: 0x0b, count: 20)))
        #expect(hex(one) == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        let jefe = SymmetricKey(data: Data("Jefe".utf8)), message = Data("what do ya want for nothing?".utf8)
        #expect(hex(HMAC<SHA256>.authenticationCode(for: message, using: jefe)) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(hex(HMAC<SHA512>.authenticationCode(for: message, using: jefe))
                == "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737")
        let longKey = SymmetricKey(data: [UInt8](repeating: 0xaa, count: 131))
        let six = HMAC<SHA256>.authenticationCode(for: Data("Test Using Larger Than Block-Size Key - Hash Key First".utf8), using: longKey)
        #expect(hex(six) == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")

        var streamed = HMAC<SHA256>(key: jefe)
        streamed.update(data: Data("what do ya want ".utf8))
        streamed.update(data: Data("for nothing?".utf8))
        let code = streamed.finalize()
        #expect(code == HMAC<SHA256>.authenticationCode(for: message, using: jefe) && code.byteCount == 32)
        #expect(code.description == "HMAC with SHA256: 5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: message, using: jefe))
        #expect(!HMAC<SHA256>.isValidAuthenticationCode(Data(code), authenticating: Data("other".utf8), using: jefe))
    }

    @Test func symmetricKeysHoldTheirBytes() {
        #expect(SymmetricKey(size: .bits256).bitCount == 256 && SymmetricKey(size: .bits128).bitCount == 128)
        #expect(SymmetricKey(size: .bits256) != SymmetricKey(size: .bits256), "random keys")
        let digest = SHA256.hash(data: Data("password".utf8))
        let key = SymmetricKey(data: digest)
        #expect(key.bitCount == 256 && key.withUnsafeBytes { Array($0) } == Array(digest))
    }

    @Test func aesGCMMatchesTheGCMSpecificationAndRoundTrips() throws {
        // McGrew & Viega, "The Galois/Counter Mode of Operation", test case 2: zero key, IV and block.
        let key = SymmetricKey(data: [UInt8](repeating: 0, count: 16))
        let box = try AES.GCM.seal([UInt8](repeating: 0, count: 16), using: key, nonce: AES.GCM.Nonce(data: [UInt8](repeating: 0, count: 12)))
        #expect(hex(box.ciphertext) == "0388dace60b6a392f328c2b971b2fe78")
        #expect(hex(box.tag) == "ab6e47d42cec13bdf53a67b21257bddf")
        #expect(box.combined?.count == 12 + 16 + 16)

        let secret = SymmetricKey(data: SHA256.hash(data: Data("richKey".utf8)))
        let sealed = try AES.GCM.seal(Data("Hello, world".utf8), using: secret)
        let opened = try AES.GCM.open(AES.GCM.SealedBox(combined: sealed.combined!), using: secret)
        #expect(String(decoding: opened, as: UTF8.self) == "Hello, world")
        #expect(throws: CryptoKitError.self) { try AES.GCM.open(sealed, using: SymmetricKey(size: .bits256)) }
        var tampered = sealed.combined!
        tampered[14] ^= 1
        #expect(throws: CryptoKitError.self) { try AES.GCM.open(AES.GCM.SealedBox(combined: tampered), using: secret) }
        let aad = Data("header".utf8)
        let withData = try AES.GCM.seal(Data("x".utf8), using: secret, authenticating: aad)
        #expect(try AES.GCM.open(withData, using: secret, authenticating: aad) == Data("x".utf8))
        #expect(throws: CryptoKitError.self) { try AES.GCM.open(withData, using: secret) }
        #expect(throws: CryptoKitError.self) { try AES.GCM.seal(Data(), using: SymmetricKey(data: [UInt8](repeating: 1, count: 10))) }
    }

    @Test func chaChaPolyMatchesRFC8439AndRoundTrips() throws {
        // RFC 8439 §2.8.2: the AEAD_CHACHA20_POLY1305 example.
        let key = SymmetricKey(data: bytes("808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f"))
        let nonce = try ChaChaPoly.Nonce(data: bytes("070000004041424344454647"))
        let plaintext = Data("Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.".utf8)
        let box = try ChaChaPoly.seal(plaintext, using: key, nonce: nonce, authenticating: bytes("50515253c0c1c2c3c4c5c6c7"))
        #expect(hex(box.ciphertext.prefix(16)) == "d31a8d34648e60db7b86afbc53ef7ec2")
        #expect(hex(box.tag) == "1ae10b594f09e26a7e902ecbd0600691")
        #expect(try ChaChaPoly.open(ChaChaPoly.SealedBox(combined: box.combined), using: key,
                                    authenticating: bytes("50515253c0c1c2c3c4c5c6c7")) == plaintext)
        #expect(throws: CryptoKitError.self) { try ChaChaPoly.open(box, using: key) }
        #expect(throws: CryptoKitError.self) { try ChaChaPoly.Nonce(data: [UInt8](repeating: 0, count: 8)) }
    }
}
