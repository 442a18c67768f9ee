import AVFoundation
import Foundation
import Testing

/// Audio files read as waveform views read them: a WAVE file's samples into a PCM buffer.
@Suite struct AVAudioFileTests {
    /// A mono 16-bit WAVE file at 8 kHz holding `samples`.
    private func waveFile(_ samples: [Int16]) throws -> URL {
        func le<T: FixedWidthInteger>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value.littleEndian) { Array($0) } }
        let body = samples.flatMap { le($0) }
        var bytes = Array("RIFF".utf8) + le(UInt32(36 + body.count)) + Array("WAVE".utf8)
        bytes += Array("fmt ".utf8) + le(UInt32(16)) + le(UInt16(1)) + le(UInt16(1)) + le(UInt32(8000)) + le(UInt32(16000))
            + le(UInt16(2)) + le(UInt16(16))
        bytes += Array("data".utf8) + le(UInt32(body.count)) + body
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wave-\(UUID().uuidString).wav")
        try Data(bytes).write(to: url)
        return url
    }

    @Test func aWaveFileReadsIntoAFloatBuffer() throws {
        let url = try waveFile([0, 16384, -16384, 32767, -32768, 0, 8192, 0])
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try AVAudioFile(forReading: url)
        #expect(file.length == 8 && file.processingFormat.sampleRate == 8000 && file.processingFormat.channelCount == 1)
        #expect(file.processingFormat.isStandard && file.fileFormat.commonFormat == .pcmFormatFloat32)
        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: file.processingFormat, frameCapacity: UInt32(file.length)))
        try file.read(into: buffer)
        #expect(buffer.frameLength == 8 && file.framePosition == 8)
        let channel = try #require(buffer.floatChannelData)[0]
        let samples = Array(UnsafeBufferPointer(start: channel, count: Int(buffer.frameLength)))
        #expect(samples[1] == 0.5 && samples[2] == -0.5 && samples[4] == -1 && samples[6] == 0.25)
        #expect(buffer.int16ChannelData == nil)
        try file.read(into: buffer)
        #expect(buffer.frameLength == 0, "nothing left to read")
    }

    @Test func otherFilesThrowCoreAudioErrors() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/sound.wav")
        #expect(throws: NSError(domain: "NSOSStatusErrorDomain", code: 2_003_334_207)) { try AVAudioFile(forReading: missing) }
        let mp3 = FileManager.default.temporaryDirectory.appendingPathComponent("not-wave-\(UUID().uuidString).mp3")
        try Data([0x49, 0x44, 0x33, 0x04]).write(to: mp3)
        defer { try? FileManager.default.removeItem(at: mp3) }
        #expect(throws: NSError(domain: "NSOSStatusErrorDomain", code: 1_954_115_647)) { try AVAudioFile(forReading: mp3) }
        #expect(AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 0) == nil)
    }
}
