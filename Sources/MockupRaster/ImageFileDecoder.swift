import Foundation

/// Image files by their contents: PNG (`PNGDecoder`), JPEG (`JPEGDecoder`) or WebP (`WebPDecoder`),
/// whatever the file is called (a `.png` in an asset catalog is often a WebP).
public enum ImageFileDecoder {
    public enum Format: Sendable {
        case png, jpeg, webp

        /// The format whose signature `bytes` start with: PNG's eight bytes, JPEG's start-of-image
        /// marker (`FF D8 FF`), WebP's RIFF header (`RIFF`, the size, `WEBP`).
        public init?(signature bytes: some Collection<UInt8>) {
            if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { self = .png }
            else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { self = .jpeg }
            else if bytes.starts(with: Array("RIFF".utf8)), bytes.dropFirst(8).starts(with: Array("WEBP".utf8)) { self = .webp }
            else { return nil }
        }
    }

    /// Decodes PNG, JPEG or WebP file bytes; anything else throws `RasterError.unsupportedImageFormat`.
    public static func decode(_ data: [UInt8]) throws -> PixelImage {
        switch Format(signature: data) {
        case .png: return try PNGDecoder.decode(data)
        case .jpeg: return try JPEGDecoder.decode(data)
        case .webp: return try WebPDecoder.decode(data)
        case nil: throw RasterError.unsupportedImageFormat
        }
    }

    /// The width and height in pixels of the PNG, JPEG or WebP file at `path`, from its header; nil
    /// when the file is missing or none of them. A PNG's size is in its first 24 bytes (the IHDR
    /// chunk), a WebP's in its first 30 (the `VP8 `, `VP8L` or `VP8X` chunk's header); a JPEG's frame
    /// header may follow large metadata, so that file is read whole.
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
            return JPEGDecoder.pixelSize([UInt8](header + ((try? handle.readToEnd()) ?? Data())))
        case .webp:
            return WebPDecoder.pixelSize([UInt8](header + ((try? handle.read(upToCount: 16)) ?? Data())))
        case nil:
            return nil
        }
    }
}
