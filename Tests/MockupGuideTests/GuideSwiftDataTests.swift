import Foundation
import Testing
@testable import MockupGuide

/// A SwiftData view file as apps have it: `@Model`, `@Query`, a `@ModelActor` and a `#Preview` with sample data,
/// compiled through the guide compiler (the macro rewrites) and rendered by the runner.
struct GuideSwiftDataTests {
    static let file = """
    import SwiftUI
    import SwiftData

    @Model
    final class Note {
        @Attribute(.unique) var id: UUID = UUID()
        var title: String
        var created: Date
        @Relationship(deleteRule: .cascade) var tags: [Tag] = []
        @Transient var isSelected = false

        init(title: String, created: Date) {
            self.title = title
            self.created = created
        }
    }

    @Model final class Tag {
        var name: String
        init(name: String) { self.name = name }
    }

    @ModelActor
    actor NoteStore<Model: PersistentModel> {
        func count() throws -> Int { try modelContext.fetchCount(FetchDescriptor<Model>()) }
    }

    struct NotesView: View {
        @Environment(\\.modelContext) private var context
        @Query(sort: \\Note.created, order: .reverse) private var notes: [Note]

        var body: some View {
            List(notes) { note in
                Text(note.title)
            }
            .overlay {
                if notes.isEmpty { ContentUnavailableView("No Notes", systemImage: "note.text") }
            }
        }
    }

    struct NoteCount: View {
        let context: ModelContext
        var body: some View { Text("\\((try? context.fetchCount(FetchDescriptor<Note>())) ?? -1) notes") }
    }

    #Preview("Sample notes") {
        let container = try! ModelContainer(for: Note.self, Tag.self,
                                            configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for (index, title) in ["Groceries", "Ideas", "Trip"].enumerated() {
            container.mainContext.insert(Note(title: title, created: Date(timeIntervalSince1970: Double(index) * 86_400)))
        }
        return NavigationStack { NotesView().navigationTitle("Notes") }.modelContainer(container)
    }
    """

    @Test(.timeLimit(.minutes(3)))
    func aSwiftDataFileCompilesAndRendersItsPreviews() throws {
        try GuideBuildTests.renderThroughRunner(Self.file, as: "NotesView.swift") { report, _ in
            #expect(report.compiled.failedBlocks.isEmpty, "\(report.compiled.failedBlocks.map(\.message))")
            #expect(report.entries.map(\.status).allSatisfy { $0 == "rendered" }, "\(report.entries.map { $0.message ?? "" })")
            // A navigation stack is a screen, however short its list.
            let preview = try #require(report.entries.first { $0.component == "Sample notes" })
            #expect(preview.fullScreen)
            // The preview and the view itself (a `@Query` property is not an argument): its empty state;
            // a view given a context gets one over the program's models, empty.
            #expect(Set(report.entries.map(\.component)) == ["Sample notes", "NotesView", "NoteCount"], "\(report.entries.map(\.component))")
        }
    }
}
