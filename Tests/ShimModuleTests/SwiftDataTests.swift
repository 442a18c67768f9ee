import Foundation
import MockupText
import SwiftData
import SwiftUI
import Testing
@testable import MockupUI

/// SwiftData in a render: an in-memory store that really inserts, fetches, sorts, filters, deletes
/// and saves, and `@Query` reading the context of the view's environment.
@MainActor @Suite struct SwiftDataTests {
    private func texts<V: View>(_ view: () -> V) throws -> [String] {
        try ViewRenderer.layout(RenderRequest(width: 390, scale: 1), fonts: FontLibrary.shared(), view).tree.all(.text).compactMap(\.detail)
    }

    @Test func aPreviewWithThreeItemsShowsThemNewestFirst() throws {
        let texts = try texts { errandsPreview() }
        #expect(texts == ["3 Todos", "Call Anna", "Book flights", "Buy milk"])
    }

    @Test func aViewWithNoContainerShowsItsEmptyState() throws {
        #expect(try texts { ErrandsView() } == ["No Todos"])
        #expect(try texts { ErrandsView().modelContainer(for: Errand.self, inMemory: true) } == ["No Todos"])
    }

    @Test func anAppsOnDiskContainerStartsEmptyAsOnAFreshInstall() throws {
        let content = try #require(firstWindowContent(of: ErrandsApp().body))
        #expect(try texts { content } == ["No Todos"])
    }

