import CoreData
import SwiftUI

// Core Data as apps write it: Xcode's generated `Item+CoreDataClass.swift` and
// `Item+CoreDataProperties.swift`, the template's `Persistence.swift` and a list over
// `@FetchRequest`. A test target is compiled by SwiftPM, which cannot run the guide compiler's
// rewrites, so this is the code as they leave it: `@objc(…)`/`@nonobjc` blanked (ObjCAttributes) and
// `@NSManaged public var timestamp: Date?` turned into a property over the object's values
// (NSManagedRewriter), the original kept in a comment.

/*@objc(Item)*/
public class Item: NSManagedObject {}

extension Item {
    /*@nonobjc*/ public class func fetchRequest() -> NSFetchRequest<Item> {
        return NSFetchRequest<Item>(entityName: "Item")
    }

    /*@NSManaged*/ public var timestamp: Date? { get { managedValue(forKey: "timestamp") } set { setManagedValue(newValue, forKey: "timestamp") } }
    /*@NSManaged*/ public var title: String? { get { managedValue(forKey: "title") } set { setManagedValue(newValue, forKey: "title") } }
    /*@NSManaged*/ public var priority: Int16 { get { managedValue(forKey: "priority") } set { setManagedValue(newValue, forKey: "priority") } }
    /*@NSManaged*/ public var isDone: Bool { get { managedValue(forKey: "isDone") } set { setManagedValue(newValue, forKey: "isDone") } }
    /*@NSManaged*/ public var folder: Folder? { get { managedValue(forKey: "folder") } set { setManagedValue(newValue, forKey: "folder") } }
}

extension Item: Identifiable {}

/*@objc(Folder)*/
public class Folder: NSManagedObject {}

extension Folder {
    /*@NSManaged*/ public var name: String? { get { managedValue(forKey: "name") } set { setManagedValue(newValue, forKey: "name") } }
    /*@NSManaged*/ public var items: NSSet? { get { managedValue(forKey: "items") } set { setManagedValue(newValue, forKey: "items") } }
    /*@objc(addItemsObject:) @NSManaged*/ public func addToItems(_ value: Item) { performRelationshipAccessor("addToItems", value) }
    /*@objc(removeItemsObject:) @NSManaged*/ public func removeFromItems(_ value: Item) { performRelationshipAccessor("removeFromItems", value) }
}

/// Days after 2025-01-01 (fixed dates, so renders are deterministic).
func itemDay(_ number: Int) -> Date { Date(timeIntervalSince1970: 1_735_689_600 + Double(number) * 86_400) }

/// The "Todo" model with its relationship and inverse, as the registration the guide compiler
/// generates from an `.xcdatamodeld` builds it.
func registerTodoModel() {
    guard ManagedObjectModelBundle.model(named: "Todo") == nil else { return }
    let item = NSEntityDescription(), folder = NSEntityDescription()
    item.name = "Item"
    item.managedObjectClassName = "Item"
    folder.name = "Folder"
    folder.managedObjectClassName = "Folder"
    func attribute(_ name: String, _ type: NSAttributeType, default value: Any? = nil) -> NSAttributeDescription {
        let attribute = NSAttributeDescription()
        attribute.name = name
        attribute.attributeType = type
        attribute.defaultValue = value
        return attribute
    }
    let itemFolder = NSRelationshipDescription(), folderItems = NSRelationshipDescription()
    itemFolder.name = "folder"
    itemFolder.destinationEntity = folder
    folderItems.name = "items"
    folderItems.destinationEntity = item
    folderItems.maxCount = 0
    folderItems.deleteRule = .cascadeDeleteRule
    itemFolder.inverseRelationship = folderItems
    folderItems.inverseRelationship = itemFolder
    item.properties = [attribute("timestamp", .dateAttributeType), attribute("title", .stringAttributeType),
                       attribute("priority", .integer16AttributeType, default: Int16(1)), attribute("isDone", .booleanAttributeType), itemFolder]
    folder.properties = [attribute("name", .stringAttributeType), folderItems]
    let model = NSManagedObjectModel()
    model.entities = [item, folder]
    ManagedObjectModelBundle.register(model, named: "Todo", classes: ["Item": { Item(entity: $0, insertInto: $1) },
                                                                     "Folder": { Folder(entity: $0, insertInto: $1) }])
}

/// Xcode's template `Persistence.swift`, with a preview controller that inserts items.
struct PersistenceController {
    static let shared = PersistenceController()

    @MainActor
    static let preview: PersistenceController = {
        let result = PersistenceController(inMemory: true)
        let viewContext = result.container.viewContext
        for (day, title) in [(3, "Water plants"), (1, "Buy milk"), (2, "Call Anna")] {
            let newItem = Item(context: viewContext)
            newItem.timestamp = itemDay(day)
            newItem.title = title
        }
        do {
            try viewContext.save()
        } catch {
            let nsError = error as NSError
            fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
        }
        return result
    }()

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        registerTodoModel()
        container = NSPersistentContainer(name: "Todo")
        if inMemory {
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores(completionHandler: { (storeDescription, error) in
            if let error = error as NSError? {
                fatalError("Unresolved error \(error), \(error.userInfo)")
            }
        })
        container.viewContext.automaticallyMergesChangesFromParent = true
    }
}

/// The template's list: items oldest first.
struct ItemListView: View {
    @Environment(\.managedObjectContext) private var viewContext

    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)], animation: .default)
    private var items: FetchedResults<Item>

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    Text(item.title ?? "Untitled")
                }
            }
            .navigationTitle("Items")
        }
    }
}

/// A filtered list, as apps build one in `init` with a predicate.
struct FilteredItemsView: View {
    @FetchRequest private var items: FetchedResults<Item>

    init(search: String) {
        _items = FetchRequest(entity: Item.entity(), sortDescriptors: [NSSortDescriptor(key: "title", ascending: true)],
                              predicate: NSPredicate(format: "title CONTAINS[c] %@ AND isDone == %@", search, NSNumber(value: false)))
    }

    var body: some View {
        VStack { ForEach(items) { Text($0.title ?? "") } }
    }
}

/// Foundation sort descriptors and sections.
struct SectionedItemsView: View {
    @SectionedFetchRequest(sectionIdentifier: \Item.priority, sortDescriptors: [SortDescriptor(\Item.priority), SortDescriptor(\Item.title)])
    private var sections: SectionedFetchResults<Int16, Item>

    var body: some View {
        VStack {
            ForEach(sections) { section in
                Text("Priority \(section.id)")
                ForEach(section) { Text($0.title ?? "") }
            }
        }
    }
}
