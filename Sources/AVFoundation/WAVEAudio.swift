import Foundation

/// The samples of a WAVE file (RIFF, linear PCM: 8-, 16-, 24- or 32-bit integers or 32-bit
/// floats, plain or `WAVE_FORMAT_EXTENSIBLE`), as floats in −1…1, channel by channel. Mockup has no
/// decoder for compressed audio (AAC, MP3, ALAC), so other files are not read.
struct WAVEAudio {
    let sampleRate: Double
    let channels: [[Float]]

    /// Why a file could not be read.
    enum Failure: Error { case notWAVE, unsupportedEncoding }

    init(data: Data) throws {
        let bytes = [UInt8](data)
        func uint(_ offset: Int, _ size: Int) -> UInt32 {
            (0..<size).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) }
        }
        func tag(_ offset: Int) -> String { String(decoding: bytes[offset..<offset + 4], as: UTF8.self) }
        guard bytes.count >= 12, tag(0) == "RIFF", tag(8) == "WAVE" else { throw Failure.notWAVE }
        var format: (encoding: UInt32, channels: Int, rate: Double, bits: Int)?
        var samples: ArraySlice<UInt8>?
        var offset = 12
        while offset + 8 <= bytes.count {
            let size = Int(uint(offset + 4, 4)), body = offset + 8, end = min(body + size, bytes.count)
            switch tag(offset) {
            case "fmt " where size >= 16:
                var encoding = uint(body, 2)
                if encoding == 0xFFFE, size >= 26 { encoding = uint(body + 24, 2) }
                format = (encoding, Int(uint(body + 2, 2)), Double(uint(body + 4, 4)), Int(uint(body + 14, 2)))
            case "data": samples = bytes[body..<end]
            default: break
            }
            offset = body + size + size % 2
        }
        guard let format, let samples, format.channels > 0, format.rate > 0 else { throw Failure.notWAVE }
        let width = format.bits / 8
        let decode: (Int) -> Float
        switch (format.encoding, format.bits) {
        case (1, 8): decode = { (Float(bytes[$0]) - 128) / 128 }
        case (1, 16), (1, 24), (1, 32):
            let shift = UInt32(32 - format.bits)
            decode = { Float(Int32(bitPattern: uint($0, width) << shift)) / 2_147_483_648 }
        case (3, 32): decode = { Float(bitPattern: uint($0, 4)) }
        default: throw Failure.unsupportedEncoding
        }
        let frames = samples.count / (width * format.channels)
        sampleRate = format.rate
        channels = (0..<format.channels).map { channel in
            (0..<frames).map { frame in decode(samples.startIndex + (frame * format.channels + channel) * width) }
        }
    }
}
