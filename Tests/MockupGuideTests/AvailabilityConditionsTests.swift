import Testing
@testable import MockupGuide

/// Run-time availability checks answer for the iOS renders show (18.0): newer versions are false.
@Suite struct AvailabilityConditionsTests {
    @Test func checksForANewerIOSTakeTheirOlderBranch() {
        let code = """
        if #available(iOS 26.0, *) { a() } else { b() }
        if #available(iOS 17, macOS 14, *) { c() }
        guard #available(iOS 18.1, *) else { return }
        if #unavailable(iOS 26) { d() }
        if #available(iOS 18.0.0, *), flag { e() }
        let s = "#available(iOS 26, *)" // #available(iOS 27, *)
        """
        let rewritten = AvailabilityConditions.rewrite(code)
        #expect(rewritten.changed)
        #expect(rewritten.text == """
        if false { a() } else { b() }
        if #available(iOS 17, macOS 14, *) { c() }
        guard false else { return }
        if true { d() }
        if #available(iOS 18.0.0, *), flag { e() }
        let s = "#available(iOS 26, *)" // #available(iOS 27, *)
        """)
    }

    @Test func aCheckOverSeveralLinesKeepsItsLineBreaks() {
        let rewritten = AvailabilityConditions.rewrite("if #available(\n    iOS 26.0,\n    *\n) {\n}")
        #expect(rewritten.text == "if false\n\n\n {\n}")
        #expect(!AvailabilityConditions.rewrite("if #available(macOS 26, *) {}").changed, "no iOS entry: true on Linux, as on an iPhone")
    }

    @Test func versionsCompareAsIOSReleases() {
        #expect(AvailabilityConditions.isNewerThanRendered([26]))
        #expect(AvailabilityConditions.isNewerThanRendered([18, 1]))
        #expect(AvailabilityConditions.isNewerThanRendered([18, 0, 1]))
        #expect(!AvailabilityConditions.isNewerThanRendered([18]))
        #expect(!AvailabilityConditions.isNewerThanRendered([18, 0, 0]))
        #expect(!AvailabilityConditions.isNewerThanRendered([17, 4]))
        #expect(AvailabilityConditions.iOSVersion(in: " iOS 26.0, * ") == [26, 0])
        #expect(AvailabilityConditions.iOSVersion(in: "iOSApplicationExtension 26, *") == nil)
    }

    @Test func guideProgramsNoteTheChecksTheyAnswer() {
        let program = GuideProgram(swiftFiles: [(name: "Close.swift", text: "struct V {\n    var newest: Bool { if #available(iOS 26, *) { return true }; return false }\n}\n")])
        #expect(program.source.contains("if false { return true }"))
        #expect(program.notes.contains("Close.swift:1: checks for an iOS newer than 18.0 take their older branch (renders show that iOS)"))
    }
}
