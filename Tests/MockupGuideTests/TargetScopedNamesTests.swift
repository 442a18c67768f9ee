import Foundation
import Testing
@testable import MockupGuide

/// Names two package targets each declare stay apart when the targets are compiled as one program,
/// each file reading the declaration Swift would resolve for it.
struct TargetScopedNamesTests {
    static let files: [(name: String, text: String)] = [
        ("Kit/Sources/Models/Notice.swift", """
        import Foundation
        public enum NoticeType: String, CaseIterable { case department, university }
        enum Constants { static let pageSize = 20 }
        """),
        ("Kit/Sources/Networks/Link.swift", """
        import Foundation
        public typealias NoticeType = String
        enum Constants { static let host = "example.org" }
        public func path(for type: NoticeType) -> String { "/\\(Constants.host)/\\(type)" }
        """),
        ("Kit/Sources/Api/Client.swift", """
        import Networks
        public struct Client { public func fetch(_ type: NoticeType) -> String { path(for: type) } }
        """),
        ("App/NoticeList.swift", """
        import SwiftUI
        import Models
        struct NoticeList: View {
            var body: some View { Text(NoticeType.university.rawValue + " \\(Constants.pageSize)") }
        }
        """),
    ]

    @Test func theTargetMostFilesImportKeepsTheNameAndTheOthersAreRenamedWhereTheyResolve() {
        let (files, notes) = TargetScopedNames.rewrite(Self.files)
        #expect(files[0].text == Self.files[0].text, "Models keeps NoticeType and Constants")
        #expect(files[1].text.contains("public typealias NoticeType_Networks = String"))
        #expect(files[1].text.contains("enum Constants_Networks { static let host") && files[1].text.contains("\\(Constants_Networks.host)"))
        #expect(files[1].text.contains("func path(for type: NoticeType_Networks)"))
        #expect(files[2].text.contains("fetch(_ type: NoticeType_Networks)"), "a file importing Networks alone reads its NoticeType")
        #expect(files[3].text == Self.files[3].text)
        #expect(notes.contains("target Networks: 'NoticeType' renamed 'NoticeType_Networks': target Models declares it too, and the targets are compiled as one program"))
        #expect(SourceModules().module(of: "Kit/Sources/Models/Notice.swift") == "Models" && SourceModules().module(of: "App/A.swift") == nil)
    }

    /// IceCubes' shape: the `Env` target declares `enum Duration`, the `Models` target (which does not
    /// import Env) means Swift's; `Env` refers to a `Models` type by its module name.
    static let shadowing: [(name: String, text: String)] = [
        ("Kit/Sources/Env/Duration.swift", """
        import SwiftUI
        import Models
        public enum Duration: Int, CaseIterable { case short = 2, long = 5 }
        public struct Toast { public var duration: Duration = .short; public var post: Models.Post }
        """),
        ("Kit/Sources/Models/Post.swift", """
        import Foundation
        public struct Post { public var title = "Hello"; public var age = Duration.seconds(90) }
        """),
        ("Kit/Sources/Kit/Kit.swift", """
        @_exported import Env
        public enum KitVersion { public static let delay = Duration.long }
        """),
        ("App/ToastView.swift", """
        import SwiftUI
        import Env
        import Models
        struct ToastView: View {
            let toast = Toast(post: Models.Post())
            var body: some View { Text(toast.post.title + " \\(Duration.allCases.count)") }
        }
        """),
    ]

