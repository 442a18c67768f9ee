import Foundation
import Testing
@testable import MockupRaster

@Suite struct PNGTests {
    /// A deterministic image with opaque, translucent and transparent pixels.
    func sampleImage(width: Int = 301, height: Int = 211) throws -> PixelImage {
        var image = try PixelImage(width: width, height: height)
        var state: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_103_515_245 &+ 12345
                let alpha: UInt8 = x < width / 2 ? 255 : UInt8(truncatingIfNeeded: state >> 24)
                image[x, y] = PremultipliedColor(red: UInt8(truncatingIfNeeded: x &* 3 &+ y), green: UInt8(truncatingIfNeeded: y),
                                                 blue: UInt8(truncatingIfNeeded: state >> 8), alpha: alpha)
            }
        }
        return image
    }

    @Test func roundTripIsExactForEveryPremultipliedPixel() throws {
        // All 32,896 valid (channel ≤ alpha) pairs, in all three colour channels.
        var pixels: [UInt32] = []
        for a in 0...255 { for c in 0...a { pixels.append(PremultipliedColor(red: UInt8(c), green: UInt8(a - c), blue: UInt8(c / 2), alpha: UInt8(a)).rawValue) } }
        pixels += Array(repeating: 0, count: 256 * 129 - pixels.count)
        let image = try PixelImage(width: 256, height: 129, pixels: pixels)
        let bytes = try PNGEncoder.encode(image)
        let decoded = try PNGDecoder.decode(bytes)
        #expect(decoded == image)
        #expect(try PNGEncoder.encode(decoded) == bytes)
    }

    @Test func encodingIsDeterministicForAnyThreadCount() throws {
        let image = try sampleImage(width: 700, height: 400)  // several deflate chunks
        let one = try PNGEncoder.encode(image, threads: 1)
        #expect(try PNGEncoder.encode(image, threads: 2) == one)
        #expect(try PNGEncoder.encode(image, threads: 5) == one)
        #expect(try PNGEncoder.encode(image, threads: 1) == one)
        #expect(try PNGDecoder.decode(one) == image)
    }

    @Test func writesFilesAtomically() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("png-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("a.png").path
        let image = try sampleImage(width: 17, height: 9)
        try PNGEncoder.write(image, toFile: path)
        try PNGEncoder.write(image, toFile: path)
        #expect(try PNGDecoder.decode(fileAt: path) == image)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["a.png"])
        #expect(throws: RasterError.self) { try PNGEncoder.write(image, toFile: dir.path + "/missing/b.png") }
    }

    @Test func corruptAndTruncatedDataThrowClearErrors() throws {
        let bytes = try PNGEncoder.encode(try sampleImage(width: 40, height: 30))
        let cases: [[UInt8]] = [[], Array("not a png at all".utf8), Array(bytes.prefix(bytes.count / 2)),
                                Array(bytes.prefix(40)), bytes.enumerated().map { $0.offset == 60 ? $0.element ^ 0xFF : $0.element }]
        for data in cases {
            do {
                _ = try PNGDecoder.decode(data)
                Issue.record("decoding \(data.count) bad bytes did not throw")
            } catch let error as RasterError {
                guard case let .pngDecodingFailed(reason) = error else { Issue.record("wrong error \(error)"); continue }
                #expect(!reason.isEmpty)
                #expect(error.description.contains("cannot decode PNG"))
            }
        }
        #expect(throws: RasterError.self) { try PNGDecoder.decode(fileAt: "/nonexistent/x.png") }
    }
}

@Suite struct OpaquePNGTests {
    @Test func opaqueImagesAreWrittenAsRGBAndRoundTrip() throws {
        var image = try PixelImage(width: 500, height: 300, color: .white)
        for y in 0..<300 { for x in 0..<500 {
            image[x, y] = PremultipliedColor(red: UInt8(x & 255), green: UInt8(y & 255), blue: UInt8((x ^ y) & 255), alpha: 255)
        } }
        let bytes = try PNGEncoder.encode(image, threads: 2)
        #expect(bytes[25] == 2)  // IHDR colour type: RGB
        #expect(try PNGEncoder.encode(image, threads: 1) == bytes)
        #expect(try PNGDecoder.decode(bytes) == image)
    }
}
