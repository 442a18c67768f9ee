import Foundation
import Testing
@testable import MockupGuide

/// In an app's files a compile error leaves out the declaration it is in, not the whole file: a body
/// gets a stand-in, anything else is removed, and the program keeps its lines.
struct LeftOutDeclarationTests {
    static let file = """
    import SwiftUI

    struct User: Identifiable {
        let id: String
        let joined: Timestamp
        var isCurrentUser: Bool {
            Auth.auth().currentUser?.uid == id
        }
        var initials: String { String(id.prefix(2)) }
    }

    final class Feed: ObservableObject {
        @Published var users: [User] = []

        @MainActor
        func load(
            page: Int
        ) async {
            users = try! await Firestore.firestore().users(page)
        }

        func avatars() -> [String: Data] {
            Storage.storage().all()
        }

        func cover() -> Image { Storage.cover() }
    }

    struct Avatar: View {
        let user: User
        var body: some View {
            KFImage(URL(string: user.id))
                .resizable()
        }
    }

    struct Chat: View, FirestoreListening {
        var body: some View { Text("Chat") }
    }
    """

    /// The program of `file`, with the declarations left out for errors at the given file lines and columns.
    static func leavingOut(_ errors: [(line: Int, column: Int)], earlier: [LeftOutDeclaration] = [])
        -> (program: GuideProgram, leftOut: [LeftOutDeclaration]) {
        let program = GuideProgram(swiftFiles: [("App.swift", file)], leftOut: earlier)
        let text = ProgramText(program.source)
        let found = errors.compactMap {
            LeftOutDeclaration.around(line: $0.line, column: $0.column, in: program, text: text, earlier: earlier)
        }.sorted { $0.start > $1.start }
        return (GuideProgram(swiftFiles: [("App.swift", file)], leftOut: earlier + found), found)
    }

