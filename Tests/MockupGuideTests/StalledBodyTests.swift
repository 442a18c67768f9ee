import Testing
@testable import MockupGuide

/// The declaration a stuck type check is in: the first with a body after the furthest body the
/// compiler reported finished (`-debug-time-function-bodies`).
struct StalledBodyTests {
    static let source = """
    struct Dialog: View {
        @State private var shown = false
        let title: String
        init(title: String) { self.title = title }
        func header() -> some View {
            Text(title)
        }
        var count = 3
        var body: some View {
            header()
        }
    }
    protocol Named {
        var name: String { get }
        func greet()
    }
    """

    @Test func theStuckBodyIsTheFirstBodyAfterTheFurthestOneChecked() throws {
        // Accessors the compiler makes for property wrappers are reported at their property: not a body.
        let output = "0.01ms\tGuide.swift:2:24\t_modify accessor Dialog._shown._modify@Guide.swift:2:24\n"
            + "1.37ms\tGuide.swift:5:10\tinstance method Dialog.header()@Guide.swift:5:10\n"
            + "0.41ms\tGuide.swift:4:5\tinitializer Dialog.init(title:)@Guide.swift:4:5\n"
            + "Guide.swift:6:9: error: cannot find 'Text' in scope\n"
        let stuck = try #require(StalledBody.diagnostic(output: output, file: "Guide.swift", source: Self.source))
        // `var count = 3` is stored: the body getter is next.
        #expect(stuck.line == 9 && stuck.file == "Guide.swift")
        #expect(stuck.message == "the Swift compiler was still type checking it after 60 s")
    }

    /// ivkuznetsov's components have an `init(title:error:)`: its time line has colons around the
    /// word `error` and is no compile error (it stopped the whole folder).
    @Test func aBodysTimeLineNamingErrorIsNoDiagnostic() {
        let output = "1.46ms\tGuide.swift:1096:17\tinitializer Alert.init(title:error:)@Guide.swift:1096:17\n"
            + "Guide.swift:6:9: error: cannot find 'Text' in scope\n"
        #expect(CompilerDiagnostic.errors(in: output) == [CompilerDiagnostic(file: "Guide.swift", line: 6, column: 9,
                                                                            message: "cannot find 'Text' in scope")])
    }

    /// PaulSolt's SwiftData demo compares a relationship with a captured model in `#Predicate`: the
    /// error is in the macro's expansion, placed at the macro's use so its declaration is left out
    /// (it failed the whole folder).
    @Test func anErrorInAMacroExpansionIsPlacedWhereTheMacroIsUsed() {
        let output = "macro expansion #Predicate:2:26: error: cannot convert value of type 'Equal' to closure result type\n"
            + "`- /tmp/g/Guide.swift:7:6: note: expanded code originates here\n"
            + "5 |     #Predicate<D> {\n"
            + "  |     `- note: in expansion of macro 'Predicate' here\n"
        #expect(CompilerDiagnostic.errors(in: output) == [CompilerDiagnostic(file: "Guide.swift", line: 7, column: 6,
                                                                            message: "cannot convert value of type 'Equal' to closure result type")])
    }

    @Test func nothingIsStuckWithoutAReportedBodyOrABodyAfterIt() {
        #expect(StalledBody.diagnostic(output: "", file: "Guide.swift", source: Self.source) == nil)
        // After `body` come only a protocol's requirements, which have no bodies.
        let afterBody = "0.5ms\tGuide.swift:9:9\tgetter Dialog.body@Guide.swift:9:9\n"
        #expect(StalledBody.diagnostic(output: afterBody, file: "Guide.swift", source: Self.source) == nil)
        let otherFile = "0.5ms\tSupport.swift:1:1\tglobal function f()@Support.swift:1:1\n"
        #expect(StalledBody.diagnostic(output: otherFile, file: "Guide.swift", source: Self.source) == nil)
    }
}
