import CoreData
import Foundation
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// Core Data in a render: an in-memory store that really inserts, fetches with format predicates
/// and sort descriptors, saves and rolls back, and `@FetchRequest` reading the context of the
/// view's environment.
@MainActor @Suite struct CoreDataTests {
    private func texts<V: View>(_ view: () -> V) throws -> [String] {
        try ViewRenderer.layout(RenderRequest(width: 390, scale: 1), fonts: FontLibrary.shared(), view).tree.all(.text).compactMap(\.detail)
    }

    /// A saved context of the Todo model holding `titles` (day n+1 for the n-th), done where `done` says.
    private func context(_ titles: [String], done: Set<String> = [], priorities: [String: Int16] = [:]) throws -> NSManagedObjectContext {
        let container = PersistenceController(inMemory: true).container
        for (index, title) in titles.enumerated() {
            let item = Item(context: container.viewContext)
            item.title = title
            item.timestamp = itemDay(index + 1)
            item.isDone = done.contains(title)
            if let priority = priorities[title] { item.priority = priority }
        }
        try container.viewContext.save()
        return container.viewContext
    }

    /// `Item.fetchRequest()` typed, as apps write it.
    private func itemRequest() -> NSFetchRequest<Item> { Item.fetchRequest() }

    /// Without a type, `Item.fetchRequest()` is the entity class's own function (NSManagedObject's
    /// does not make the call ambiguous); a class without one gets NSManagedObject's.
    @Test func anEntitysOwnFetchRequestIsCalledWithoutATypeAnnotation() {
        let request = Item.fetchRequest()
        let typed: NSFetchRequest<Item> = request
        #expect(typed.entityName == "Item")
        let untyped = NSManagedObject.fetchRequest()
        #expect(untyped.entityName == "NSManagedObject")
    }

