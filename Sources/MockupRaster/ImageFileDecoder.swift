import Foundation

/// Image files by their contents: PNG (`PNGDecoder`) or JPEG (`JPEGDecoder`), whatever the file is
/// called.
public enum ImageFileDecoder {
    public enum Format: Sendable {
        case png, jpeg

        /// The format whose signature `bytes` start with: PNG's eight bytes, JPEG's start-of-image
        /// marker (`FF D8 FF`).
        public init?(signature bytes: some Collection<UInt8>) {
            if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { self = .png }
            else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { self = .jpeg }
            else { return nil }
        }
    }

    /// Decodes PNG or JPEG file bytes; anything else throws `RasterError.unsupportedImageFormat`.
    public static func decode(_ data: [UInt8]) throws -> PixelImage {
        switch Format(signature: data) {
        case .png: return try PNGDecoder.decode(data)
        case .jpeg: return try JPEGDecoder.decode(data)
        case nil: throw RasterError.unsupportedImageFormat
        }
    }

    /// The width and height in pixels of the PNG or JPEG file at `path`, from its header; nil when
    /// the file is missing or neither. A PNG's size is in its first 24 bytes (the IHDR chunk); a
    /// JPEG's frame header may follow large metadata, so the file is read whole.
    public static func pixelSize(atPath path: String) -> (width: Int, height: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24) else { return nil }
        switch Format(signature: header) {
        case .png:
            guard header.count == 24 else { return nil }
            func u32(_ at: Int) -> Int { Int(header[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }) }
            return (u32(16), u32(20))
        case .jpeg:
            guard let rest = try? handle.readToEnd() else { return JPEGDecoder.pixelSize([UInt8](header)) }
            return JPEGDecoder.pixelSize([UInt8](header + rest))
        case nil:
            return nil
        }
    }
}
