import Testing
@testable import MockupGuide

/// Swift files compiled as one program keep their file-private names apart.
@Suite struct FilePrivateNamesTests {
    private let first = """
    import SwiftUI

    private struct Row: View {
        let title: String
        var body: some View { Text(title) }
    }

    fileprivate class Loader: ObservableObject { @Published var rows = ["a"] }
    private let formatter = DateFormatter()

    struct FirstList: View {
        @StateObject fileprivate var loader = Loader()
        var body: some View {
            // Row and "Row" in comments and strings stay as they are.
            ForEach(loader.rows, id: \\.self) { Row(title: "Row \\($0)") }
        }
    }
    """

    private let second = """
    import SwiftUI

    private struct Row: View {
        var body: some View { Text(formatter.string(from: .now)) }
    }

    private let formatter = DateFormatter()
    struct Shared { var Row: Int; func make() -> Int { configure(Row: 1) + self.Row } }
    func configure(Row: Int) -> Int { Row }
    """

    @Test func collidingPrivateDeclarationsAreRenamedInTheirFile() {
        let (files, notes) = FilePrivateNames.rewrite([("First.swift", first), ("Second.swift", second)])
        let renamedFirst = files[0].text, renamedSecond = files[1].text
        #expect(renamedFirst.contains("private struct Row_1: View"))
        #expect(renamedFirst.contains(#"{ Row_1(title: "Row \($0)") }"#), "uses renamed, the string kept")
        #expect(renamedFirst.contains(#"// Row and "Row" in comments"#))
        #expect(renamedFirst.contains("private let formatter_1 = DateFormatter()"))
        #expect(renamedFirst.contains("fileprivate class Loader: ObservableObject"), "no other file declares Loader")
        #expect(renamedSecond.contains("private struct Row_2: View"))
        #expect(renamedSecond.contains("Text(formatter_2.string(from: .now))"))
        #expect(renamedSecond.contains("configure(Row: 1) + self.Row"), "labels and members are other names")
        #expect(notes.count == 4)
        #expect(renamedFirst.split(separator: "\n").count == first.split(separator: "\n").count, "lines kept")
    }

    @Test func namesDeclaredOnceOrInternallyStay() {
        let a = "private struct Badge {}\nstruct Card {}\n", b = "struct Other { private struct Badge {} }\n"
        let (files, notes) = FilePrivateNames.rewrite([("A.swift", a), ("B.swift", b)])
        #expect(files.map(\.text) == [a, b], "a nested Badge is not top level")
        #expect(notes.isEmpty)
        let declarations = FilePrivateNames.topLevelDeclarations(SwiftSourceScanner("@MainActor private final class A {}\nlet b = 1, c = 2\nfunc d(e: Int) {}\nextension A { func f() {} }\n"))
        #expect(declarations == [.init(name: "A", isFilePrivate: true), .init(name: "b", isFilePrivate: false),
                                 .init(name: "d", isFilePrivate: false, isFunction: true)])
    }

    /// Two files' `private extension Calendar { func startOfMonth(for:) }` (a calendar package's
    /// data source and scroll manager) would be one redeclaration in one program.
    @Test func collidingPrivateExtensionMembersAreRenamedWithTheirAccesses() {
        let source = { (owner: String) in
            """
            struct \(owner) {
                let calendar = Calendar.current
                func first(_ date: Date) -> Date { calendar.startOfMonth(for: date) }
            }

            private extension Calendar {
                func startOfMonth(for date: Date) -> Date { self.date(from: dateComponents([.year, .month], from: date)) ?? date }
                var startOfMonthCount: Int { 1 }
            }
            """
        }
        let other = "extension Calendar { func endOfMonth(for date: Date) -> Date { date } }\nextension Date { private var startOfMonth: Int { 0 } }\n"
        let (files, notes) = FilePrivateNames.rewrite([("DataSource.swift", source("DataSource")), ("Scroll.swift", source("Scroll")),
                                                       ("Other.swift", other)])
        #expect(files[0].text.contains("calendar.startOfMonth_1(for: date)") && files[0].text.contains("func startOfMonth_1(for date: Date)"))
        #expect(files[1].text.contains("calendar.startOfMonth_2(for: date)"))
        #expect(files[0].text.contains("var startOfMonthCount_1: Int"), "a longer name collides on its own, renamed whole")
        #expect(files[2].text == other, "Date's member is another type's")
        #expect(notes.first == "DataSource.swift: private 'startOfMonth' renamed 'startOfMonth_1': another file declares 'startOfMonth' in an extension of Calendar too, and the files are compiled as one program")
        #expect(notes.count == 4, "\(notes)")
    }
}
