import Foundation

/// A process and every process it started, found through `/proc`, so a time limit stops them all.
///
/// `swiftc` runs the compiler (`swift-frontend`) as a child in a process group of its own and does
/// not stop it when it is itself terminated: the frontend would go on type checking, and holding the
/// output pipe open, keep its reader waiting. Killing the whole tree ends both.
struct ProcessTree {
    let root: pid_t

    /// Stops the root so it starts nothing new, then kills it and its descendants.
    func kill() {
        _ = Foundation.kill(root, SIGSTOP)
        var found: Set<pid_t> = [root]
        // Stop what is found before looking again: a child started while listing is caught the next time.
        while true {
            let more = descendants(of: found).subtracting(found)
            if more.isEmpty { break }
            for pid in more { _ = Foundation.kill(pid, SIGSTOP) }
            found.formUnion(more)
        }
        for pid in found { _ = Foundation.kill(pid, SIGKILL) }
    }

    /// The processes whose parent chain reaches one of `parents`.
    private func descendants(of parents: Set<pid_t>) -> Set<pid_t> {
        let parentOf = Self.parents()
        var result = parents
        var grew = true
        while grew {
            grew = false
            for (pid, parent) in parentOf where result.contains(parent) && !result.contains(pid) {
                result.insert(pid)
                grew = true
            }
        }
        return result
    }

    /// Every running process's parent, read from `/proc/<pid>/stat` (the field after the
    /// parenthesised command name and the state).
    private static func parents() -> [pid_t: pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        var result: [pid_t: pid_t] = [:]
        for entry in entries {
            guard let pid = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) { result[pid] = parent }
        }
        return result
    }
}
