import Foundation

/// A throw-away folder that looks like a Mockup checkout (a `Package.swift` and a `Golden/` with
/// copies of some brands' goldens), so record and verify can be exercised without touching the
/// repository's goldens. Removed by `remove()`.
struct TemporaryCheckout {
    let root: URL
    var golden: URL { root.appendingPathComponent("Golden") }

    init(goldenBrands: [String] = [], assets: Bool = false) throws {
        let fileManager = FileManager.default
        root = fileManager.temporaryDirectory.appendingPathComponent("mockup-cli-\(UUID().uuidString)")
        try fileManager.createDirectory(at: root.appendingPathComponent("Golden"), withIntermediateDirectories: true)
        try Data("// test checkout\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        for brand in goldenBrands {
            try fileManager.copyItem(at: MockupProcess.repository.appendingPathComponent("Golden/\(brand)"),
                                     to: golden.appendingPathComponent(brand))
        }
        if assets {
            let relative = "Scenes/Match/Assets"
            try fileManager.createDirectory(at: root.appendingPathComponent("Scenes/Match"), withIntermediateDirectories: true)
            try fileManager.copyItem(at: MockupProcess.repository.appendingPathComponent(relative),
                                     to: root.appendingPathComponent(relative))
        }
    }

    /// The bytes of `Golden/<relative>`.
    func goldenBytes(_ relative: String) -> Data? {
        FileManager.default.contents(atPath: golden.appendingPathComponent(relative).path)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// A copy of the bundled `Fonts/` folder made of symbolic links, except for files a test damages.
struct TemporaryFonts {
    let directory: URL

    init() throws {
        let fileManager = FileManager.default
        let source = MockupProcess.repository.appendingPathComponent("Fonts")
        directory = fileManager.temporaryDirectory.appendingPathComponent("mockup-fonts-\(UUID().uuidString)")
        try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        for family in try fileManager.contentsOfDirectory(atPath: source.path) {
            let from = source.appendingPathComponent(family)
            var isDirectory: ObjCBool = false
            _ = fileManager.fileExists(atPath: from.path, isDirectory: &isDirectory)
            guard isDirectory.boolValue else {
                try fileManager.createSymbolicLink(at: directory.appendingPathComponent(family), withDestinationURL: from)
                continue
            }
            try fileManager.createDirectory(at: directory.appendingPathComponent(family), withIntermediateDirectories: true)
            for file in try fileManager.contentsOfDirectory(atPath: from.path) {
                try fileManager.createSymbolicLink(at: directory.appendingPathComponent("\(family)/\(file)"),
                                                   withDestinationURL: from.appendingPathComponent(file))
            }
        }
    }

    /// Replaces `relative` (a path under `Fonts/`) with `bytes`, or deletes it when nil.
    func replace(_ relative: String, with bytes: Data?) throws {
        let url = directory.appendingPathComponent(relative)
        try FileManager.default.removeItem(at: url)
        if let bytes { try bytes.write(to: url) }
    }

    /// The original bytes of a bundled font file.
    static func original(_ relative: String) -> Data {
        FileManager.default.contents(atPath: MockupProcess.repository.appendingPathComponent("Fonts/\(relative)").path)!
    }

    var environment: [String: String] { ["MOCKUP_FONTS_DIR": directory.path] }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}
