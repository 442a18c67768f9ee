import CZlib
import Foundation

/// The files of a zip archive (a dotLottie file is one), read from its central directory: stored
/// and deflated entries, as the zip format's APPNOTE describes them.
struct ZipArchive {
    private let data: Data
    /// Each entry's name and where its local header starts.
    let entries: [(name: String, method: UInt16, compressedSize: Int, size: Int, headerOffset: Int)]

    init?(data: Data) {
        self.data = data
        let bytes = [UInt8](data)
        // The end of central directory record: its signature within the last 64 KiB + 22 bytes.
        let earliest = max(0, bytes.count - 65_557)
        guard bytes.count >= 22, let end = stride(from: bytes.count - 22, through: earliest, by: -1).first(where: {
            Self.u32(bytes, $0) == 0x0605_4B50
        }) else { return nil }
        let count = Int(Self.u16(bytes, end + 10))
        var offset = Int(Self.u32(bytes, end + 16))
        var entries: [(String, UInt16, Int, Int, Int)] = []
        for _ in 0..<count {
            guard offset + 46 <= bytes.count, Self.u32(bytes, offset) == 0x0201_4B50 else { return nil }
            let nameLength = Int(Self.u16(bytes, offset + 28))
            let extra = Int(Self.u16(bytes, offset + 30)), comment = Int(Self.u16(bytes, offset + 32))
            guard offset + 46 + nameLength <= bytes.count else { return nil }
            let name = String(decoding: bytes[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self)
            entries.append((name, Self.u16(bytes, offset + 10), Int(Self.u32(bytes, offset + 20)), Int(Self.u32(bytes, offset + 24)),
                            Int(Self.u32(bytes, offset + 42))))
            offset += 46 + nameLength + extra + comment
        }
        self.entries = entries.map { (name: $0.0, method: $0.1, compressedSize: $0.2, size: $0.3, headerOffset: $0.4) }
    }

    /// The contents of the entry named `name`, or nil when it is missing, damaged or compressed another way.
    func contents(of name: String) -> Data? {
        guard let entry = entries.first(where: { $0.name == name }) else { return nil }
        let bytes = [UInt8](data)
        let header = entry.headerOffset
        guard header + 30 <= bytes.count, Self.u32(bytes, header) == 0x0403_4B50 else { return nil }
        let start = header + 30 + Int(Self.u16(bytes, header + 26)) + Int(Self.u16(bytes, header + 28))
        guard start + entry.compressedSize <= bytes.count else { return nil }
        let stored = Array(bytes[start..<(start + entry.compressedSize)])
        switch entry.method {
        case 0: return Data(stored)
        case 8: return Self.inflate(stored, size: entry.size)
        default: return nil
        }
    }

    /// Raw deflate data inflated by zlib.
    private static func inflate(_ input: [UInt8], size: Int) -> Data? {
        var stream = z_stream()
        guard inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: max(size, 1))
        var input = input
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return CZlib.inflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END, Int(stream.total_out) == size else { return nil }
        return Data(output.prefix(size))
    }

    private static func u16(_ bytes: [UInt8], _ at: Int) -> UInt16 { UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 }
    private static func u32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
    }
}
