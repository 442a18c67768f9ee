import Glibc

/// Writes files atomically: a temporary file in the destination directory, then `rename(2)`,
/// so readers never see a partly written file.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws {
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(path, "cannot create a file here") }
        var written = 0
        let ok = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 { if errno == EINTR { continue }; return false }
                written += n
            }
            return true
        }
        let error = errno
        guard close(fd) == 0, ok else {
            unlink(temporary)
            throw failure(path, "write failed", ok ? errno : error)
        }
        guard rename(temporary, path) == 0 else {
            let error = errno
            unlink(temporary)
            throw failure(path, "cannot replace the file", error)
        }
    }

    private static func failure(_ path: String, _ what: String, _ code: Int32 = errno) -> RasterError {
        RasterError.fileError(path: path, reason: "\(what): \(String(cString: strerror(code))); "
                              + "check that the directory exists and is writable")
    }
}
