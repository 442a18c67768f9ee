import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// `Table` in compact width: a plain list of the first column's cells (docs/CONTROLS.md, "Tables").
@MainActor @Suite struct TableTests {
    struct Person: Identifiable {
        let id: Int
        let name: String
        let email: String
        let age: Int
    }

    let people = [Person(id: 1, name: "Juan", email: "juan@example.com", age: 41),
                  Person(id: 2, name: "Mei", email: "mei@example.com", age: 29),
                  Person(id: 3, name: "Tom", email: "tom@example.com", age: 35)]

    /// The strings of the Texts `node` resolves to, in order.
    func strings(_ node: ViewNode) -> [String] {
        (node.resolvedText.map { [$0.string] } ?? []) + node.children.flatMap(strings)
    }

    /// The table's layout and, for comparison, that of the plain list iOS shows instead.
    func layouts<T: View, L: View>(_ table: T, _ list: L) throws -> (table: LayoutTree, list: LayoutTree) {
        (try layout(resolveView(table), width: 393, height: 300), try layout(resolveView(list), width: 393, height: 300))
    }

    @Test func compactTableIsAPlainListOfItsFirstColumn() throws {
        let table = Table(people) {
            TableColumn("Name", value: \.name)
            TableColumn("Age") { Text("\($0.age)") }
            TableColumn("E-Mail", value: \.email)
        }
        let list = List { ForEach(people) { Text($0.name) } }.listStyle(.plain)
        let (laid, expected) = try layouts(table, list)
        #expect(laid == expected)
        let dump = nodeTree(resolveView(table))
        #expect(dump.contains("text \"Juan\"") && dump.contains("text \"Tom\""))
        #expect(!dump.contains("\"41\"") && !dump.contains("example.com") && !dump.contains("\"Name\""),
                "only the first column, without headers")
        // Three 44-pt rows from the top, full width; names at the 20-pt row margin.
        let names = laid.all(.text).map(\.frame)
        #expect(names.count == 3)
        for (row, frame) in names.enumerated() {
            #expect(frame.minX == 20)
            #expect(abs(frame.midY - (22 + 44 * Double(row))) < 1e-9, "44-pt rows, the separator inside each (CONTROLS.md [S7])")
        }
    }

    @Test func compactTableDrawsAsThePlainList() throws {
        let table = NavigationStack {
            Table(people) {
                TableColumn("Name", value: \.name)
                TableColumn("E-Mail", value: \.email)
            }
            .navigationTitle("People")
        }
        .frame(height: 300)
        let list = NavigationStack { List { ForEach(people) { Text($0.name) } }.listStyle(.plain).navigationTitle("People") }
            .frame(height: 300)
        let (_, drawn) = try R.render(view: resolveView(table), width: 393)
        let (_, expected) = try R.render(view: resolveView(list), width: 393)
        try drawn.image.writeForInspection("table-compact")
        #expect(drawn.image == expected.image)
        // White rows with a separator below the first row, inset to the 20-pt text margin.
        let rowTop = 96 + 44.0   // bar + large title, then the first row (its separator is its last 1/3 pt)
        #expect(drawn.image.rgba(10 * 3, Int(rowTop * 3) - 1) == (255, 255, 255, 255))
        #expect(drawn.image.rgba(30 * 3, Int(rowTop * 3) - 1) != (255, 255, 255, 255))
    }

    @Test func customFirstColumnAndInsetStyle() throws {
        let table = Table(people) {
            TableColumn("Age") { person in Text("\(person.age) years") }
            TableColumn("Name", value: \.name)
        }
        .tableStyle(.inset)
        let list = List { ForEach(people) { Text("\($0.age) years") } }.listStyle(.inset)
        let (laid, expected) = try layouts(table, list)
        #expect(laid == expected)
        #expect(nodeTree(resolveView(table)).contains("text \"41 years\""))
    }

    @Test func explicitRowsSelectionAndSorting() throws {
        let sortOrder = Binding.constant([KeyPathComparator(\Person.name)])
        let rows = Table(of: Person.self, selection: .constant(Set<Int>()), sortOrder: sortOrder) {
            TableColumn("Name", value: \.name)
            TableColumn("Age", value: \.age) { Text("\($0.age)") }
            TableColumn("Note") { _ in Text("–") }
        } rows: {
            TableRow(people[2])
            ForEach(people.prefix(2)) { TableRow($0) }
        }
        #expect(strings(resolveView(rows)) == ["Tom", "Juan", "Mei"], "rows in the order built, unsorted")
        let frames = try layout(resolveView(rows), width: 393, height: 300).all(.text).map(\.frame)
        #expect(zip(frames.map(\.minY), [0, 1, 2].map { frames[0].minY + 44 * $0 }).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func columnsFromForEachAndConditionals() throws {
        let fields = ["name", "email"]
        let showAge = false
        let table = Table(people, selection: .constant(Optional<Int>.none)) {
            TableColumnForEach(fields, id: \.self) { field in
                TableColumn(field) { (person: Person) in Text(field == "name" ? person.name : person.email) }
            }
            if showAge {
                TableColumn("Age") { Text("\($0.age)") }
            }
        }
        .tableColumnHeaders(.hidden)
        #expect(strings(resolveView(table)) == ["Juan", "Mei", "Tom"])
    }

    struct Folder: Identifiable {
        let id: String
        var children: [Folder]?
    }

    @Test func hierarchicalRowsAreDrawnAsTheOutlineListDrawsThem() throws {
        let folders = [Folder(id: "Documents", children: [Folder(id: "Taxes")]), Folder(id: "Notes")]
        let table = Table(folders, children: \.children) { TableColumn("Name", value: \.id) }
        let list = List(folders, children: \.children) { Text($0.id) }.listStyle(.plain)
        let (laid, expected) = try layouts(table, list)
        #expect(laid == expected)
        #expect(strings(resolveView(table)) == ["Documents", "Notes"], "the child is collapsed")
        #expect(nodeTree(resolveView(table)).contains("symbol chevron.forward"))
        let rows = Table(of: Folder.self) { TableColumn("Name", value: \.id) } rows: {
            OutlineGroup(folders, children: \.children)
        }
        #expect(try layout(resolveView(rows), width: 393, height: 300) == laid)
        let (_, drawn) = try R.render(view: resolveView(table.frame(height: 120)), width: 393)
        try drawn.image.writeForInspection("table-hierarchical")
        #expect(drawn.image == (try R.render(view: resolveView(list.frame(height: 120)), width: 393)).1.image)
    }

    @Test func disclosureRowsShowTheirRowsWhenExpanded() {
        func table(expanded: Bool?) -> some View {
            Table(of: Person.self) { TableColumn("Name", value: \.name) } rows: {
                DisclosureTableRow(people[0], isExpanded: expanded.map { .constant($0) }) {
                    TableRow(people[1])
                }
                TableRow(people[2])
            }
        }
        #expect(strings(resolveView(table(expanded: true))) == ["Juan", "Mei", "Tom"])
        #expect(strings(resolveView(table(expanded: false))) == ["Juan", "Tom"])
        #expect(strings(resolveView(table(expanded: nil))) == ["Juan", "Tom"], "collapsed without a binding")
    }

    @Test func regularWidthLeavesARenderNote() {
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = .regular
        let dump = nodeTree(resolveView(Table(people) { TableColumn("Name", value: \.name) }, environment: environment))
        #expect(dump.contains("Table in regular width"))
    }
}