    @Test func queriesFilterAndSort() throws {
        let container = try ModelContainer(for: Errand.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for (title, done) in [("Water plants", false), ("Call Anna", true), ("Book flights", false)] {
            container.mainContext.insert(Errand(title: title, date: errandDay(1), isDone: done))
        }
        #expect(try texts { OpenErrandsView().modelContainer(container) } == ["Book flights", "Water plants"])
        #expect(try texts { ErrandSearchView(searchText: "an").modelContainer(container) } == ["Call Anna", "Water plants"])
    }

    @Test func aContextFetchesWithPredicatesSortOffsetAndLimit() throws {
        let context = ModelContext(try ModelContainer(for: Errand.self))
        for number in 1...5 { context.insert(Errand(title: "Todo \(number)", date: errandDay(number), isDone: number.isMultiple(of: 2))) }
        var descriptor = FetchDescriptor<Errand>(predicate: #Predicate { !$0.isDone },
                                                   sortBy: [SortDescriptor(\.date, order: .reverse)])
        #expect(try context.fetch(descriptor).map(\.title) == ["Todo 5", "Todo 3", "Todo 1"])
        #expect(try context.fetchCount(descriptor) == 3)
        descriptor.fetchOffset = 1
        descriptor.fetchLimit = 1
        #expect(try context.fetch(descriptor).map(\.title) == ["Todo 3"])
        #expect(try context.fetch(FetchDescriptor<Errand>()).map(\.title) == (1...5).map { "Todo \($0)" }, "insertion order")
        var titles: [String] = []
        try context.enumerate(FetchDescriptor<Errand>(predicate: #Predicate { $0.isDone })) { titles.append($0.title) }
        #expect(titles == ["Todo 2", "Todo 4"])
        let same = ComparisonResult.orderedSame
        let named = FetchDescriptor<Errand>(predicate: #Predicate { $0.title.caseInsensitiveCompare("TODO 3") == same })
        #expect(try context.fetch(named).map(\.title) == ["Todo 3"])
        try context.delete(model: Errand.self, where: #Predicate { $0.isDone })
        #expect(try context.fetchCount(FetchDescriptor<Errand>()) == 3)
    }

    @Test func aModelActorWorksInAContextOfItsOwnOnTheSameStore() async throws {
        let container = try ModelContainer(for: Errand.self)
        let importer = ErrandImporter(modelContainer: container)
        #expect(importer.modelContainer === container)
        let id = try await importer.importErrand(titled: "Post letters")
        #expect(await importer.title(of: id) == "Post letters")
        #expect(importer.modelExecutor.modelContext != container.mainContext)
        #expect(try container.mainContext.fetch(FetchDescriptor<Errand>()).map(\.title) == ["Post letters"], "saved to the store")
    }

    @Test func changesArePendingUntilSavedAndOtherContextsSeeOnlySavedModels() throws {
        let container = try ModelContainer(for: Errand.self)
        let context = ModelContext(container), other = ModelContext(container)
        let milk = Errand(title: "Buy milk", date: errandDay(1))
        #expect(milk.modelContext == nil && !context.hasChanges)
        context.insert(milk)
        #expect(context.hasChanges && milk.hasChanges && milk.modelContext === context)
        #expect(try other.fetchCount(FetchDescriptor<Errand>()) == 0)
        try context.save()
        #expect(!context.hasChanges && !milk.hasChanges)
        #expect(try other.fetch(FetchDescriptor<Errand>()).first === milk)
        other.delete(milk)
        #expect(milk.isDeleted && other.hasChanges)
        #expect(try other.fetchCount(FetchDescriptor<Errand>()) == 0)
        #expect(try context.fetchCount(FetchDescriptor<Errand>()) == 1, "not saved yet")
        other.rollback()
        #expect(!milk.isDeleted)
        #expect(try other.fetchCount(FetchDescriptor<Errand>()) == 1)
        other.delete(milk)
        try other.save()
        #expect(try context.fetchCount(FetchDescriptor<Errand>()) == 0)
    }

    @Test func identifiersFindModelsAndModelsAreIdentifiedAndHashable() throws {
        let context = ModelContext(try ModelContainer(for: Errand.self))
        let milk = Errand(title: "Buy milk", date: errandDay(1)), anna = Errand(title: "Call Anna", date: errandDay(2))
        context.insert(milk)
        context.insert(anna)
        #expect(milk.id == milk.persistentModelID && milk.persistentModelID != anna.persistentModelID)
        #expect(milk.persistentModelID.entityName == "Errand")
        #expect(context.model(for: anna.persistentModelID) as? Errand === anna)
        #expect((context.registeredModel(for: milk.persistentModelID) as Errand?) === milk)
        #expect(Set([milk, anna, milk]).count == 2 && milk != anna)
        #expect(try context.fetchIdentifiers(FetchDescriptor<Errand>()) == [milk.persistentModelID, anna.persistentModelID])
    }

    @Test func insertingAModelInsertsTheModelsItRefersTo() throws {
        let context = ModelContext(try ModelContainer(for: ErrandList.self, Errand.self))
        let home = ErrandList(name: "Home", items: [Errand(title: "Water plants", date: errandDay(1)),
                                                 Errand(title: "Fix door", date: errandDay(2))])
        context.insert(home)
        #expect(try context.fetch(FetchDescriptor<Errand>(sortBy: [SortDescriptor(\.title)])).map(\.title) == ["Fix door", "Water plants"])
        #expect(context.insertedModelsArray.count == 3)
    }

    /// A preview container's idiom: the list is inserted, then its items set (RemindersClone's
    /// `myList.reminders = SampleData.reminders`); SwiftData inserts them with the relationship.
    @Test func modelsARelationshipIsSetToAfterTheInsertAreInsertedToo() throws {
        let container = try ModelContainer(for: ErrandList.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let home = ErrandList(name: "Home"), old = ErrandList(name: "Old")
        context.insert(home)
        context.insert(old)
        try context.save()
        home.items = [Errand(title: "Water plants", date: errandDay(1)), Errand(title: "Fix door", date: errandDay(2))]
        context.delete(old)
        old.items = [Errand(title: "Gone", date: errandDay(3))]
        #expect(try context.fetch(FetchDescriptor<Errand>(sortBy: [SortDescriptor(\.title)])).map(\.title) == ["Fix door", "Water plants"],
                "a saved model's new items are inserted, a deleted model's are not")
        try context.save()
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Errand>()) == 2 && !context.hasChanges)
    }

    @Test func containersSchemasAndConfigurationsKeepWhatTheyAreGiven() throws {
        let schema = Schema([Errand.self, ErrandList.self, Errand.self])
        #expect(schema.entities.map(\.name) == ["Errand", "ErrandList"])
        let configuration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: false)
        let container = try ModelContainer(for: schema, configurations: [configuration])
        #expect(container.configurations == [configuration] && container.schema == schema)
        #expect(!configuration.isStoredInMemoryOnly && configuration.name == "default")
        #expect(ModelConfiguration(isStoredInMemoryOnly: true).url.path == "/dev/null")
        // `ModelConfiguration()` is the basic configuration (three initializers take no arguments).
        let basic = ModelConfiguration()
        #expect(!basic.isStoredInMemoryOnly && basic.name == "default")
        #expect(try ModelContainer(for: schema, migrationPlan: .none, configurations: basic).configurations == [basic])
        #expect(container.mainContext.autosaveEnabled && !ModelContext(container).autosaveEnabled)
        #expect(container.mainContext === container.mainContext)
        var setUp: ModelContainer?
        _ = Text("").modelContainer(for: Errand.self, isUndoEnabled: true) { setUp = try? $0.get() }
        #expect(setUp?.mainContext.undoManager != nil)
    }
}
