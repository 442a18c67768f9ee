import Glibc
import Synchronization

/// Writes files atomically: a temporary file in the destination directory, then `rename(2)`, so
/// readers never see a partly written file. Temporary names are unique per process and call
/// (`.<name>.mockup-tmp-<pid>-<n>`), so threads writing the same path never share one; those left
/// by a killed run are removed by `removeStaleTemporaries(under:)`.
public enum AtomicFile {
    /// What every temporary name contains.
    static let marker = ".mockup-tmp-"
    private static let counter = Atomic<Int>(0)

    /// Writes `bytes` to `path`, replacing any file there. Throws `RasterError.fileError` with the
    /// system's reason.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let temporary = temporaryPath(for: path)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
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
            let code = ok ? errno : error
            unlink(temporary)
            throw failure(path, "write failed", code)
        }
        guard rename(temporary, path) == 0 else {
            let error = errno
            unlink(temporary)
            throw failure(path, "cannot replace the file", error)
        }
    }

    /// `.<name>.mockup-tmp-<pid>-<n>` beside `path`.
    static func temporaryPath(for path: String) -> String {
        let n = counter.wrappingAdd(1, ordering: .relaxed).newValue
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return folder + "." + name + marker + "\(getpid())-\(n)"
    }

    /// Removes, in `directory` (and its subfolders when `recursive`), the temporary files of writes
    /// that never finished: this type's names whose process has exited, and the `<name>.tmp-<pid>`
    /// names of earlier versions. Returns the removed paths, sorted. Files of running processes are kept.
    @discardableResult
    public static func removeStaleTemporaries(in directory: String, recursive: Bool = false) -> [String] {
        var removed: [String] = []
        visit(directory, depth: recursive ? 0 : 15) { path, name in
            guard let pid = owner(ofTemporary: name), kill(pid, 0) != 0, errno == ESRCH else { return }
            if unlink(path) == 0 { removed.append(path) }
        }
        return removed.sorted()
    }

    /// The process that wrote the temporary file `name`, or nil when `name` is not one.
    static func owner(ofTemporary name: String) -> pid_t? {
        for marker in [marker, ".tmp-"] {
            guard let range = name.ranges(of: marker).last else { continue }
            let digits = name[range.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(digits.count), digits.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
                  let pid = pid_t(digits[0]), pid > 0 else { continue }
            if marker == ".tmp-" && digits.count != 1 { continue }
            return pid
        }
        return nil
    }

    private static func visit(_ directory: String, depth: Int, _ body: (String, String) -> Void) {
        guard depth < 16, let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            if entry.pointee.d_type == UInt8(DT_DIR) {
                visit(path, depth: depth + 1, body)
            } else {
                body(path, name)
            }
        }
    }

    private static func failure(_ path: String, _ what: String, _ code: Int32 = errno) -> RasterError {
        RasterError.fileError(path: path, reason: "\(what): \(String(cString: strerror(code))); "
                              + "check that the directory exists and is writable")
    }
}
