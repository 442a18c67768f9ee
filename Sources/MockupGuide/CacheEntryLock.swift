import Foundation
import Glibc

/// An exclusive hold on one entry of the guide cache while it is looked up or built, so that two
/// renders of the same program — two jobs of one run (two guides with the same code), or two runs
/// sharing a cache — never compile into one folder at once: the second waits, then finds the
/// first's runner. An advisory `flock` on the entry's `lock` file (each hold opens the file itself,
/// so holds of one process exclude each other too), released by `release()` or when the process dies.
final class CacheEntryLock {
    private let descriptor: Int32

    /// Waits for the entry in `folder` (made if missing) to be free and holds it.
    init(folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("lock").path
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw GuideError("cannot open \(path) to build the guide there: \(String(cString: strerror(errno)))") }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw GuideError("cannot lock \(path) to build the guide there: \(reason)")
            }
        }
    }

    /// Ends the hold.
    func release() {
        guard !released else { return }
        released = true
        close(descriptor)
    }

    private var released = false

    deinit { release() }
}