    @Test func aTargetsTypeShadowingTheSDKsIsRenamedWhereOtherTargetsMeanTheSDKs() {
        let (files, notes) = TargetScopedNames.rewrite(Self.shadowing)
        #expect(files[0].text.contains("public enum Duration_Env: Int") && files[0].text.contains("var duration: Duration_Env = .short"))
        #expect(files[0].text.contains("public var post: GuideRunner.Post }"), "qualified with the program's module")
        #expect(files[1].text == Self.shadowing[1].text, "Models, which does not import Env, keeps Swift's Duration")
        #expect(files[2].text.contains("static let delay = Duration_Env.long"), "Kit sees Env's through its re-export")
        #expect(files[3].text.contains("Duration_Env.allCases") && files[3].text.contains("Toast(post: GuideRunner.Post())"))
        #expect(notes == ["target Env: 'Duration' renamed 'Duration_Env': files of other targets that do not import Env "
                          + "use the name for another declaration (the SDK's), and the targets are compiled as one program"])
        // A target seen through an umbrella's re-export is not shadowing anything there.
        let umbrella: [(name: String, text: String)] = [
            ("Kit/Sources/Core/Binding.swift", "public struct InlineBinding { public init() {} }"),
            ("Kit/Sources/Kit/Kit.swift", "@_exported import Core"),
            ("Kit/Sources/Controls/Toggle.swift", "import Kit\nlet binding = InlineBinding()"),
        ]
        #expect(TargetScopedNames.rewrite(umbrella).files.map(\.text) == umbrella.map(\.text))
        // The umbrella's own files see what it re-exports without importing it (CWSDesignSystem's tokens).
        let tokens: [(name: String, text: String)] = [
            ("DS/Sources/DSFoundation/Spacing.swift", "import CoreGraphics\npublic enum Spacing { public static let md: CGFloat = 16 }"),
            ("DS/Sources/DS/Exports.swift", "@_exported import DSFoundation"),
            ("DS/Sources/DS/Card.swift", "import SwiftUI\nstruct Card: View { var body: some View { Text(\"A\").padding(Spacing.md) } }"),
            ("DS/Sources/Other/Gap.swift", "import SwiftUI\nlet gap = Spacing.self"),
        ]
        let rewritten = TargetScopedNames.rewrite(tokens).files.map(\.text)
        #expect(rewritten[0].contains("enum Spacing_DSFoundation"), "renamed where a target that does not see it uses the name")
        #expect(rewritten[2].contains("padding(Spacing_DSFoundation.md)"), "the umbrella's own file sees the re-export")
        #expect(rewritten[3] == tokens[3].text)
        // Folders of one module (nothing imports them) are not modules: nothing is renamed.
        let folders = Self.shadowing.map { (name: $0.name, text: $0.text.replacingOccurrences(of: "import Models\n", with: "")
            .replacingOccurrences(of: "import Env\n", with: "").replacingOccurrences(of: "@_exported ", with: "")) }
        #expect(TargetScopedNames.rewrite(folders).files.map(\.text) == folders.map(\.text))
    }

    /// SwiftfulUI and SwiftfulRouting vendored beside an app: each declares `View.onFirstAppear`, the
    /// router's internal. Its files call their own, renamed apart; the app calls SwiftfulUI's public one.
    @Test func anInternalExtensionMemberAnotherTargetAlsoDeclaresIsRenamedInItsTarget() {
        let files: [(name: String, text: String)] = [
            ("SwiftfulUI/Sources/SwiftfulUI/OnFirstAppear.swift", """
            import SwiftUI
            public extension View {
                func onFirstAppear(action: @escaping () -> Void) -> some View { onAppear(perform: action) }
            }
            """),
            ("SwiftfulRouting/Sources/SwiftfulRouting/OnFirstAppear.swift", """
            import SwiftUI
            extension View {
                func onFirstAppear(perform action: @escaping () -> Void) -> some View { onAppear(perform: action) }
            }
            """),
            ("SwiftfulRouting/Sources/SwiftfulRouting/Router.swift", """
            import SwiftUI
            struct Router: View { var body: some View { Text("x").onFirstAppear { } } }
            """),
            ("App/Home.swift", """
            import SwiftUI
            import SwiftfulUI
            import SwiftfulRouting
            struct Home: View { var body: some View { Text("x").onFirstAppear { } } }
            """),
        ]
        let rewritten = TargetScopedNames.rewrite(files)
        #expect(rewritten.files[0].text == files[0].text, "the public one keeps its name")
        #expect(rewritten.files[1].text.contains("func onFirstAppear_SwiftfulRouting(perform action:"))
        #expect(rewritten.files[2].text.contains(".onFirstAppear_SwiftfulRouting { }"))
        #expect(rewritten.files[3].text == files[3].text)
        #expect(rewritten.notes.contains { $0.hasPrefix("target SwiftfulRouting: internal 'onFirstAppear' in an extension of View renamed") })
    }

    /// A Tuist workspace's app and design system each declare `Font.bold(_:)` over their own generated
    /// font family (SYM): the renamed member is the font's, not the family's `Pretendard.bold` beside it.
    @Test func aRenamedExtensionMemberLeavesOtherTypesMembersOfItsName() {
        let files: [(name: String, text: String)] = [
            ("Projects/App/Sources/Font.swift", """
            extension Font {
                static func bold(_ size: CGFloat) -> Font { SYMFontFamily.Pretendard.bold.swiftUIFont(size: size) }
            }
            struct Title: View { var body: some View { Text("x").font(.bold(20)).font(Font.bold(18)) } }
            """),
            ("Projects/DesignSystem/Sources/Font.swift", """
            extension Font {
                static func bold(_ size: CGFloat) -> Font { KitFontFamily.Pretendard.bold.swiftUIFont(size: size) }
            }
            """),
            ("Projects/App/Tests/TitleTests.swift", "@testable import App\nimport DesignSystem"),
        ]
        let modules = SourceModules(names: ["App", "DesignSystem"], folders: ["Projects/App/Sources": "App", "Projects/DesignSystem/Sources": "DesignSystem"])
        let app = TargetScopedNames.rewrite(files, modules: modules).files[0].text
        #expect(app.contains("static func bold_App(_ size: CGFloat) -> Font { SYMFontFamily.Pretendard.bold.swiftUIFont"), "\(app)")
        #expect(app.contains(".font(.bold_App(20)).font(Font.bold_App(18))"))
    }

    @Test func anAppWithoutTargetsIsLeftAsItIs() {
        let app = [("A.swift", "enum Constants {}"), ("B/B.swift", "struct Row {}")]
        #expect(TargetScopedNames.rewrite(app).files.map(\.text) == app.map(\.1))
        // One module laid out in `Sources/<Folder>/` may overload a function across folders.
        let overloads = [("App/Sources/Utils/Format.swift", "func format(_ value: Int) -> String { \"\\(value)\" }"),
                         ("App/Sources/Views/Price.swift", "func format(_ value: Double) -> String { \"\\(value)\" }")]
        #expect(TargetScopedNames.rewrite(overloads).files.map(\.text) == overloads.map(\.1))
        let extensionOverloads = [("App/Sources/Utils/Card.swift", "extension View { func card() -> some View { self } }"),
                                  ("App/Sources/Views/Card.swift", "extension View { func card(_ padding: Int) -> some View { self } }")]
        #expect(TargetScopedNames.rewrite(extensionOverloads).files.map(\.text) == extensionOverloads.map(\.1))
    }

    /// HMRC's shape: a class nested in `Color` takes the name of the module's protocol it adopts,
    /// which it can only name qualified with the module; and SwiftUI-Kit's public untyped `@Entry` and
    /// Mac-only view (compiled out for the iPhone: no component, no failure).
    static let nestedNamesake = (name: "Kit/Sources/Models/Palette.swift", text: """
        import SwiftUI
        public protocol Palette { var accent: Color { get } }
        extension Color {
            open class Palette: Models.Palette { public init() {}; open var accent: Color { .orange } }
        }
        public extension EnvironmentValues { @Entry var paletteIsDark = false }
        #if os(macOS)
        struct MacPalettePanel: View { var body: some View { Text("Mac") } }
        #endif
        """)

    @Test func aQualifiedNameReachesTheTopLevelDeclarationPastANestedNamesake() {
        let text = TargetScopedNames.rewrite(Self.files + [Self.nestedNamesake]).files.last!.text
        #expect(text.contains("open class Palette: GuideRunner.Palette {"))
        let longer = TargetScopedNames.unqualifying(["SUIComponents"], in: "let colors: SUIComponents.SemanticColors")
        #expect(longer == "let colors:   GuideRunner.SemanticColors", "a longer module name is padded, keeping the columns after it")
    }

    /// RagiSwiftUIComponents' example app imports the framework its Xcode project builds beside it and
    /// picks its `Slider` over SwiftUI's as `RagiSwiftUIComponents.Slider`: one program, one module.
    @Test func anExampleAppQualifyingAFrameworksNameWithItsFolderReachesIt() {
        let files = [("Ragi/Components/Slider.swift", "public struct Slider: View { public var body: some View { Text(\"s\") } }"),
                     ("Ragi/ExampleApp/Rate.swift", "import SwiftUI\nimport Ragi\nlet slider = Ragi.Slider()")]
        #expect(TargetScopedNames.rewrite(files).files[1].text == "import SwiftUI\nimport Ragi\nlet slider = GuideRunner.Slider()")
        let unimported = [("Views/Row.swift", "let row = Views.row")]
        #expect(TargetScopedNames.rewrite(unimported).files[0].text == "let row = Views.row", "a folder no file imports is no module")
    }

    /// A package whose one target builds `Sources/` under another name (`DesignSystem`, its manifest's
    /// `path: "Sources"`): its demo app imports that name and qualifies names with it; a type of the
    /// module's name keeps its qualified members.
    @Test func aPackageModuleBuiltFromAFolderOfAnotherNameIsTheProgramsModule() {
        let files = [("Sources/Buttons/Primary.swift", "public struct PrimaryButton {}"),
                     ("Demo/Screen.swift", "import DesignSystem\nlet button = DesignSystem.PrimaryButton()")]
        #expect(TargetScopedNames.rewrite(files, modules: SourceModules(names: ["DesignSystem"])).files[1].text
                == "import DesignSystem\nlet button =  GuideRunner.PrimaryButton()")
        let namesake = files + [("Sources/Tokens/DesignSystem.swift", "public enum DesignSystem { public static let spacing = 8.0 }"),
                                ("Demo/Spacing.swift", "import DesignSystem\nlet gap = DesignSystem.spacing")]
        #expect(TargetScopedNames.rewrite(namesake, modules: SourceModules(names: ["DesignSystem"])).files[3].text == "import DesignSystem\nlet gap = DesignSystem.spacing")
    }

    /// QuickBlox's UI kit reads its settings as `QuickBloxUIKit.settings` in its own files, the one
    /// target of its package or one of several; a target that declares a type of its own name keeps it.
    @Test func aTargetsOwnFilesQualifyingItsNamesWithItsModuleReachThem() {
        let own = [("Kit/Sources/QuickBloxUIKit/Row.swift", "let settings = 1\nlet width = QuickBloxUIKit.settings + row.QuickBloxUIKit.x")]
        #expect(TargetScopedNames.rewrite(own).files[0].text
                == "let settings = 1\nlet width =    GuideRunner.settings + row.QuickBloxUIKit.x")
        let several = own + [("Kit/Sources/QuickBloxData/Repo.swift", "struct Repo { let page = QuickBloxData.pageSize }\nlet pageSize = 20")]
        #expect(TargetScopedNames.rewrite(several).files.map(\.text).allSatisfy { !$0.contains(" QuickBlox") })
        let namesake = [("Kit/Sources/Theme/Theme.swift", "enum Theme { static let accent = 1 }\nlet accent = Theme.accent")]
        #expect(TargetScopedNames.rewrite(namesake).files.map(\.text) == namesake.map(\.1))
    }

    /// SwiftUI-Kit's umbrella target overrides SwiftUI's names for its importers with its own targets'
    /// types: `public typealias TextField = SwiftUIControls.TextField`, where the struct is renamed
    /// apart from the typealias, names the renamed struct.
    @Test func aQualifiedNameReachesItsTargetsRenamedDeclaration() {
        let files: [(name: String, text: String)] = [
            ("Kit/Sources/Controls/TextField.swift", "import SwiftUI\npublic struct TextField: View { public var body: some View { Text(\"field\") } }"),
            ("Kit/Sources/Kit/Kit.swift", "@_exported import Controls\npublic typealias TextField = Controls.TextField"),
            ("App/Form.swift", "import Kit\nstruct Form { let field = TextField() }"),
            ("App/Other.swift", "import Kit\nstruct Other { let field = TextField() }"),
        ]
        let (rewritten, _) = TargetScopedNames.rewrite(files)
        #expect(rewritten[0].text.contains("public struct TextField_Controls: View"))
        #expect(rewritten[1].text.hasSuffix("public typealias TextField = GuideRunner.TextField_Controls"))
        #expect(rewritten[2].text == files[2].text, "the umbrella's importers read its typealias")
    }

    @Test(.timeLimit(.minutes(3)))
    func theTargetsCompileTogether() throws {
        let files = Dictionary(uniqueKeysWithValues: (Self.files + [Self.nestedNamesake]).map { ("Reader/" + $0.name, $0.text) })
        try GuideBuildTests.renderThroughRunner(files: files, loading: "Reader") { report, _ in
            #expect(report.compiled.failedBlocks.isEmpty, "\(report.compiled.failedBlocks.map(\.message))")
            #expect(report.entries.map(\.component) == ["NoticeList"] && report.entries.map(\.status) == ["rendered"])
        }
        let shadowing = Dictionary(uniqueKeysWithValues: Self.shadowing.map { ("Toasts/" + $0.name, $0.text) })
        try GuideBuildTests.renderThroughRunner(files: shadowing, loading: "Toasts") { report, _ in
            #expect(report.compiled.failedBlocks.isEmpty, "\(report.compiled.failedBlocks.map(\.message))")
            #expect(report.entries.map(\.status) == ["rendered"], "\(report.entries.map(\.component))")
        }
    }

    /// An app qualifies its own type with its module, the Xcode target's product module name, where an
    /// imported module's type has the name too (LineClone's `LineClone.User` beside `FirebaseAuth.User`).
    @Test func theAppsOwnModuleQualifiesItsNames() {
        let files = [("LineClone/Model/User.swift", "struct User {}\nstruct LineCloneApp {}"),
                     ("LineClone/Service/Auth.swift", "import FirebaseAuth\nfunc signUp(_ done: (LineClone.User?, FirebaseAuth.User?) -> Void) {}")]
        var modules = SourceModules()
        modules.appModules = [SourceModules.moduleName(ofTarget: "LineClone")]
        let rewritten = TargetScopedNames.rewrite(files, modules: modules).files.map(\.text)
        #expect(rewritten[1].contains("(GuideRunner.User?, FirebaseAuth.User?)"), "\(rewritten[1])")
        #expect(rewritten[0] == files[0].1)
        #expect(SourceModules.moduleName(ofTarget: "My App-iOS") == "My_App_iOS" && SourceModules.moduleName(ofTarget: "2048") == "_2048")
    }
}
