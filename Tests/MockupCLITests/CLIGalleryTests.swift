import Foundation
import Testing

/// Issue 16: the gallery's folder options fail at once, in one line that says what to give.
@Suite struct CLIGalleryTests {
    @Test(arguments: ["--seeds", "--baseline"])
    func missingFolderIsAUsageError(option: String) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-gallery-\(UUID().uuidString)")
        let result = try MockupProcess.run(["gallery", "-o", out.path, option, "/nonexistent/folder"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(option) /nonexistent/folder: no such folder; give "))
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
