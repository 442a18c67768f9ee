import CZlib
import Dispatch

/// Writes `PixelImage`s as 8-bit RGBA PNGs, fast and byte-deterministic (docs/RENDERING.md §1.4).
///
/// Pixels are un-premultiplied (rounded to nearest; opaque pixels are copied as they are) and
/// written as 8-bit RGBA, or as RGB when every pixel is opaque. Every row uses the UP filter, and the filtered rows are cut into fixed chunks of about 256 KB
/// that are deflated independently at zlib level 1 with the `Z_RLE` strategy (faster than the
/// default on filtered image rows, and smaller here; `Z_SYNC_FLUSH` between chunks, as pigz does)
/// and joined into one zlib stream with `adler32_combine`. The chunking depends only on the image
/// width, so the bytes are identical for any `threads` value.
///
/// Round-trip contract: `PNGDecoder` premultiplies with rounding to nearest, which restores every
/// premultiplied pixel exactly, so decode(encode(image)) == image for every valid image.
public enum PNGEncoder {
    /// The PNG file bytes for `image`, deflating on up to `threads` threads (1 or more).
    public static func encode(_ image: PixelImage, threads: Int = 2) throws -> [UInt8] {
        let opaque = image.pixels.withUnsafeBufferPointer { pixels in
            pixels.reduce(UInt32.max) { $0 & $1 } >> 24 == 255
        }
        let rowBytes = 1 + (opaque ? 3 : 4) * image.width
        let rowsPerChunk = max(1, (256 << 10) / rowBytes)
        let chunkCount = (image.height + rowsPerChunk - 1) / rowsPerChunk
        let workers = max(1, min(threads, chunkCount))
        let chunks = try image.pixels.withUnsafeBufferPointer { pixels in
            let plan = ChunkPlan(pixels: pixels.baseAddress!, width: image.width, height: image.height,
                                 bytesPerPixel: opaque ? 3 : 4, rowsPerChunk: rowsPerChunk, chunkCount: chunkCount)
            return try plan.compress(workers: workers)
        }
        return assemble(width: image.width, height: image.height, colorType: opaque ? 2 : 6, chunks: chunks)
    }

    /// Encodes `image` and writes it to `path` atomically (temporary file + rename).
    public static func write(_ image: PixelImage, toFile path: String, threads: Int = 2) throws {
        try AtomicFile.write(try encode(image, threads: threads), to: path)
    }

    /// One independently deflated piece of the filtered image data.
    fileprivate struct CompressedChunk {
        var bytes: [UInt8] = []
        var crc: UInt = 0
        var adler: UInt = 1
        var rawLength = 0
    }

    /// The image split into chunks of whole rows, each filtered and deflated on its own.
    private struct ChunkPlan: @unchecked Sendable {
        let pixels: UnsafePointer<UInt32>
        let width, height, bytesPerPixel, rowsPerChunk, chunkCount: Int

        func compress(workers: Int) throws -> [CompressedChunk] {
            let results = UnsafeMutableBufferPointer<CompressedChunk>.allocate(capacity: chunkCount)
            results.initialize(repeating: CompressedChunk())
            let failures = UnsafeMutableBufferPointer<String?>.allocate(capacity: workers)
            failures.initialize(repeating: nil)
            defer { results.deallocate(); failures.deallocate() }
            let sink = UncheckedSendable((results, failures))
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                do {
                    try compressChunks(from: worker, step: workers) { sink.value.0[$0] = $1 }
                } catch {
                    sink.value.1[worker] = "\(error)"
                }
            }
            if let failure = failures.compactMap({ $0 }).first {
                throw RasterError.pngEncodingFailed(reason: failure)
            }
            return Array(results)
        }

