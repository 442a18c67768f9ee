import Foundation
import Testing
@testable import MockupGuide

/// A guide becomes one program whose lines map back to the guide's own lines.
struct GuideProgramTests {
    static let guide = """
    # Acme (iOS) — SwiftUI guide

    ```swift
    import SwiftUI
    struct Badge: View {
        let title: String // "NEW"
        var body: some View { Text(title) }
    }
    ```

    Motion:

    ```swift
    // spring(response: 0.3)
    withAnimation(.spring()) { }
    ```

    ```swift
    #if os(iOS)
    let platform = "iOS"
    #else
    let platform = "other"
    #endif
    #Preview("Badge") {
        Badge(title: "HOT")
    }
    ```
    """

    @Test func blocksMapBackToGuideLines() throws {
        let program = GuideProgram(document: GuideDocument(markdown: Self.guide), file: "acme.md")
        #expect(program.blocks.map(\.index) == [0, 2], "the comment-first snippet is left out")
        #expect(program.blocks.map(\.guideLine) == [4, 19])
        let line = try #require(program.source.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("let platform = \"iOS\"") }) + 1
        let location = try #require(program.location(ofProgramLine: line))
        #expect(location.block.index == 2)
        #expect(location.guideLine == 20)
    }

    /// A target's folder is a module of the program; a folder inside a target is not (silentcrew's design
    /// system keeps its views in `Sources/DesignSystem/Components/` and imports its `Components` package).
    @Test func anImportOfAPackageTargetInTheFolderSaysItsCodeIsThere() {
        let program = GuideProgram(swiftFiles: [("Sources/Tokens/Color.swift", "import SwiftUI\nlet brand = Color.red\n"),
                                                ("Sources/Kit/Card.swift", "import Tokens\nimport Lottie\nstruct Card {}\n"),
                                                ("Sources/Kit/Components/Row.swift", "import Components\nimport Storage\nstruct Row {}\n"),
                                                ("Sources/Storage/Cache.swift", "struct Cache {}\n")],
                                   missingModules: ["Tokens", "Lottie", "Components"])
        // Mockup has a `Storage` module (Supabase's), but the package's own target of that name is the one imported.
        #expect(program.notes.contains("Sources/Kit/Components/Row.swift:2: import Storage left out (its sources are in this folder and compile into the same program)"))
        #expect(!program.source.contains("import Storage"))
        #expect(program.notes.contains("Sources/Kit/Card.swift:1: import Tokens left out (its sources are in this folder and compile into the same program)"))
        #expect(program.notes.contains { $0.hasPrefix("Sources/Kit/Card.swift:2: import Lottie left out (no such module here") })
        #expect(program.missingPackages == ["Components", "Lottie"])
    }

    @Test func iOSConditionsTakeTheirIOSBranchInPlace() {
        let program = GuideProgram(document: GuideDocument(markdown: Self.guide), file: "acme.md")
        #expect(program.source.contains("#if true\nlet platform"))
        #expect(program.notes == ["acme.md:19: #if conditions take their iOS branch"])
        let rewritten = IOSConditions.rewrite("#if canImport(UIKit) && !os(macOS)\nx\n#elseif os(Linux)\n#endif")
        #expect(rewritten.text == "#if true && !false\nx\n#elseif false\n#endif")
    }

