import Foundation

/// An app's folder made for a test: `files` (text by relative path) in a fresh folder named
/// `name` inside a temporary one, which `remove()` deletes.
struct AppFolderFixture {
    let url: URL

    init(_ files: [String: String], name: String = "App") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-app-\(UUID().uuidString)/\(name)")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    func remove() { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
}
