import Foundation
import SwiftUI
import UniformTypeIdentifiers

/// Every signature of the Table, ProjectionTransform, zoom transition, DocumentGroup and inner
/// shadow families as Apple documents them, written as user code compiled against the SwiftUI
/// module (this file compiling is the check); `TableDocumentTests` renders some of it.
@MainActor
enum TableDocumentProbe {
    struct Person: Identifiable {
        let id = UUID()
        var givenName: String
        var familyName: String
        var age: Int
    }

    static let people = [Person(givenName: "Juan", familyName: "Chavez", age: 41),
                         Person(givenName: "Mei", familyName: "Chen", age: 29)]

    struct Folder: Identifiable {
        let id = UUID()
        var name: String
        var children: [Folder]?
    }

    static let folders = [Folder(name: "Documents", children: [Folder(name: "Taxes")]), Folder(name: "Notes")]

    // MARK: Table

    static func tables() -> [AnyView] {
        var sortOrder = [KeyPathComparator(\Person.givenName)]
        var single: Person.ID?
        var multiple = Set<Person.ID>()
        let sort = Binding(get: { sortOrder }, set: { sortOrder = $0 })
        let one = Binding(get: { single }, set: { single = $0 })
        let many = Binding(get: { multiple }, set: { multiple = $0 })
        var columns = TableColumnCustomization<Person>()
        columns[visibility: "age"] = .hidden
        columns.resetVisibility()
        let customization = Binding(get: { columns }, set: { columns = $0 })
        let folder = Binding<Folder.ID?>.constant(nil)
        let folderSet = Binding<Set<Folder.ID>>.constant([])
        let folderSort = Binding.constant([KeyPathComparator(\Folder.name)])
        return [
            AnyView(Table(people) {
                TableColumn("Given Name", value: \.givenName)
                TableColumn("Age") { Text("\($0.age)") }
                TableColumn(Text("Family"), value: \.familyName).width(120)
                TableColumn(String("Family"), value: \.familyName).width(min: 50, ideal: 100, max: 200)
            }.tableStyle(.inset).tableColumnHeaders(.hidden)),
            AnyView(Table(people, selection: one) { TableColumn("Name", value: \.givenName) }.tableStyle(.automatic)),
            AnyView(Table(people, selection: many) { TableColumn("Name", value: \.givenName) }),
            AnyView(Table(people, sortOrder: sort) {
                TableColumn("Given Name", value: \.givenName)
                TableColumn("Family", value: \.familyName, comparator: .localizedStandard)
                TableColumn("Age", value: \.age) { Text("\($0.age)") }
                TableColumn("Age", value: \.age, comparator: KeyPathComparator(\Int.self)) { Text("\($0.age)") }
                TableColumn("Note") { _ in Text("–") }
            }),
            AnyView(Table(people, selection: one, sortOrder: sort) { TableColumn("Name", value: \.givenName) }),
            AnyView(Table(people, selection: many, sortOrder: sort) { TableColumn("Name", value: \.givenName) }),
            AnyView(Table(of: Person.self) {
                TableColumn("Name", value: \.givenName)
                TableColumnForEach(0..<2) { index in
                    TableColumn("Column \(index)") { (person: Person) in Text(person.familyName) }
                }
            } rows: {
                TableRow(people[0])
                ForEach(people) { TableRow($0) }
            }),
            AnyView(Table(of: Person.self, selection: one) { TableColumn("Name", value: \.givenName) } rows: {
                ForEach(people) { person in TableRow(person) }
            }),
            AnyView(Table(of: Person.self, selection: many) { TableColumn("Name", value: \.givenName) } rows: {
                TableRow(people[1])
            }),
            AnyView(Table(of: Person.self, sortOrder: sort) { TableColumn("Name", value: \.givenName) } rows: {
                TableRow(people[1])
            }),
            AnyView(Table(of: Person.self, selection: one, sortOrder: sort) {
                TableColumn("Name", value: \.givenName)
            } rows: { TableRow(people[1]) }),
            AnyView(Table(of: Person.self, selection: many, sortOrder: sort) {
                TableColumn("Name", value: \.givenName)
            } rows: { TableRow(people[1]) }),
            AnyView(Table(people, columnCustomization: customization) {
                TableColumn("Name", value: \.givenName).customizationID("name").alignment(.leading)
                TableColumn("Age") { Text("\($0.age)") }.customizationID("age").alignment(.numeric)
                    .defaultVisibility(.hidden).disabledCustomizationBehavior(.visibility)
            }),
            AnyView(Table(people, selection: many, sortOrder: sort, columnCustomization: customization) {
                TableColumn("Name", value: \.givenName).alignment(.trailing)
            }),
            AnyView(Table(of: Person.self, columnCustomization: customization) {
                TableColumn("Name", value: \.givenName)
            } rows: {
                DisclosureTableRow(people[0], isExpanded: .constant(true)) { TableRow(people[1]) }
                DisclosureTableRow(people[1]) { ForEach(people) { TableRow($0) } }
            }),
            AnyView(Table(folders, children: \.children) { TableColumn("Name", value: \.name) }),
            AnyView(Table(people, sortOrder: sort) {
                nameColumns
                TableColumn("Family", value: \.familyName, comparator: .localizedStandard) { Text($0.familyName) }
                TableColumn("Age", sortUsing: KeyPathComparator(\Person.age)) { Text("\($0.age)") }
                TableColumn(Text("Age"), sortUsing: KeyPathComparator(\Person.age)) { Text("\($0.age)") }
            }),
            AnyView(Table(folders, children: \.children, selection: folder) { TableColumn("Name", value: \.name) }),
            AnyView(Table(folders, children: \.children, selection: folderSet) { TableColumn("Name", value: \.name) }),
            AnyView(Table(folders, children: \.children, sortOrder: folderSort) { TableColumn("Name", value: \.name) }),
            AnyView(Table(folders, children: \.children, selection: folder, sortOrder: folderSort,
                          columnCustomization: nil) { TableColumn("Name", value: \.name) }),
            AnyView(Table(folders, children: \.children, selection: folderSet, sortOrder: folderSort) {
                TableColumn("Name", value: \.name)
            }),
        ]
    }

