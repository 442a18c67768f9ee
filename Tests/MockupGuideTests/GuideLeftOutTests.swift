import Foundation
import Testing
@testable import MockupGuide

/// An app that uses packages a render has not (Realm, CachedAsyncImage) still renders: their imports
/// are left out, each declaration that uses them is left out alone (a view's body becomes a named
/// placeholder), and a view reading an environment object no ancestor injected gets one made.
@Suite struct GuideLeftOutTests {
    static let files = [
        "Models/Member.swift": """
        import Foundation
        import RealmSwift

        struct Member: Identifiable {
            let id: String
            let name: String
            @Persisted var documentID: String?
            var isOnline: Bool { (try? Realm().object(ofType: Presence.self, forPrimaryKey: id)) != nil }
        }
        """,
        "Session.swift": """
        import SwiftUI

        final class Session: ObservableObject {
            @Published var member = Member(id: "1", name: "Ada Lovelace")
            func refresh() { _ = try? Realm().objects(Member.self) }
        }
        """,
        "Views.swift": """
        import SwiftUI
        import CachedAsyncImage

        struct MemberRow: View {
            @EnvironmentObject var session: Session
            var body: some View {
                HStack {
                    Avatar()
                    Text(session.member.name)
                    if session.member.isOnline { Text("online") }
                }
                .padding()
                .overlay(content: { RoundedRectangle(cornerRadius: 8).stroke(.gray) })
            }
        }

        // An app's back-port of iOS 15's closure overlay for iOS 14: its calls use it, as in Xcode.
        extension View {
            func overlay<T: View>(alignment: Alignment = .center, @ViewBuilder content: () -> T) -> some View {
                overlay(Group(content: content), alignment: alignment)
            }
        }

        struct Avatar: View {
            var body: some View {
                CachedAsyncImage(url: URL(string: "https://example.com/ada.png")).frame(width: 40, height: 40)
            }
        }

        @Observable final class Palette { var accent = "teal" }

        struct AccentBadge: View {
            @Environment(Palette.self) private var palette
            var body: some View { Text(palette.accent) }
        }
        """,
    ]

    @Test(.timeLimit(.minutes(3)))
    func anAppUsingMissingPackagesRendersWhatDoesNotUseThem() throws {
        try GuideBuildTests.renderThroughRunner(files: Self.files, loading: ".") { report, output in
            let leftOut = report.compiled.failedBlocks.map { $0.declaration ?? "whole block \($0.file)" }
            #expect(leftOut.sorted() == ["Member.documentID", "the body of Avatar.body", "the body of Member.isOnline",
                                         "the body of Session.refresh"])
            #expect(report.compiled.notes.contains { $0.hasPrefix("Views.swift:2: import CachedAsyncImage left out") })
            #expect(report.compiled.notes.contains { $0.hasPrefix("Models/Member.swift:2: import RealmSwift left out") })
            let row = try #require(report.entries.first { $0.component == "MemberRow" })
            #expect(row.status == "rendered", "\(row.message ?? "")")
            #expect(row.warnings == ["Avatar.body does not compile here and is left out; a placeholder stands in (see the compile errors)"])
            #expect(report.entries.first { $0.component == "Avatar" }?.status == "rendered")
            // No ancestor injects the session or the palette: the render makes one of each (SwiftUI would stop).
            #expect(report.entries.first { $0.component == "AccentBadge" }?.status == "rendered")
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("\(report.input.slug)/member-row.png").path))
        }
    }
}
