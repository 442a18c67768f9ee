import Foundation
import Testing
@testable import MockupGuide

/// A guide's runner, which links the engine as a shared library, runs the main-queue work a view
/// schedules as it appears (`AppearanceWork`): the engine's scheduling functions come before libdispatch's,
/// and its hook takes the jobs of Swift's global executor.
struct GuideAppearanceWorkTests {
    @Test(.timeLimit(.minutes(3)))
    func workScheduledOnAppearIsShownInTheRunnersRender() throws {
        let code = """
        import SwiftUI

        struct GrowsAfterAppearing: View {
            @State private var width: CGFloat = 10
            var body: some View {
                Color.red.frame(width: width, height: 10)
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { width = 40 } }
            }
        }

        struct GrowsTooLate: View {
            @State private var width: CGFloat = 10
            var body: some View {
                Color.red.frame(width: width, height: 10)
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 3) { width = 40 } }
            }
        }

        struct GrowsAfterLoading: View {
            @State private var width: CGFloat = 10
            var body: some View {
                Color.red.frame(width: width, height: 10)
                    .task { width = await Loader().width() }
            }
        }

        final class Loader: Sendable {
            func width() async -> CGFloat {
                try? await Task.sleep(for: .milliseconds(300))
                return 40
            }
        }

        struct Wide: View {
            var body: some View { Color.red.frame(width: 40, height: 10) }
        }

        struct Narrow: View {
            var body: some View { Color.red.frame(width: 10, height: 10) }
        }
        """
        try GuideBuildTests.renderThroughRunner(code, as: "Growing.swift") { report, output in
            #expect(report.entries.allSatisfy { $0.status == "rendered" }, "\(report.entries.map { "\($0.component): \($0.message ?? "")" })")
            let files = FileManager.default.enumerator(at: output, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "png" } ?? []
            func png(_ name: String) throws -> Data {
                try Data(contentsOf: try #require(files.first { $0.lastPathComponent == name }, "\(name) in \(files)"))
            }
            let (grown, wide) = (try png("grows-after-appearing.png"), try png("wide.png"))
            let (tooLate, narrow) = (try png("grows-too-late.png"), try png("narrow.png"))
            #expect(grown == wide)
            #expect(try png("grows-after-loading.png") == wide)
            #expect(tooLate == narrow)
            #expect(wide != narrow)
        }
    }
}
