import Foundation

/// Output folders checked before any rendering: created when missing, with one-line errors that
/// name the path and the system's reason (a read-only folder, a file in the way, /proc, /dev/null).
enum OutputFolder {
    /// Creates `path` and its parents as needed; throws unless it ends up a writable folder.
    static func prepare(_ path: String, for option: String = "-o") throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw CommandError("\(option) \(path) is a file, not a folder; give a folder (or a path ending in .png for one image)")
            }
        } else {
            let parent = (path as NSString).deletingLastPathComponent
            if !parent.isEmpty, parent != path { try prepare(parent, for: option) }
            guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
                throw CommandError("cannot create the folder \(path): \(String(cString: strerror(errno))); choose a writable folder")
            }
        }
        try checkWritable(path)
    }

    /// Throws unless a file can be created in the folder `path` (probed with a temporary file, as
    /// permission bits do not tell for root, /proc or read-only mounts).
    static func checkWritable(_ path: String) throws {
        let probe = (path as NSString).appendingPathComponent(".mockup-write-probe-\(getpid())")
        let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw CommandError("cannot write into \(path): \(String(cString: strerror(errno))); choose a writable folder")
        }
        close(fd)
        unlink(probe)
    }
}
