import Foundation
import Testing
@testable import MockupGuide

/// A guide's runner saves into a home folder of its own, never the user's.
struct GuideRunnerHomeTests {
    @Test(.timeLimit(.minutes(3)))
    func aComponentThatSavesADocumentWritesIntoTheRunnersOwnHome() throws {
        let realHome = FileManager.default.homeDirectoryForCurrentUser
        let probeName = "mockup-home-probe-\(UUID().uuidString).txt"
        let code = """
        import SwiftUI

        let savedDocument: URL = {
            precondition(ProcessInfo.processInfo.environment["HOME"] != "\(realHome.path)", "the runner sees the user's home")
            let folder = URL.documentsDirectory
            try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent("\(probeName)")
            try! "saved".write(to: file, atomically: true, encoding: .utf8)
            return file
        }()

        struct SavedNote: View {
            var body: some View { Text(savedDocument.lastPathComponent) }
        }
        """
        try GuideBuildTests.renderThroughRunner(code, as: "SavedNote.swift") { report, _ in
            let note = try #require(report.entries.first { $0.component == "SavedNote" })
            #expect(note.status == "rendered", "\(note.message ?? "")")
        }
        #expect(!FileManager.default.fileExists(atPath: realHome.appendingPathComponent("Documents/\(probeName)").path))
    }
}
