import Foundation
import MockupRaster
import Testing

/// Issue 15: threads writing one path never share a temporary file, and temporaries of exited
/// processes are removed (those of running ones are kept).
@Suite struct AtomicFileTests {
    @Test func concurrentWritesToOnePathAllSucceed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("same.png").path
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            do { try AtomicFile.write([UInt8](repeating: UInt8(i), count: 4096), to: path) } catch { failures.increment() }
        }
        #expect(failures.value == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["same.png"])
        let bytes = FileManager.default.contents(atPath: path)!
        #expect(bytes.count == 4096 && Set(bytes).count == 1)   // one whole write, never a mix
    }

    @Test func staleTemporariesOfExitedProcessesAreRemoved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        let nested = folder.appendingPathComponent("brand")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dead = "2147483646"
        let stale = [".a.png.mockup-tmp-\(dead)-1", "b.png.tmp-\(dead)"]
        let kept = [".c.png.mockup-tmp-\(getpid())-1", "d.png", "e.tmp-notapid", "f.png.tmp-\(dead)-x"]
        for name in stale + kept { try Data([0]).write(to: nested.appendingPathComponent(name)) }
        #expect(AtomicFile.removeStaleTemporaries(in: folder.path).isEmpty)   // not recursive by default
        let removed = AtomicFile.removeStaleTemporaries(in: folder.path, recursive: true)
        #expect(removed == stale.map { nested.appendingPathComponent($0).path }.sorted())
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: nested.path)) == Set(kept))
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
