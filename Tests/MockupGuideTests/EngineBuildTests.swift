import Foundation
import Testing
@testable import MockupGuide

/// What `EngineBuild` reports before a guide is compiled against a release build.
struct EngineBuildTests {
    /// A products folder with the library and the modules, written at the given times.
    private func products(library: Date, modules: [String: Date]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-engine-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Modules"), withIntermediateDirectories: true)
        let files = [("libMockupRuntime.so", library)] + modules.map { ("Modules/\($0.key).swiftmodule", $0.value) }
        for (path, date) in files {
            let url = folder.appendingPathComponent(path)
            try Data().write(to: url)
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
        }
        return folder
    }

    @Test func aLibraryOlderThanTheEnginesModulesIsReported() throws {
        let now = Date()
        let fresh = try products(library: now, modules: ["SwiftUI": now - 60, "MockupUI": now - 60])
        defer { try? FileManager.default.removeItem(at: fresh) }
        #expect(EngineBuild(productsDirectory: fresh, sourcesDirectory: fresh).problem == nil)

        // `swift build -c release --product mockup` rebuilds the modules but not the library.
        let partial = try products(library: now - 3600, modules: ["SwiftUI": now - 7200, "MockupUI": now])
        defer { try? FileManager.default.removeItem(at: partial) }
        let problem = try #require(EngineBuild(productsDirectory: partial, sourcesDirectory: partial).problem)
        #expect(problem.contains("is older than its module MockupUI") && problem.hasSuffix("run 'swift build -c release'"), "\(problem)")
    }

    @Test func missingPiecesAreReported() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-engine-\(UUID().uuidString)")
        #expect(EngineBuild(productsDirectory: empty, sourcesDirectory: empty).problem?.contains("libMockupRuntime.so is missing") == true)
        let noModules = try products(library: Date(), modules: [:])
        defer { try? FileManager.default.removeItem(at: noModules) }
        #expect(EngineBuild(productsDirectory: noModules, sourcesDirectory: noModules).problem?.contains("modules are missing") == true)
    }
}