    @Test func previewsBecomeNamedValuesOnTheSameLine() throws {
        let program = GuideProgram(document: GuideDocument(markdown: Self.guide), file: "acme.md")
        let preview = try #require(program.previews.first)
        #expect(preview.name == "Badge")
        #expect(preview.identifier == "__mockupPreview1")
        let lines = program.source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[preview.programLine - 1] == "let __mockupPreview1 = __MockupPreview(\"Badge\") {")
        #expect(program.location(ofProgramLine: preview.programLine)?.guideLine == 24)
        let unnamed = PreviewRewriter.rewrite("let s = \"#Preview {\"\n#Preview {\n  Text(\"a\")\n}\n// #Preview { }")
        #expect(unnamed.previews.map(\.name) == [nil])
        #expect(unnamed.source.contains("let s = \"#Preview {\""), "strings and comments are left alone")
        #expect(unnamed.source.contains("let __mockupPreview1 = __MockupPreview {"))
        let stateful = PreviewRewriter.rewrite("#Preview {\n    @Previewable @State var on = true\n    Toggle(\"@Previewable\", isOn: $on)\n}")
        #expect(stateful.source == "let __mockupPreview1 = __MockupPreview {\n                 @State var on = true\n    Toggle(\"@Previewable\", isOn: $on)\n}")
        // The body passed as the labelled argument, as Apple's macro also takes it.
        let labelled = PreviewRewriter.rewrite("#Preview(\"Row\", body: {\n    Text(\"a\")\n})\n#Preview(traits: .sizeThatFitsLayout) {\n}\n#Preview(nobody: 1)")
        #expect(labelled.previews.map(\.name) == ["Row", nil])
        #expect(labelled.source.hasPrefix("let __mockupPreview1 = __MockupPreview(\"Row\", body: {\n"))
        #expect(labelled.source.hasSuffix("\n#Preview(nobody: 1)"), "a call without a body is not a preview block")
        // A body that declares a type becomes a view-builder function (Swift 6.3 crashes on such a type
        // inside a closure); the value follows the closing brace on its line.
        let wrapper = PreviewRewriter.rewrite("#Preview(\"Sheet\") {\n    struct Wrapper: View {\n        var body: some View { Text(\"}\") }\n    }\n    return Wrapper()\n}\nlet after = 1")
        #expect(wrapper.previews.map(\.name) == ["Sheet"])
        #expect(wrapper.source == "@MainActor @ViewBuilder func __mockupPreview1Body() -> any View {\n    struct Wrapper: View {\n"
                + "        var body: some View { Text(\"}\") }\n    }\n    return Wrapper()\n}"
                + "; let __mockupPreview1 = __MockupPreview(\"Sheet\", body: __mockupPreview1Body)\nlet after = 1")
        // A widget preview's further trailing closures keep the closure form.
        let widget = PreviewRewriter.rewrite("#Preview(as: .systemSmall) {\n    struct W: Widget {}\n    return W()\n} timeline: {\n    Entry()\n}")
        #expect(widget.source.hasPrefix("let __mockupPreview1 = __MockupPreview(as: .systemSmall) {"))
    }

    @Test func objectiveCAttributesAndSelectorsBecomePlainSwift() {
        let code = """
        @objc(PanTarget) class Target: NSObject {
            @objc func pan(gesture: UIPanGestureRecognizer) {}
            @objcMembers var objcName = "@objc stays in strings" // @objc stays in comments
        }
        let recognizer = UIPanGestureRecognizer(target: t, action: #selector(Target.pan(gesture:)))
        """
        let rewritten = ObjCAttributes.rewrite(code)
        #expect(rewritten.changed)
        let lines = rewritten.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5)
        #expect(lines[0] == String(repeating: " ", count: 17) + "class Target: NSObject {")
        #expect(lines[1] == "          func pan(gesture: UIPanGestureRecognizer) {}")
        #expect(lines[2] == String(repeating: " ", count: 17) + "var objcName = \"@objc stays in strings\" // @objc stays in comments")
        #expect(lines[4] == "let recognizer = UIPanGestureRecognizer(target: t, action: Selector(\"Target.pan(gesture:)\"))")
        #expect(!ObjCAttributes.rewrite("let s = Text(\"#selector(x)\")").changed)
    }

    @Test func keyPathExpressionsBecomeTheirStringsAndTheObserverCallbackOverridesNothing() {
        let code = """
        webView.addObserver(self, forKeyPath: #keyPath(WKWebView.estimatedProgress), options: .new, context: nil)
        player.addObserver(self, forKeyPath: #keyPath(player.currentItem.status), options: [], context: nil)
        public override func observeValue(forKeyPath keyPath: String?, of object: Any?,
        override func layoutSubviews() {}
        let overrides = 1; let s = "#keyPath(x.y)"
        """
        let lines = ObjCAttributes.rewrite(code).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines == ["webView.addObserver(self, forKeyPath: \"estimatedProgress\", options: .new, context: nil)",
                          "player.addObserver(self, forKeyPath: \"player.currentItem.status\", options: [], context: nil)",
                          "public          func observeValue(forKeyPath keyPath: String?, of object: Any?,",
                          "override func layoutSubviews() {}",
                          "let overrides = 1; let s = \"#keyPath(x.y)\""])
    }

    @Test func darwinsCFunctionsAreGlibcs() {
        let code = "let r = Darwin.sqrt(2) + MyDarwin.x + a.Darwin.y // Darwin.cos\nlet s = \"Darwin.cos\"; import Darwin"
        let rewritten = DarwinQualifiers.rewrite(code)
        #expect(rewritten.changed)
        #expect(rewritten.text == "let r = Glibc.sqrt(2) + MyDarwin.x + a.Darwin.y // Darwin.cos\nlet s = \"Darwin.cos\"; import Darwin")
    }

    @Test func objectiveCProtocolsStayClassBoundAndOutletsLoseTheirAttribute() {
        let code = """
        @objc public protocol CardDelegate {
        @objc protocol Refining: NSObjectProtocol {
        @objc func tapped() {}
        @IBOutlet weak var label: UILabel!
        """
        let lines = ObjCAttributes.rewrite(code).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines == ["      public protocol CardDelegate: AnyObject {",
                          "      protocol Refining: AnyObject, NSObjectProtocol {",
                          "      func tapped() {}",
                          "          weak var label: UILabel!"])
        #expect(!ObjCAttributes.rewrite("@IBOutletCollection var x = 1").changed)
    }

    /// `var timer = Timer()`, the UIKit tutorials' placeholder, is NSObject's initializer.
    @Test func anEmptyTimerIsAnUnscheduledOne() {
        #expect(ObjCAttributes.rewrite("var timer = Timer()\nlet t = RunTimer(); x.Timer()").text
                == "var timer = Timer(timeInterval: 0, repeats: false) { _ in }\nlet t = RunTimer(); x.Timer()")
        #expect(!ObjCAttributes.rewrite("Timer(timeInterval: 1, repeats: true) { _ in }").changed)
    }

    @Test func overridesDeclaredInExtensionsAreLeftOutWithTheirLines() {
        let code = """
        extension UIWindow {
            @available(iOS 13, *)
            open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                if motion == .motionShake { post() }
            }
            func post() {}
            override var canBecomeFirstResponder: Bool { true }
        }
        class Window: UIWindow {
            override func layoutSubviews() { let s = "extension override {" }
        }
        """
        let rewritten = ExtensionOverrides.rewrite(code)
        #expect(rewritten.removedLines == [2, 7])
        let lines = rewritten.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 11)
        #expect(lines[1...4].allSatisfy { $0.allSatisfy { $0 == " " } })
        #expect(lines[5] == "    func post() {}")
        #expect(lines[6].allSatisfy { $0 == " " })
        #expect(lines[9] == "    override func layoutSubviews() { let s = \"extension override {\" }")
        #expect(ExtensionOverrides.rewrite("class A: B { override func f() {} }").removedLines.isEmpty)
    }

    @Test func typeDeclarationsListPropertiesInitializersAndCases() throws {
        let types = TypeDeclaration.all(in: """
        struct Row: View {
            @Environment(\\.colorScheme) private var scheme
            @State private var expanded = false
            @Binding var isOn: Bool
            let title: String // "Pret A Manger"
            var count: Int = 2
            static let height: CGFloat = 44
            var subtitle: String { title }
            var body: some View { Text(title) }
            enum Style { case plain, bold }
        }
        extension Row { struct Footer: View { var body: some View { EmptyView() } } }
        struct Card<Content: View>: View { let content: Content; var body: some View { content } }
        struct Tag: View {
            init(_ text: String, tint: Color = .blue, onTap: @escaping () -> Void) {}
            init(
                @ViewBuilder label: () -> Text,  // the (visible) label
                onClose: (() -> Void)? = nil
            ) {}
            var body: some View { EmptyView() }
        }
        """)
        #expect(types.map(\.qualifiedName) == ["Row", "Row.Style", "Row.Footer", "Card", "Tag"])
        let row = types[0]
        #expect(row.isView && !row.isGeneric && !row.isNested)
        #expect(row.properties.map(\.name) == ["scheme", "expanded", "isOn", "title", "count", "height"])
        #expect(row.properties[3].comment?.contains("\"Pret A Manger\"") == true)
        #expect(row.properties[4].hasDefault && row.properties[5].isStatic)
        #expect(types[1].simpleCases == ["plain", "bold"])
        #expect(types[2].isNested && types[3].isGeneric)
        #expect(types[4].initializers.map(\.parameters) == [[
            .init(label: "_", name: "text", type: "String", hasDefault: false),
            .init(label: "tint", name: "tint", type: "Color", hasDefault: true),
            .init(label: "onTap", name: "onTap", type: "() -> Void", hasDefault: false),
        ], [
            .init(label: "label", name: "label", type: "() -> Text", hasDefault: false),
            .init(label: "onClose", name: "onClose", type: "(() -> Void)?", hasDefault: true),
        ]], "an attribute is no label; a function type's arrow closes no bracket; a list may span lines")
    }

    @Test func declarationsSharingALineAreSeparateProperties() {
        let types = TypeDeclaration.all(in: "struct Pill: View {\n    let title: String; let action: () -> Void\n    var body: some View { Text(title) }\n}")
        #expect(types.first?.properties.map(\.name) == ["title", "action"])
        #expect(types.first?.properties.map(\.type) == ["String", "() -> Void"])
    }
}

/// Declarations the memberwise initializer treats specially.
struct MemberwiseDeclarationTests {
    @Test func namesSharingATypeOptionalVarsAndPrivateTypes() {
        let types = TypeDeclaration.all(in: """
        struct FlightRow: View {
            let depTime, depCode: String
            @State private var task: Task<Void, Never>?
            var body: some View { Text(depTime) }
        }
        private struct Hidden: View { var body: some View { EmptyView() } }
        """)
        #expect(types[0].properties.map(\.name) == ["depTime", "depCode", "task"])
        #expect(types[0].properties.map(\.type) == ["String", "String", "Task<Void, Never>?"])
        #expect(types[0].properties[2].hasDefault, "an optional var starts as nil")
        let bound = TypeDeclaration.all(in: "struct Shelf: View {\n    @Binding var shelf: String?\n    var body: some View { EmptyView() }\n}")
        #expect(bound.first?.properties.first?.hasDefault == false, "a binding to an optional still has to be passed")
        #expect(types[1].isPrivate && !types[0].isPrivate)
    }
}