    static func line(_ number: Int, of text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)[number - 1].trimmingCharacters(in: .whitespaces)
    }

    @Test func bodiesGetStandInsOfTheirTypeAndTheRestIsRemoved() {
        let (program, leftOut) = Self.leavingOut([(5, 17), (7, 9), (19, 35), (23, 9), (26, 29), (32, 9)])
        #expect(leftOut.map(\.summary).sorted() == [
            "User.joined", "the body of Avatar.body", "the body of Feed.avatars", "the body of Feed.cover", "the body of Feed.load",
            "the body of User.isCurrentUser",
        ])
        let source = program.source
        #expect(source.split(separator: "\n", omittingEmptySubsequences: false).count
                == (Self.file + "\n").split(separator: "\n", omittingEmptySubsequences: false).count, "lines are kept")
        #expect(Self.line(4, of: source) == "let id: String")
        #expect(Self.line(5, of: source).isEmpty, "a stored property that does not compile is removed")
        #expect(Self.line(6, of: source) == "var isCurrentUser: Bool { false")
        #expect(Self.line(8, of: source) == "}")
        #expect(Self.line(9, of: source) == "var initials: String { String(id.prefix(2)) }", "the rest of the type stays")
        #expect(Self.line(18, of: source) == ") async {", "a function returning nothing does nothing")
        #expect(Self.line(22, of: source) == "func avatars() -> [String: Data] { [:]")
        #expect(Self.line(26, of: source) == "func cover() -> Image { Image() }", "another type is made with its init()")
        #expect(Self.line(31, of: source) == #"var body: some View { LeftOutViewPlaceholder("Avatar.body")"#)
    }

    /// A function taking a completion closure returns nothing: the arrow in the closure's type is
    /// not its result (YoutubeMusicClone's `downloadImage(music:completion:)` trapped every screen).
    @Test func aClosureParametersArrowIsNotTheResult() {
        let code = "final class Player {\n    func download(completion: @escaping (_ image: Data) -> ()) {\n        Storage.get { completion($0) }\n    }\n"
            + "    func loader() -> (Int) -> Void {\n        Remote.loader()\n    }\n}\n"
        let program = GuideProgram(swiftFiles: [("Player.swift", code)])
        let text = ProgramText(program.source)
        let found = [(3, 9), (6, 9)].compactMap { LeftOutDeclaration.around(line: $0.0, column: $0.1, in: program, text: text) }
        let source = GuideProgram(swiftFiles: [("Player.swift", code)], leftOut: found.sorted { $0.start > $1.start }).source
        #expect(Self.line(2, of: source) == "func download(completion: @escaping (_ image: Data) -> ()) {", "\(source)")
        #expect(Self.line(5, of: source) == #"func loader() -> (Int) -> Void { fatalError("left out: Player.loader does not compile here")"#)
    }

    @Test func aStandInThatDoesNotCompileGivesWayToTheNext() {
        let first = Self.leavingOut([(26, 29)])
        let second = Self.leavingOut([(26, 29)], earlier: first.leftOut)
        #expect(Self.line(26, of: second.program.source)
                == #"func cover() -> Image { fatalError("left out: Feed.cover does not compile here") }"#,
                "without an init() the function stops the program, only when it is called")
        let third = Self.leavingOut([(26, 29)], earlier: first.leftOut + second.leftOut)
        #expect(third.leftOut.map(\.summary) == ["Feed.cover"])
        #expect(Self.line(26, of: third.program.source).isEmpty)
    }

    @Test func aTypesHeaderRemovesTheTypeAndASignaturesErrorItsDeclaration() {
        let (program, leftOut) = Self.leavingOut([(37, 25)])
        #expect(leftOut.map(\.summary) == ["Chat"])
        #expect(!program.source.contains("struct Chat"))
        #expect(program.source.contains("struct Avatar"))
        let first = Self.leavingOut([(7, 9)])
        let second = Self.leavingOut([(6, 5)], earlier: first.leftOut)
        #expect(second.leftOut.map(\.summary) == ["User.isCurrentUser"])
        #expect(!second.program.source.contains("isCurrentUser"))
    }

    @Test func aRoundLeavesOutTheInnermostDeclarationOfItsErrors() {
        let program = GuideProgram(swiftFiles: [("App.swift", Self.file)])
        let errors = [
            CompilerDiagnostic(file: "Guide.swift", line: 3, column: 8, message: "type 'User' does not conform to protocol 'Decodable'"),
            CompilerDiagnostic(file: "Guide.swift", line: 5, column: 17, message: "cannot find type 'Timestamp' in scope"),
            CompilerDiagnostic(file: "Components.swift", line: 9, column: 5, message: "not the user's code"),
        ]
        var byDeclaration = LeftOutCode(byDeclaration: true)
        let progressed = byDeclaration.leaveOut(errors, of: program)
        #expect(progressed)
        #expect(byDeclaration.declarations.map(\.summary) == ["User.joined"], "the header's error may come from the member")
        #expect(byDeclaration.failures.map(\.declaration) == ["User.joined"])
        #expect(byDeclaration.failures.map(\.line) == [5])
        let again = byDeclaration.leaveOut([errors[2]], of: program)
        #expect(!again, "no error of the user's code: nothing new")
        var byBlock = LeftOutCode(byDeclaration: false)
        let blockProgressed = byBlock.leaveOut(errors, of: program)
        #expect(blockProgressed)
        #expect(byBlock.blocks.keys.sorted() == [0])
        #expect(byBlock.failures.map(\.leftOut) == ["block at line 1"])
    }

    @Test func declarationsRunOverAttributesBracketsAndContinuations() {
        let scanner = SwiftSourceScanner(Self.file)
        let feedBody = try! #require(TypeDeclaration.scopes(in: Self.file).first { $0.name == "Feed" }).body
        let members = LeftOutDeclaration.members(in: feedBody, scanner: scanner).map { scanner.text($0) }
        #expect(members.count == 4)
        #expect(members[0] == "@Published var users: [User] = []")
        #expect(members[1].hasPrefix("@MainActor\n    func load(\n        page: Int\n    ) async {"))
        #expect(members[1].hasSuffix("}"))
        #expect(members[3] == "func cover() -> Image { Storage.cover() }")
    }

    /// A line ends with its string literal: `= ""` is no open `=` that runs into the next declaration.
    @Test func aDeclarationEndingInAStringEndsThere() {
        let code = "struct Muse: View {\n    @State private var message = \"\"\n    @State var title = \"a // b\" // note\n\n    var body: some View { Text(message) }\n}\n"
        let scanner = SwiftSourceScanner(code)
        let body = try! #require(TypeDeclaration.scopes(in: code).first { $0.name == "Muse" }).body
        let members = LeftOutDeclaration.members(in: body, scanner: scanner).map { scanner.text($0) }
        #expect(members == ["@State private var message = \"\"", "@State var title = \"a // b\"",
                            "var body: some View { Text(message) }"])
    }

    /// A line that starts in a string still counts its brackets: RxCocoa's `assert(…, "…" +` / `"…")`
    /// and a `Text("""` … `""")` end where they close, not at the end of the file.
    @Test func aDeclarationClosedAfterAStringLineEndsThere() {
        let code = "assert(ok, \"first \\(a.b()!)\\n\" +\n    \"last\")\nlet c = 2\nlet t = Text(\"\"\"\n    Hello (\n    \"\"\")\nlet d = 3\n"
        let scanner = SwiftSourceScanner(code)
        let members = LeftOutDeclaration.members(in: 0..<scanner.bytes.count, scanner: scanner).map { scanner.text($0) }
        #expect(members.count == 4, "\(members)")
        #expect(members.last == "let d = 3")
    }

    /// swiftui-components' `DequeScrollView` puts its generic parameter clause on the line after its
    /// name: the struct is one declaration, so leaving it out takes its name too.
    @Test func aGenericParameterClauseOnItsOwnLineContinuesTheDeclaration() {
        let code = "public struct Deque\n<Content: View, Model: DequeModel<Item>>: View\n  where Item.ID == String\n{\n  var body: some View { content }\n}\nlet after = 1\n"
        let scanner = SwiftSourceScanner(code)
        let members = LeftOutDeclaration.members(in: 0..<scanner.bytes.count, scanner: scanner).map { scanner.text($0) }
        #expect(members.count == 2, "\(members)")
        #expect(members.first?.hasPrefix("public struct Deque\n<Content") == true && members.last == "let after = 1")
    }

    /// What is left out may take the `#endif` of an `#if` it is inside; the directive stays, so the
    /// file's conditional blocks still pair up.
    @Test func leavingOutKeepsConditionalCompilationDirectives() {
        let text = "#if !os(Linux)\nlet a = broken(\n    1)\n#endif\nlet b = 2"
        let declaration = LeftOutDeclaration(block: 0, start: .init(line: 1, column: 0), end: .init(line: 3, column: 6), replacement: "",
                                             summary: "a", declarationStart: .init(line: 1, column: 0))
        #expect(LeftOutDeclaration.apply([declaration], to: text, blockLines: [0: 1]) == "#if !os(Linux)\n\n\n#endif\nlet b = 2")
        let body = LeftOutDeclaration(block: 0, start: .init(line: 1, column: 8), end: .init(line: 2, column: 6), replacement: "0",
                                      summary: "the body of a", declarationStart: .init(line: 1, column: 0))
        #expect(LeftOutDeclaration.apply([body], to: text, blockLines: [0: 1]) == "#if !os(Linux)\nlet a = 0\n\n#endif\nlet b = 2")
    }

    @Test func aGuidesBlocksAreStillLeftOutWhole() {
        let guide = try! GuideInput.load(GuideBuildTests.root.appendingPathComponent("seeds/ios-monzo-swiftui.md").path)[0]
        #expect(!guide.leavesOutDeclarations)
        #expect(GuideInput(slug: "app", path: "App", content: .swiftFiles([("App.swift", Self.file)])).leavesOutDeclarations)
    }
}
