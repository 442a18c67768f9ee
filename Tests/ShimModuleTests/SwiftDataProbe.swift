import SwiftData
import SwiftUI

// SwiftData as apps write it. A test target is compiled by SwiftPM, which cannot run the guide
// compiler's rewrite of SwiftData's macros, so this is the code as the rewrite leaves it
// (SwiftDataRewriter): Apple's `@Model final class Errand { … }` is
// `@Observable final class Errand: PersistentModel { … }` with `@Attribute(…)` and
// `@Relationship(…)` blanked (kept here as comments), and a bare `@Query` is `@Query()`.

@Observable final class Errand: PersistentModel {
    /*@Attribute(.unique)*/ var title: String
    var date: Date
    var isDone: Bool
    var list: ErrandList?

    init(title: String, date: Date, isDone: Bool = false) {
        self.title = title
        self.date = date
        self.isDone = isDone
    }
}

@Observable final class ErrandList: PersistentModel {
    var name: String
    /*@Relationship(deleteRule: .cascade, inverse: \Errand.list)*/ var items: [Errand] = []

    init(name: String, items: [Errand] = []) {
        self.name = name
        self.items = items
    }
}

/// Days after 2025-01-01 (dates fixed, so renders are deterministic).
func errandDay(_ number: Int) -> Date { Date(timeIntervalSince1970: 1_735_689_600 + Double(number) * 86_400) }

/// The newest todos first, with a count in the title, and an empty state.
struct ErrandsView: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \Errand.date, order: .reverse) private var todos: [Errand]

    var body: some View {
        NavigationStack {
            if todos.isEmpty {
                ContentUnavailableView("No Todos", systemImage: "checklist")
            } else {
                List {
                    ForEach(todos) { todo in
                        Text(todo.title)
                    }
                    .onDelete { offsets in
                        for index in offsets { context.delete(todos[index]) }
                    }
                }
                .navigationTitle("\(todos.count) Todos")
            }
        }
    }
}

/// The open todos by title: a filter and a sort descriptor list.
struct OpenErrandsView: View {
    @Query(filter: #Predicate<Errand> { !$0.isDone }, sort: [SortDescriptor(\Errand.title)])
    private var open: [Errand]

    var body: some View {
        VStack {
            ForEach(open) { Text($0.title) }
        }
    }
}

/// A query set up in `init` from a search string, as apps filter with `_items = Query(…)`.
struct ErrandSearchView: View {
    @Query() private var results: [Errand]

    init(searchText: String) {
        _results = Query(filter: #Predicate<Errand> { $0.title.localizedStandardContains(searchText) },
                         sort: \.title)
    }

    var body: some View {
        VStack { ForEach(results) { Text($0.title) } }
    }
}

/// What a `#Preview { … }` of ErrandsView does: an in-memory container with three sample todos.
@MainActor func errandsPreview() -> some View {
    let container = try! ModelContainer(for: Errand.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(Errand(title: "Buy milk", date: errandDay(1)))
    container.mainContext.insert(Errand(title: "Call Anna", date: errandDay(3), isDone: true))
    container.mainContext.insert(Errand(title: "Book flights", date: errandDay(2)))
    return ErrandsView().modelContainer(container)
}

/// An app's scene: a container for its models on the window group (a fresh, empty store).
struct ErrandsApp: App {
    var body: some Scene {
        WindowGroup { ErrandsView() }
            .modelContainer(for: [Errand.self, ErrandList.self])
    }
}

// `@ModelActor actor ErrandImporter {` as the guide compiler expands it (SwiftDataRewriter).
actor ErrandImporter: ModelActor {
    nonisolated let modelExecutor: any ModelExecutor
    nonisolated let modelContainer: ModelContainer
    init(modelContainer: ModelContainer) {
        self.modelExecutor = DefaultSerialModelExecutor(modelContext: ModelContext(modelContainer))
        self.modelContainer = modelContainer
    }

    func importErrand(titled title: String) throws -> PersistentIdentifier {
        let errand = Errand(title: title, date: Date(timeIntervalSince1970: 0))
        modelContext.insert(errand)
        try modelContext.save()
        return errand.persistentModelID
    }

    func title(of id: PersistentIdentifier) -> String? { self[id, as: Errand.self]?.title }
}