    /// A table as app code writes it: state-bound selection and sort order, custom cells, widths.
    struct PeopleTable: View {
        @State private var people = TableDocumentProbe.people
        @State private var selection = Set<Person.ID>()
        @State private var sortOrder = [KeyPathComparator(\Person.givenName)]

        var body: some View {
            Table(people, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Given Name", value: \.givenName) { person in
                    HStack {
                        Image(systemName: "person.circle")
                        Text(person.givenName).bold()
                    }
                }
                .width(min: 120)
                TableColumn("Age") { Text("\($0.age)") }.width(60)
                TableColumn("Family Name", value: \.familyName)
            }
            .onChange(of: sortOrder) { _, order in people.sort(using: order) }
            .contextMenu(forSelectionType: Person.ID.self) { items in
                Button("Delete \(items.count)") {}
            } primaryAction: { _ in }
        }
    }

    /// Columns factored out of a table, as Apple's `TableColumnContent` overview shows.
    @TableColumnBuilder<Person, KeyPathComparator<Person>>
    static var nameColumns: some TableColumnContent<Person, KeyPathComparator<Person>> {
        TableColumn("Given Name", value: \.givenName) { Text($0.givenName) }
        TableColumn("Family Name", value: \.familyName)
    }

    // MARK: ProjectionTransform

    static func projections() -> some View {
        var transform = ProjectionTransform(CGAffineTransform(rotationAngle: .pi / 8))
        let affine = transform.isAffine && !transform.isIdentity
        _ = transform.invert()
        let combined = transform.inverted().concatenating(ProjectionTransform())
        let point = CGPoint(x: 1, y: 2).applying(combined)
        return VStack {
            Color.red.frame(width: 10, height: 10).projectionEffect(combined)
            Color.blue.frame(width: point.x, height: 10).transformEffect(CGAffineTransform(translationX: 4, y: 0))
            Text(affine ? "affine" : "projective").projectionEffect(ProjectionTransform())
        }
    }

    // MARK: Zoom transitions

    struct Gallery: View {
        @Namespace private var zoom
        var body: some View {
            NavigationStack {
                NavigationLink {
                    Text("Detail").navigationTransition(.zoom(sourceID: "card", in: zoom))
                } label: {
                    RoundedRectangle(cornerRadius: 12).fill(.orange).frame(height: 80)
                        .matchedTransitionSource(id: "card", in: zoom)
                }
                Text("Other").matchedTransitionSource(id: 2, in: zoom) { source in
                    source.background(.blue).clipShape(RoundedRectangle(cornerRadius: 8))
                        .shadow(color: .black, radius: 3, x: 0, y: 2)
                }
                .navigationTransition(.automatic)
            }
        }
    }

    // MARK: Documents

    struct TextFile: FileDocument {
        static let readableContentTypes: [UTType] = [.plainText, .json, UTType(exportedAs: "com.example.note")]
        static var writableContentTypes: [UTType] { [.plainText] }
        var text: String

        init(text: String = "Hello, document") { self.text = text }

        init(configuration: ReadConfiguration) throws {
            guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
            text = String(decoding: data, as: UTF8.self)
            _ = configuration.contentType
        }

        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            _ = (configuration.contentType, configuration.existingFile)
            return FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    final class Sketch: ReferenceFileDocument {
        static var readableContentTypes: [UTType] { [.image, UTType(importedAs: "com.example.sketch")] }
        @Published var strokes: [String] = ["first"]

        init() {}
        required init(configuration: ReadConfiguration) throws {
            strokes = configuration.file.fileWrappers?.keys.sorted() ?? []
        }

        func snapshot(contentType: UTType) throws -> [String] { strokes }

        func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(directoryWithFileWrappers: Dictionary(uniqueKeysWithValues: snapshot.map {
                ($0, FileWrapper(regularFileWithContents: Data()))
            }))
        }
    }

    /// A reference document's editor registering its edits for undo, as document apps do.
    struct SketchEditor: View {
        @ObservedObject var sketch: Sketch
        @Environment(\.undoManager) private var undoManager
        var body: some View {
            Button("Add stroke") {
                sketch.strokes.append("new")
                undoManager?.registerUndo(withTarget: sketch) { $0.strokes.removeLast() }
                undoManager?.setActionName("Add Stroke")
            }
        }
    }

    struct TextEditorApp: App {
        var body: some Scene {
            DocumentGroup(newDocument: TextFile()) { file in
                VStack {
                    TextEditor(text: file.$document.text)
                    Text(file.fileURL?.lastPathComponent ?? "Untitled")
                    Text(file.isEditable ? "Editable" : "Read-only")
                }
            }
        }
    }

    struct TextViewerApp: App {
        var body: some Scene {
            DocumentGroup(viewing: TextFile.self) { file in Text(file.document.text.isEmpty ? "Empty" : file.document.text) }
        }
    }

    struct SketchApp: App {
        var body: some Scene {
            DocumentGroup(newDocument: { Sketch() }) { file in
                Text(file.document.strokes.joined(separator: ", ") + (file.isEditable ? "" : "!"))
                SketchEditor(sketch: file.document)
            }
            DocumentGroup(viewing: Sketch.self) { file in Text("\(file.document.strokes.count)") }
        }
    }

    // MARK: Inner shadows and text scale

    static func shadows() -> some View {
        VStack {
            Circle().fill(.blue.shadow(.inner(color: .black, radius: 2, x: 1, y: 1)))
            Capsule().foregroundStyle(.red.shadow(.inner(radius: 4)))
            RoundedRectangle(cornerRadius: 8).fill(.shadow(.inner(radius: 3)))
            Text("Secondary").textScale(.secondary).textScale(.default, isEnabled: false)
        }
    }
}