    private func titles(_ format: String, _ arguments: CVarArg..., in context: NSManagedObjectContext) throws -> [String] {
        let request = itemRequest()
        request.predicate = NSPredicate(format: format, argumentArray: arguments)
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)]
        return try context.fetch(request).map { $0.title ?? "" }
    }

    @Test func thePreviewControllersItemsRenderOldestFirst() throws {
        let texts = try texts { ItemListView().environment(\.managedObjectContext, PersistenceController.preview.container.viewContext) }
        #expect(texts == ["Items", "Buy milk", "Call Anna", "Water plants"])
    }

    @Test func aViewWithNoContextInItsEnvironmentShowsNothing() throws {
        #expect(try texts { ItemListView() } == ["Items"])
        #expect(try texts { ItemListView().environment(\.managedObjectContext, PersistenceController(inMemory: false).container.viewContext) }
                == ["Items"], "a store on disk starts empty, as on a fresh install")
    }

    @Test func predicatesFromFormatStringsSelectExactly() throws {
        let context = try context(["Buy milk", "Call Anna", "Water plants", "Book flights", "Ölwechsel"], done: ["Call Anna"],
                                  priorities: ["Buy milk": 3, "Book flights": 2])
        #expect(try titles("TRUEPREDICATE", in: context).count == 5)
        #expect(try titles("FALSEPREDICATE", in: context).isEmpty)
        #expect(try titles("title == %@", "Call Anna", in: context) == ["Call Anna"])
        #expect(try titles("title != %@", "Call Anna", in: context) == ["Buy milk", "Water plants", "Book flights", "Ölwechsel"])
        #expect(try titles("title CONTAINS[c] %@", "AN", in: context) == ["Call Anna", "Water plants"])
        #expect(try titles("title CONTAINS %@", "AN", in: context).isEmpty, "case-sensitive without [c]")
        #expect(try titles("title BEGINSWITH 'B'", in: context) == ["Buy milk", "Book flights"])
        #expect(try titles("title ENDSWITH[c] 'S'", in: context) == ["Water plants", "Book flights"])
        #expect(try titles("title LIKE[c] 'b*k*'", in: context) == ["Buy milk", "Book flights"])
        #expect(try titles("title BEGINSWITH[cd] 'ol'", in: context) == ["Ölwechsel"])
        #expect(try titles("isDone == %i", 1, in: context) == ["Call Anna"])
        #expect(try titles("isDone == YES", in: context) == ["Call Anna"])
        #expect(try titles("NOT isDone == true", in: context).count == 4)
        #expect(try titles("priority > %d", 1, in: context) == ["Buy milk", "Book flights"])
        #expect(try titles("priority >= 2 AND priority <= 2", in: context) == ["Book flights"])
        #expect(try titles("priority BETWEEN {2, 3}", in: context) == ["Buy milk", "Book flights"])
        #expect(try titles("timestamp >= %@ AND timestamp < %@", itemDay(2) as NSDate, itemDay(4) as NSDate, in: context)
                == ["Call Anna", "Water plants"])
        #expect(try titles("%K == %@ OR (priority == 3 && isDone == NO)", "title", "Water plants", in: context)
                == ["Buy milk", "Water plants"])
        #expect(try titles("title IN %@", ["Buy milk", "Ölwechsel", "Nothing"] as NSArray, in: context) == ["Buy milk", "Ölwechsel"])
        #expect(try titles("title IN {'Call Anna'}", in: context) == ["Call Anna"])
        #expect(try titles("title MATCHES '[A-Z][a-z]+ [a-z]+'", in: context) == ["Buy milk", "Water plants", "Book flights"])
        #expect(try titles("folder == nil", in: context).count == 5)
        // A predicate evaluates dictionaries by key too.
        #expect(NSPredicate(format: "age >= 18 AND name BEGINSWITH[c] 'a'").evaluate(with: ["age": 20, "name": "anna"] as [String: Any]))
    }

    @Test func relationshipsKeepTheirInverseAndFollowKeyPaths() throws {
        let context = try context(["Buy milk", "Call Anna", "Water plants"])
        let items = try context.fetch(itemRequest())
        let home = Folder(context: context)
        home.name = "Home"
        items[0].folder = home
        home.addToItems(items[2])
        #expect(Set(((home.items?.allObjects as? [Item]) ?? []).compactMap(\.title)) == ["Buy milk", "Water plants"])
        #expect(items[2].folder === home)
        #expect(try titles("folder.name == 'Home'", in: context) == ["Buy milk", "Water plants"])
        let folders = try context.fetch(NSFetchRequest<Folder>(entityName: "Folder"))
        #expect(folders.count == 1)
        let busy = NSFetchRequest<Folder>(entityName: "Folder")
        busy.predicate = NSPredicate(format: "items.@count == 2 AND ANY items.title == %@", "Buy milk")
        #expect(try context.count(for: busy) == 1)
        home.removeFromItems(items[0])
        #expect(items[0].folder == nil)
        // Deleting the folder cascades to its items.
        context.delete(home)
        #expect(try context.fetch(itemRequest()).map(\.title) == ["Buy milk", "Call Anna"])
    }

    @Test func changesArePendingUntilSavedAndRollBack() throws {
        let context = try context(["Buy milk"])
        #expect(!context.hasChanges)
        let milk = try #require(try context.fetch(itemRequest()).first)
        #expect(!milk.objectID.isTemporaryID)
        #expect(milk.objectID.uriRepresentation().absoluteString.hasPrefix("x-coredata://MOCKUP-STORE-1/Item/p"))
        milk.title = "Buy oat milk"
        #expect(context.hasChanges && milk.hasChanges && milk.isUpdated)
        #expect(milk.changedValues()["title"] as? String == "Buy oat milk")
        let extra = Item(context: context)
        #expect(extra.isInserted && extra.objectID.isTemporaryID)
        #expect(extra.priority == 1, "the model's default value")
        #expect(extra.isDone == false && extra.title == nil)
        context.rollback()
        #expect(milk.title == "Buy milk")
        #expect(try context.count(for: itemRequest()) == 1)
        #expect(!context.hasChanges)

        // A background context sees only what is saved; its save reaches the store.
        let container = PersistenceController(inMemory: true).container
        Item(context: container.viewContext).title = "Unsaved"
        var seen: [String] = []
        container.performBackgroundTask { background in
            seen = ((try? background.fetch(NSFetchRequest<Item>(entityName: "Item"))) ?? []).compactMap(\.title)
            let made = NSEntityDescription.insertNewObject(forEntityName: "Item", into: background)
            made.setValue("From the background", forKey: "title")
            #expect(made is Item)
            try? background.save()
        }
        #expect(seen.isEmpty)
        let request = itemRequest()
        request.includesPendingChanges = false
        #expect(try container.viewContext.fetch(request).map(\.title) == ["From the background"])

        // A child context saves into its parent.
        let child = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        child.parent = container.viewContext
        Item(context: child).title = "Child"
        try child.save()
        #expect(Set(try container.viewContext.fetch(itemRequest()).compactMap(\.title)) == ["Unsaved", "From the background", "Child"])
    }

    @Test func fetchRequestsSortOffsetLimitAndCount() throws {
        let context = try context(["b", "a", "d", "c"], priorities: ["a": 2, "b": 2, "c": 1, "d": 3])
        let request = itemRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: false), NSSortDescriptor(key: "title", ascending: true)]
        #expect(try context.fetch(request).map(\.title) == ["d", "a", "b", "c"])
        request.fetchOffset = 1
        request.fetchLimit = 2
        #expect(try context.fetch(request).map(\.title) == ["a", "b"])
        #expect(try context.count(for: request) == 2)
        let ids = NSFetchRequest<NSManagedObjectID>(entityName: "Item")
        ids.resultType = .managedObjectIDResultType
        #expect(try context.fetch(ids).count == 4)
        let batch = NSBatchDeleteRequest(fetchRequest: NSFetchRequest(entityName: "Item"))
        batch.resultType = .resultTypeCount
        #expect((try context.execute(batch) as? NSBatchDeleteResult)?.result as? Int == 4)
        #expect(try context.count(for: itemRequest()) == 0)
    }

    @Test func fetchRequestViewsFilterSortAndSection() throws {
        let context = try context(["Buy milk", "Call Anna", "Water plants", "Bake bread"], done: ["Bake bread"],
                                  priorities: ["Buy milk": 2, "Call Anna": 1, "Water plants": 2, "Bake bread": 1])
        #expect(try texts { FilteredItemsView(search: "b").environment(\.managedObjectContext, context) } == ["Buy milk"])
        #expect(try texts { SectionedItemsView().environment(\.managedObjectContext, context) }
                == ["Priority 1", "Bake bread", "Call Anna", "Priority 2", "Buy milk", "Water plants"])
    }
}
