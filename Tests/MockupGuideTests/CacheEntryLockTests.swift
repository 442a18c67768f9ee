import Foundation
import Testing
@testable import MockupGuide

/// One cache entry is built by one render at a time: a second hold on it, in this process or
/// another, waits until the first is released.
struct CacheEntryLockTests {
    @Test func aSecondHoldWaitsForTheFirstToBeReleased() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-lock-\(UUID().uuidString)/entry")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let first = try CacheEntryLock(folder: folder)
        let acquired = Acquired()
        let waiter = Thread {
            guard let second = try? CacheEntryLock(folder: folder) else { return }
            acquired.set()
            second.release()
        }
        waiter.start()
        try await Task.sleep(for: .milliseconds(300))
        #expect(!acquired.value, "the entry is still held")
        first.release()
        for _ in 0..<200 where !acquired.value { try await Task.sleep(for: .milliseconds(50)) }
        #expect(acquired.value, "released, the entry is the waiter's")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("lock").path))
    }

    private final class Acquired: @unchecked Sendable {
        private let lock = NSLock()
        private var flag = false
        var value: Bool { lock.withLock { flag } }
        func set() { lock.withLock { flag = true } }
    }
}
