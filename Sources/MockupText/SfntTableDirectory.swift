import Foundation

/// The table directory at the start of an OpenType/TrueType file, checked before FreeType sees the
/// bytes: every table must lie inside the file, so a truncated or padded-out download is reported
/// as damaged instead of drawing with whatever tables survived.
public enum SfntTableDirectory {
    /// Whether `data` is an OpenType or TrueType font (or a collection of them) whose tables all lie
    /// within it, as `validate` checks.
    public static func isFont(_ data: Data) -> Bool {
        data.count >= 12 && (try? data.withUnsafeBytes { try validate($0, path: "") }) != nil
    }

    /// Throws `FontError.corruptFile` unless `bytes` start with an sfnt header whose tables all
    /// lie within the file. Collections (`ttcf`) are left to FreeType.
    static func validate(_ bytes: UnsafeRawBufferPointer, path: String) throws {
        func u32(_ at: Int) -> UInt32 {
            (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[at + $1]) }
        }
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        let version = u32(0)
        guard version != 0x7474_6366 else { return }   // 'ttcf'
        guard [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version) else {   // 1.0, 'OTTO', 'true'
            throw FontError.corruptFile(path: path, reason: "not an OpenType or TrueType file")
        }
        let tables = u16(4)
        guard tables > 0, 12 + 16 * tables <= bytes.count else {
            throw FontError.corruptFile(path: path, reason: "the table directory is cut off")
        }
        for index in 0..<tables {
            let record = 12 + 16 * index
            let offset = Int(u32(record + 8)), length = Int(u32(record + 12))
            guard offset + length <= bytes.count else {
                let tag = String(decoding: (0..<4).map { bytes[record + $0] }, as: UTF8.self)
                throw FontError.corruptFile(path: path, reason: "table '\(tag)' ends at byte \(offset + length) but the "
                                            + "file has \(bytes.count) bytes (truncated)")
            }
        }
    }
}