        /// Compresses chunks `first, first + step, …` with one reusable deflate stream.
        private func compressChunks(from first: Int, step: Int,
                                    store: (Int, CompressedChunk) -> Void) throws {
            let rowBytes = 1 + bytesPerPixel * width
            // 1 spare byte: each pixel is stored as 4 bytes, the next pixel overwriting the 4th for RGB.
            let raw = UnsafeMutableRawPointer.allocate(byteCount: rowsPerChunk * rowBytes + 1, alignment: 16)
            var previous = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
            var current = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
            var stream = z_stream()
            guard deflateInit2_(&stream, 1, Z_DEFLATED, -15, 8, Z_RLE, zlibVersion(),
                                Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
                throw RasterError.pngEncodingFailed(reason: "zlib deflateInit2 failed (out of memory?)")
            }
            defer {
                deflateEnd(&stream)
                raw.deallocate(); previous.deallocate(); current.deallocate()
            }
            for chunk in stride(from: first, to: chunkCount, by: step) {
                let y0 = chunk * rowsPerChunk, y1 = min(height, y0 + rowsPerChunk)
                if y0 > 0 { straightRow(y0 - 1, into: previous) } else { previous.update(repeating: 0, count: width) }
                var out = raw
                for y in y0..<y1 {
                    let source = pixels + y &* width
                    out.storeBytes(of: 2, as: UInt8.self)  // filter type UP
                    for x in 0..<width {
                        let p = unpremultiply(source[x])
                        current[x] = p
                        out.storeBytes(of: subtractBytes(p, previous[x]), toByteOffset: 1 &+ bytesPerPixel &* x,
                                       as: UInt32.self)
                    }
                    out += rowBytes
                    swap(&previous, &current)
                }
                let length = (y1 - y0) * rowBytes
                let input = raw.assumingMemoryBound(to: UInt8.self)
                var result = CompressedChunk()
                result.rawLength = length
                result.adler = adler32(1, input, UInt32(length))
                result.bytes = try deflateChunk(&stream, input, length, final: chunk == chunkCount - 1)
                result.crc = result.bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
                store(chunk, result)
            }
        }

        /// Row `y` with straight (un-premultiplied) alpha.
        private func straightRow(_ y: Int, into row: UnsafeMutablePointer<UInt32>) {
            let source = pixels + y &* width
            for x in 0..<width { row[x] = unpremultiply(source[x]) }
        }

        private func deflateChunk(_ stream: inout z_stream, _ input: UnsafeMutablePointer<UInt8>, _ length: Int,
                                  final: Bool) throws -> [UInt8] {
            guard deflateReset(&stream) == Z_OK else {
                throw RasterError.pngEncodingFailed(reason: "zlib deflateReset failed")
            }
            let capacity = Int(deflateBound(&stream, UInt(length))) + 64
            var status: Int32 = Z_OK
            let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                stream.next_in = input
                stream.avail_in = UInt32(length)
                stream.next_out = buffer.baseAddress
                stream.avail_out = UInt32(capacity)
                status = deflate(&stream, final ? Z_FINISH : Z_SYNC_FLUSH)
                count = capacity - Int(stream.avail_out)
            }
            guard status == (final ? Z_STREAM_END : Z_OK), stream.avail_in == 0, stream.avail_out > 0 else {
                throw RasterError.pngEncodingFailed(reason: "zlib deflate returned \(status)")
            }
            return bytes
        }
    }

    /// Byte-wise `a − b` (mod 256) of four packed bytes, without borrows between bytes.
    @inline(__always) private static func subtractBytes(_ a: UInt32, _ b: UInt32) -> UInt32 {
        ((a | 0x8080_8080) &- (b & 0x7F7F_7F7F)) ^ ((a ^ ~b) & 0x8080_8080)
    }

    /// Signature, IHDR (colour type 2 = RGB, 6 = RGBA), one IDAT holding the zlib stream, IEND.
    private static func assemble(width: Int, height: Int, colorType: UInt8, chunks: [CompressedChunk]) -> [UInt8] {
        let deflated = chunks.reduce(0) { $0 + $1.bytes.count }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(deflated + 64)
        var header: [UInt8] = []
        appendBigEndian(UInt32(width), to: &header)
        appendBigEndian(UInt32(height), to: &header)
        header += [8, colorType, 0, 0, 0]  // 8-bit RGB(A), deflate, standard filters, not interlaced
        appendChunk("IHDR", header, to: &png)

        appendBigEndian(UInt32(2 + deflated + 4), to: &png)
        let start = png.count
        png += Array("IDAT".utf8) + [0x78, 0x01]  // zlib header: 32 KB window, fastest level
        var crc = png[start...].withContiguousStorageIfAvailable { crc32(0, $0.baseAddress, UInt32($0.count)) }!
        var adler: UInt = 1
        for chunk in chunks {
            png += chunk.bytes
            crc = crc32_combine(crc, chunk.crc, Int(chunk.bytes.count))
            adler = adler32_combine(adler, chunk.adler, Int(chunk.rawLength))
        }
        var trailer: [UInt8] = []
        appendBigEndian(UInt32(truncatingIfNeeded: adler), to: &trailer)
        png += trailer
        crc = trailer.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, 4) }
        appendBigEndian(UInt32(truncatingIfNeeded: crc), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &png)
        let body = Array(type.utf8) + data
        png += body
        appendBigEndian(UInt32(truncatingIfNeeded: body.withUnsafeBufferPointer {
            crc32(0, $0.baseAddress, UInt32($0.count))
        }), to: &png)
    }

    private static func appendBigEndian(_ v: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8),
                  UInt8(truncatingIfNeeded: v)]
    }
}
