import Foundation
import Testing
@testable import MockupGuide

/// Xcode's "Core Data" app template as a folder: the model file (no Swift for the entity: Xcode
/// generates it), `Persistence.swift` with a preview controller, and a list over `@FetchRequest`,
/// compiled through the guide compiler (code generation, `@NSManaged` rewrite, model registration)
/// and rendered by the runner.
struct GuideCoreDataTests {
    static let model = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="1" systemVersion="11A491" \
    minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
        <entity name="Item" representedClassName="Item" syncable="YES" codeGenerationType="class">
            <attribute name="timestamp" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            <attribute name="title" optional="YES" attributeType="String"/>
            <attribute name="isStarred" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
        </entity>
        <elements>
            <element name="Item" positionX="-63" positionY="-18" width="128" height="44"/>
        </elements>
    </model>
    """

    static let persistence = """
    import CoreData

    struct PersistenceController {
        static let shared = PersistenceController()

        @MainActor
        static let preview: PersistenceController = {
            let result = PersistenceController(inMemory: true)
            let viewContext = result.container.viewContext
            for (index, title) in ["Buy milk", "Call Anna", "Water plants"].enumerated() {
                let newItem = Item(context: viewContext)
                newItem.timestamp = Date(timeIntervalSince1970: 1_735_689_600 + Double(index) * 86_400)
                newItem.title = title
                newItem.isStarred = index == 1
            }
            do {
                try viewContext.save()
            } catch {
                let nsError = error as NSError
                fatalError("Unresolved error \\(nsError), \\(nsError.userInfo)")
            }
            return result
        }()

        let container: NSPersistentContainer

        init(inMemory: Bool = false) {
            container = NSPersistentContainer(name: "Todo")
            if inMemory {
                container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
            }
            container.loadPersistentStores(completionHandler: { (storeDescription, error) in
                if let error = error as NSError? {
                    fatalError("Unresolved error \\(error), \\(error.userInfo)")
                }
            })
            container.viewContext.automaticallyMergesChangesFromParent = true
        }
    }
    """

    static let contentView = """
    import SwiftUI
    import CoreData

    struct ContentView: View {
        @Environment(\\.managedObjectContext) private var viewContext

        @FetchRequest(
            sortDescriptors: [NSSortDescriptor(keyPath: \\Item.timestamp, ascending: true)],
            animation: .default)
        private var items: FetchedResults<Item>

        var body: some View {
            NavigationView {
                List {
                    ForEach(items) { item in
                        HStack {
                            Text(item.title ?? "Untitled")
                            Spacer()
                            if item.isStarred { Image(systemName: "star.fill").foregroundStyle(.yellow) }
                        }
                    }
                    .onDelete(perform: deleteItems)
                }
                .navigationTitle("Items")
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) { EditButton() }
                    ToolbarItem { Button(action: addItem) { Label("Add Item", systemImage: "plus") } }
                }
            }
        }

        private func addItem() {
            withAnimation {
                let newItem = Item(context: viewContext)
                newItem.timestamp = Date()
                try? viewContext.save()
            }
        }

        private func deleteItems(offsets: IndexSet) {
            withAnimation {
                offsets.map { items[$0] }.forEach(viewContext.delete)
                try? viewContext.save()
            }
        }
    }

    #Preview {
        ContentView().environment(\\.managedObjectContext, PersistenceController.preview.container.viewContext)
    }
    """

    static let app = """
    import SwiftUI

    @main
    struct TodoApp: App {
        let persistenceController = PersistenceController.shared

        var body: some Scene {
            WindowGroup {
                ContentView()
                    .environment(\\.managedObjectContext, persistenceController.container.viewContext)
            }
        }
    }
    """

    @Test(.timeLimit(.minutes(3)))
    func theCoreDataTemplateCompilesFromItsModelFileAndRendersItsPreview() throws {
        let files = ["Todo/TodoApp.swift": Self.app, "Todo/Persistence.swift": Self.persistence, "Todo/ContentView.swift": Self.contentView,
                     "Todo/Todo.xcdatamodeld/Todo.xcdatamodel/contents": Self.model]
        try GuideBuildTests.renderThroughRunner(files: files, loading: "Todo") { report, output in
            #expect(report.compiled.failedBlocks.isEmpty, "\(report.compiled.failedBlocks.map(\.message))")
            #expect(report.entries.map(\.status).allSatisfy { $0 == "rendered" }, "\(report.entries.map { $0.message ?? "" })")
            // ContentView's `@FetchRequest` is not an argument: it renders on its own, as the app does.
            #expect(Set(report.entries.map(\.component)) == ["Preview 1", "ContentView", "TodoApp"], "\(report.entries.map(\.component))")
            // The preview shows the preview controller's items; the app's store starts empty.
            let previewPixels = try Data(contentsOf: output.appendingPathComponent("todo/preview-1.png"))
            let appPixels = try Data(contentsOf: output.appendingPathComponent("todo/todo-app.png"))
            #expect(previewPixels != appPixels)
        }
    }
}
