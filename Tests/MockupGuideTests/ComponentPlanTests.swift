import Foundation
import Testing
@testable import MockupGuide

/// Which components a guide has and the sample arguments each variant is built with.
struct ComponentPlanTests {
    static func plan(_ code: String) -> ComponentPlan {
        let program = GuideProgram(swiftFiles: [("Views.swift", code)])
        return ComponentPlan(program: program, types: TypeDeclaration.all(in: program.source))
    }

    static func variants(_ plan: ComponentPlan, _ name: String) -> [ComponentPlan.Variant] {
        guard case .view(let variants) = plan.components.first(where: { $0.name == name })?.source else { return [] }
        return variants
    }

    @Test func samplesComeFromCommentsCallSitesAndNames() {
        let plan = Self.plan("""
        extension Color { static let acmeCanvas = Color(white: 0.96); static let acmeInk = Color.black }
        struct Row: View {
            let merchant: String
            let amount: String // "£4.20"
            let progress: Double // 0...1
            var onTap: () -> Void
            var body: some View { Text(merchant) }
        }
        struct Screen: View {
            var body: some View { Row(merchant: "Pret A Manger", amount: total, progress: 0.5, onTap: {}) }
            var total: String { "x" }
        }
        struct Product { let title: String }
        final class DataService { static let instance = DataService(); let data = [Product(title: "Latte")] }
        struct DetailView: View {
            let product: Product
            var body: some View { Text(product.title) }
        }
        struct DetailView_Previews: PreviewProvider {
            static var previews: some View { DetailView(product: DataService.instance.data[0]) }
        }
        """)
        let row = Self.variants(plan, "Row")
        #expect(row.count == 1)
        #expect(row[0].arguments.map(\.label) == ["merchant", "amount", "progress", "onTap"])
        #expect(row[0].arguments.map(\.value) == ["\"Pret A Manger\"", "\"£4.20\"", "0.5", "{}"],
                "a call-site literal wins; a variable at the call site does not count; the comment gives the amount")
        #expect(Self.variants(plan, "DetailView").first?.arguments.map(\.value) == ["DataService.instance.data[0]"],
                "an element of the app's own data a preview passes")
        #expect(plan.canvas.light == "Color.acmeCanvas" && plan.canvas.dark == "Color.acmeCanvas")
    }

    /// A model value built for a view takes the values the code passes its initializer (its sample
    /// data, a number with digit separators); the elements of an array still differ.
    @Test func modelValuesTakeTheArgumentsTheCodePassesTheirInitializer() {
        let plan = Self.plan("""
        struct Currency: Hashable { let code: String; let name: String }
        struct Account: Hashable { var currency: Currency; var balance: Decimal }
        enum Samples { static let all = [Currency(code: "EUR", name: "Euro"), Currency(code: "GBP", name: "Pound")] }
        final class Store { func opening() -> Account { Account(currency: Samples.all[0], balance: 4_218.37) } }
        struct BalanceHeader: View {
            let account: Account
            var body: some View { Text(account.balance, format: .currency(code: account.currency.code)) }
        }
        struct Money { let code: String; let amount: Double }
        func fee() -> Money { Money(code: "USD", amount: 1_250.5) }
        struct PriceTag: View {
            let price: Money
            var body: some View { Text(price.amount, format: .currency(code: price.code)) }
        }
        struct CurrencyList: View {
            let currencies: [Currency]
            var body: some View { ForEach(currencies, id: \\.self) { Text($0.name) } }
        }
        """)
        let header = Self.variants(plan, "BalanceHeader").first?.arguments.first?.value ?? ""
        #expect(header == "Account(currency: Samples.all[0], balance: 4_218.37)", "\(header)")
        #expect(Self.variants(plan, "PriceTag").first?.arguments.first?.value == "Money(code: \"USD\", amount: 1_250.5)")
        let list = Self.variants(plan, "CurrencyList").first?.arguments.first?.value ?? ""
        #expect(!list.contains("\"EUR\""), "an array's elements are told apart: \(list)")
    }

    /// Apple's Landmarks tutorial passes its previews the app's own data through a static of the
    /// preview (`landmarks[0]`), a fresh model (`ModelData().features[0]`), an initializer of literals
    /// (`Angle(degrees: 5)`), ranges, key paths and bindings to such values; a view never called with a
    /// landmark takes one passed to another view; a namespace a parent owns is a fresh one.
    @Test func samplesComeFromPreviewStaticsInitializersAndOtherViewsCalls() {
        let plan = Self.plan("""
        struct Landmark: Codable { var name: String }
        final class ModelData { var landmarks = [Landmark(name: "Turtle Rock")]; var features: [Landmark] { landmarks } }
        struct Hike { var elevation: Range<Double> }
        struct LandmarkRow: View {
            var landmark: Landmark
            var body: some View { Text(landmark.name) }
        }
        struct LandmarkRow_Previews: PreviewProvider {
            static let landmarks = ModelData().landmarks
            static var previews: some View { LandmarkRow(landmark: landmarks[0]) }
        }
        struct FeatureCard: View {
            var landmark: Landmark
            var body: some View { TextOverlay(landmark: landmark) }
        }
        struct TextOverlay: View {
            var landmark: Landmark
            var body: some View { Text(landmark.name) }
        }
        struct FeatureCard_Previews: PreviewProvider {
            static var previews: some View { FeatureCard(landmark: ModelData().features[0]) }
        }
        struct RotatedBadgeSymbol: View {
            let angle: Angle
            var body: some View { Text("x").rotationEffect(angle) }
        }
        struct RotatedBadgeSymbol_Previews: PreviewProvider {
            static var previews: some View { RotatedBadgeSymbol(angle: Angle(degrees: 5)) }
        }
        struct GraphCapsule: View {
            var height: CGFloat
            var range: Range<Double>
            var path: KeyPath<Hike, Range<Double>>
            var body: some View { Capsule().frame(height: height) }
        }
        struct GraphCapsule_Previews: PreviewProvider {
            static var previews: some View { GraphCapsule(height: 150, range: 10..<50, path: \\.elevation) }
        }
        struct DailyScrum { var title: String; static let sampleData = [DailyScrum(title: "Design")] }
        struct DetailView: View {
            @Binding var scrum: DailyScrum
            var body: some View { Text(scrum.title) }
        }
        struct DetailView_Previews: PreviewProvider {
            static var previews: some View { DetailView(scrum: .constant(DailyScrum.sampleData[0])) }
        }
        struct ScrumTitle: View {
            let title: String
            var body: some View { Text(title) }
        }
        struct ScrumTitle_Previews: PreviewProvider {
            static var previews: some View { ScrumTitle(title: DailyScrum.sampleData[0].title) }
        }
        struct CardView: View {
            let scrum: DailyScrum
            var body: some View { Text(scrum.title) }
        }
        struct EditView: View {
            @Binding var scrum: DailyScrum
            var body: some View { Text(scrum.title) }
        }
        struct ProductCard: View {
            var cardNamespace: Namespace.ID
            var body: some View { Rectangle().matchedGeometryEffect(id: "card", in: cardNamespace) }
        }
        """)
        func arguments(_ name: String) -> [String] { Self.variants(plan, name).first?.arguments.map(\.value) ?? [] }
        #expect(arguments("LandmarkRow") == ["LandmarkRow_Previews.landmarks[0]"])
        #expect(arguments("FeatureCard") == ["ModelData().features[0]"])
        #expect(arguments("TextOverlay") == ["LandmarkRow_Previews.landmarks[0]"])
        #expect(arguments("RotatedBadgeSymbol") == ["Angle(degrees: 5)"])
        #expect(arguments("GraphCapsule") == ["150", "10..<50", "\\.elevation"])
        #expect(arguments("ProductCard") == ["Namespace().wrappedValue"])
        #expect(arguments("DetailView") == [".constant(DailyScrum.sampleData[0])"])
        #expect(arguments("ScrumTitle") == ["DailyScrum.sampleData[0].title"], "a member of an element")
        #expect(arguments("CardView") == ["DailyScrum.sampleData[0]"], "a binding's value serves a view that takes the value")
        #expect(arguments("EditView") == [".constant(DailyScrum.sampleData[0])"])
    }

    /// A preview passing a list's rows as an array literal (of initializers, `.init(…)` or tuples,
    /// over several lines) gives the view those rows, not made-up "Title 1" rows.
    @Test func samplesComeFromArrayAndTupleLiteralsAPreviewPasses() {
        let plan = Self.plan("""
        struct Service: Identifiable { let id = UUID(); var symbol: String; var title: String }
        struct Spend { var month: String; var amount: Double }
        struct ServiceGrid: View {
            let services: [Service]
            var body: some View { ForEach(services) { Text($0.title) } }
        }
        struct SpendChart: View {
            let data: [Spend]
            var body: some View { Text("\\(data.count)") }
        }
        struct ActionRow: View {
            let actions: [(symbol: String, title: String)]
            var body: some View { Text(actions[0].title) }
        }
        struct Grid2: View {
            let services: [Service]
            var body: some View { Text("") }
        }
        #Preview("TH") {
            VStack {
                ServiceGrid(services: [
                    Service(symbol: "car.fill", title: "รถยนต์"),
                    Service(symbol: "bicycle", title: "มอเตอร์ไซค์"),
                ])
                SpendChart(data: [.init(month: "Agu", amount: 420_000), .init(month: "Sep", amount: 380_000)])
                ActionRow(actions: [(symbol: "plus.circle", title: "Isi Saldo"), ("qrcode", "Scan")])
                Grid2(services: [Service(symbol: "car.fill", title: title)])
            }
        }
        """)
        func arguments(_ name: String) -> [String] { Self.variants(plan, name).first?.arguments.map(\.value) ?? [] }
        #expect(arguments("ServiceGrid").first?.contains("มอเตอร์ไซค์") == true, "\(arguments("ServiceGrid"))")
        #expect(arguments("SpendChart") == ["[.init(month: \"Agu\", amount: 420_000), .init(month: \"Sep\", amount: 380_000)]"])
        #expect(arguments("ActionRow") == ["[(symbol: \"plus.circle\", title: \"Isi Saldo\"), (\"qrcode\", \"Scan\")]"])
        #expect(arguments("Grid2").first?.contains("title: title") != true, "a row naming the caller's variable is not a literal")
    }

    /// The first Landmarks tutorial (2019) keeps its data in global constants its previews pass
    /// (`LandmarkRow(landmark: landmarkData[0])`); a view's own property of that name is its own.
    @Test func samplesComeFromGlobalConstantsTheCodePasses() {
        let plan = Self.plan("""
        struct Landmark: Codable { var name: String }
        let landmarkData: [Landmark] = [Landmark(name: "Turtle Rock")]
        var hikeNames = ["Lonesome Ridge"]
        struct LandmarkRow: View {
            var landmark: Landmark
            var body: some View { Text(landmark.name) }
        }
        struct LandmarkRow_Previews: PreviewProvider {
            static var previews: some View { LandmarkRow(landmark: landmarkData[0]) }
        }
        struct HikeTitle: View {
            var title: String
            var body: some View { Text(title) }
        }
        struct HikeList: View {
            var hikeNames = ["Own"]
            var body: some View { HikeTitle(title: hikeNames[0]) }
        }
        struct LandmarkDetail: View {
            var landmark: Landmark
            var body: some View { Text(landmark.name) }
        }
        """)
        func arguments(_ name: String) -> [String] { Self.variants(plan, name).first?.arguments.map(\.value) ?? [] }
        #expect(arguments("LandmarkRow") == ["landmarkData[0]"])
        #expect(arguments("LandmarkDetail") == ["landmarkData[0]"], "a landmark passed to another view")
        #expect(arguments("HikeTitle") != ["hikeNames[0]"], "the list's own property shadows the global")
    }

    /// A name the code draws as an asset image (`Image(tab.icon)`, `UIImage(named: photo)`) samples one
    /// of the app's catalog images, one whose name shares a word with it first; SF Symbol names stay symbols.
    /// diEAT's editor passes `Icon.exercise.rawValue`, its own nested enum: the render's call names it in full.
    @Test func aNestedTypeACallPassesIsNamedInFull() {
        let plan = Self.plan("""
        struct CustomIcon: View {
            let iconName: String
            var body: some View { Image(iconName) }
        }
        struct EditPostView: View {
            enum Icon: String { case exercise, pig }
            var body: some View { CustomIcon(iconName: Icon.exercise.rawValue) }
        }
        """)
        #expect(Self.variants(plan, "CustomIcon").first?.arguments.map(\.value) == ["EditPostView.Icon.exercise.rawValue"])
        // A name several types nest (each screen's `Constants`) is the caller's own: not passed from elsewhere.
        let screens = Self.plan("""
        struct Counter: View {
            var maxQuantity: Int
            var body: some View { Text("\\(maxQuantity)") }
        }
        struct ToolBar: View {
            enum Constants { static let maxQuantity = 99 }
            var body: some View { Counter(maxQuantity: Constants.maxQuantity) }
        }
        struct Header: View {
            enum Constants { static let title = "Menu" }
            var body: some View { Text(Constants.title) }
        }
        """)
        #expect(Self.variants(screens, "Counter").first.map { !$0.arguments[0].value.contains("Constants") } == true)
    }

    @Test func namesDrawnAsAssetImagesSampleTheCatalogsImages() {
        let code = """
        struct TabItem { let icon: String }
        struct TabBar: View {
            let tabs: [TabItem]
            var body: some View { HStack { ForEach(0..<tabs.count, id: \\.self) { Image(tabs[$0].icon) } } }
        }
        struct Badge: View {
            let icon: String
            var body: some View { Image(icon) }
        }
        struct Cover: View {
            let photo: String
            var body: some View { Image(uiImage: UIImage(named: photo)!) }
        }
        struct Row: View {
            let symbol: String
            var body: some View { Image(systemName: symbol) }
        }
        struct Listing { let imageUrls: [String] }
        struct Carousel: View {
            let listing: Listing
            var body: some View { TabView { ForEach(listing.imageUrls, id: \\.self) { url in Image(url) } } }
        }
        """
        let program = GuideProgram(swiftFiles: [("Views.swift", code)])
        let plan = ComponentPlan(program: program, types: TypeDeclaration.all(in: program.source),
                                 imageNames: ["Filled Gear", "cover", "home.icon", "user-icon"])
        #expect(Self.variants(plan, "Badge").first?.arguments.map(\.value) == [#""home.icon""#])
        #expect(Self.variants(plan, "TabBar").first?.arguments.map(\.value)
                == [#"[TabItem(icon: "home.icon"), TabItem(icon: "user-icon"), TabItem(icon: "home.icon")]"#])
        #expect(Self.variants(plan, "Cover").first?.arguments.map(\.value) == [#""Filled Gear""#])
        #expect(Self.variants(plan, "Row").first?.arguments.map(\.value) == [#""star.fill""#])
        #expect(Self.variants(plan, "Carousel").first?.arguments.map(\.value)
                == [#"Listing(imageUrls: ["Filled Gear", "cover", "home.icon"])"#], "a list ForEach draws as images")
        #expect(Self.variants(Self.plan(code), "Badge").first?.arguments.map(\.value) == [#""star.fill""#],
                "without catalog images the name is a symbol's")
    }

    /// A view model class whose properties all have values is made with its `init()`; a navigation
    /// path starts empty; a set holds distinct elements.
    @Test func viewModelsPathsAndSetsHaveSamples() {
        let plan = Self.plan("""
        enum Tag: Hashable { case vegan, quick }
        final class ProfileModel: ObservableObject {
            @Published var name = ""
            @Published var photo: Data?
            let earliest: Date = Date()
        }
        final class Store: ObservableObject { let api: URL }
        struct EditProfile: View {
            @ObservedObject var viewModel: ProfileModel
            @Binding var path: NavigationPath
            let tags: Set<Tag>
            var body: some View { Text(viewModel.name) }
        }
        struct Shelf: View {
            @ObservedObject var store: Store
            var body: some View { Text("Shelf") }
        }
        """)
        #expect(Self.variants(plan, "EditProfile").first?.arguments.map(\.value)
                == ["ProfileModel()", ".constant(NavigationPath())", "[.vegan, .quick]"])
        #expect(Self.variants(plan, "Shelf").isEmpty, "a class whose properties need values has no init()")
    }

    /// A report names each argument once: an initializer without labels (`BannerText("Text", .primary,
    /// .purple)`) by its parameters' names, where `_` three times once crashed the runner on a
    /// dictionary literal with duplicate keys.
    @Test func unlabelledArgumentsAreReportedByTheirParameterNames() {
        let plan = Self.plan("""
        struct BannerText: View {
            var text: String
            var textColor: Color
            var backColor: Color
            var body: some View { Text(text).foregroundColor(textColor).background(backColor) }
            init(_ text: String, _ textColor: Color, _ backColor: Color) {
                self.text = text; self.textColor = textColor; self.backColor = backColor
            }
        }
        """)
        let banner = Self.variants(plan, "BannerText")
        #expect(banner.first?.arguments.map(\.label) == ["_", "_", "_"])
        #expect(banner.first?.reportedArguments.map(\.key) == ["text", "textColor", "backColor"])
        let twice = ComponentPlan.Variant(name: nil, arguments: [("at", "x", "1"), ("at", "y", "2")])
        #expect(twice.reportedArguments.map(\.key) == ["at", "at-2"])
    }

    /// Tokens are named as another file writes them: through the types they are declared in, and
    /// never when private or inside a generic type (the runner could not reach them).
    @Test func canvasAndSampleTokensAreNamedThroughTheirTypes() {
        let plan = Self.plan("""
        enum Theme {
            static let canvas = Color(red: 0.1, green: 0.1, blue: 0.1)
            static let accent = Color(red: 0.9, green: 0.1, blue: 0.1)
        }
        public extension Color {
            struct Elevation { public static let background = Color("background") }
        }
        private enum Hidden { static let coral = Color(red: 1, green: 0.4, blue: 0.3) }
        struct Box<T> { static let lime = Color(red: 0.6, green: 0.9, blue: 0.1) }
        struct Chip: View {
            private static let mint = Color(red: 0.2, green: 0.9, blue: 0.6)
            var tint: Color
            var body: some View { Text("Chip").background(tint) }
        }
        """)
        #expect(plan.canvas.light == "Theme.canvas" && plan.canvas.dark == "Theme.canvas")
        #expect(Self.variants(plan, "Chip").first?.arguments.map(\.value) == ["Theme.accent"],
                "the first vivid token other files can name")
        let tokens = ColorToken.all(in: """
        public extension Color {
            struct Elevation { public static let background = Color("background") }
        }
        extension Theme.Palette { static let ink = Color.black }
        fileprivate extension Color { static let hidden = Color.red }
        """)
        #expect(tokens.map(\.reference) == ["Color.Elevation.background", "Theme.Palette.ink", nil])
    }

    /// A closure sample takes one `_` per parameter of the closure type, through an optional.
    @Test func emptyClosuresMatchTheirTypesParameters() {
        #expect(ArgumentInference.emptyClosure("() -> Void") == "{}")
        #expect(ArgumentInference.emptyClosure("(() -> Void)?") == "{}", "not one parameter named `(`")
        #expect(ArgumentInference.emptyClosure("((Item) -> Void)?") == "{ _ in }")
        #expect(ArgumentInference.emptyClosure("(() -> Void)") == "{}", "an optional's parenthesised function type")
        #expect(ArgumentInference.emptyClosure("@escaping @MainActor (Int, (String) -> Bool) -> Void") == "{ _, _ in }")
        #expect(ArgumentInference.emptyClosure("(Void) -> Void") == "{}")
    }

    /// A documented range with signs (`// -6.0 ... +6.0`) gives a value 64 % of the way along it,
    /// not its lower end.
    @Test func signedCommentRangesGiveAValueInside() {
        #expect(ArgumentInference.numberSample("-6.0 ... +6.0, 0 = neutral", integer: false) == "1.68")
        #expect(ArgumentInference.numberSample("+0 - +100", integer: true) == "64")
        #expect(ArgumentInference.numberSample("0...1", integer: false) == "0.64")
    }

    /// A fetch's property wrapper is not an argument, even when its attribute spans lines of its own.
    @Test func fetchRequestPropertiesAreNotArguments() {
        let plan = Self.plan("""
        struct ItemList: View {
            @FetchRequest(
                sortDescriptors: [NSSortDescriptor(keyPath: \\Item.timestamp, ascending: true)],
                animation: .default)
            private var items: FetchedResults<Item>
            @SectionedFetchRequest(sectionIdentifier: \\Item.day, sortDescriptors: [SortDescriptor(\\Item.day)]) var days: SectionedFetchResults<String, Item>
            let title: String // "Inbox"
            var body: some View { Text(title) }
        }
        """)
        #expect(Self.variants(plan, "ItemList").map { $0.arguments.map(\.label) } == [["title"]])
    }

    /// Canvas tokens are found by the words of their names, whatever the colour's spelling.
    @Test func canvasTokensAreNamedByWholeWords() {
        let plan = Self.plan("""
        extension Color {
            static let mbGold = Color(red: 0.7, green: 0.5, blue: 0.2)
            static let mbCanvas        = Color.white
            static let mbDarkCanvas    = Color(red: 0.07, green: 0.07, blue: 0.08)
            static let tagBg: Color = .gray
        }
        """)
        #expect(plan.canvas.light == "Color.mbCanvas" && plan.canvas.dark == "Color.mbDarkCanvas",
                "`Color.white` is a token, and `mbGold` holds no `bg` word")
        let bg = Self.plan("extension Color { static let mbGold = Color.orange; static let bg_primary: Color = .white }")
        #expect(bg.canvas.light == "Color.bg_primary" && bg.canvas.dark == "Color.bg_primary")
        // A comment names the canvas; a code block's background is not the app's.
        let commented = Self.plan("""
        extension Color {
            static let claudeCream  = Color(red: 0.973, green: 0.957, blue: 0.929) // #F8F4ED canvas
            static let claudeInk    = Color(red: 0.176, green: 0.145, blue: 0.125) // #2D2520 text on canvas
            static let claudeCodeBg = Color(red: 0.122, green: 0.106, blue: 0.086) // #1F1B16
        }
        """)
        #expect(commented.canvas.light == "Color.claudeCream")
        let qualified = Self.plan("""
        extension Color {
            static let acmeInk    = Color.black
            static let acmeCodeBg = Color(white: 0.1)
            static let acmeBgPrimary = Color(white: 0.98)
        }
        """)
        #expect(qualified.canvas.light == "Color.acmeBgPrimary", "the brand's prefix and plain words only")
        #expect(ComponentPlan.nameWords("ktChatBgLight") == ["kt", "chat", "bg", "light"])
        #expect(ComponentPlan.nameWords("l8DarkCanvas") == ["l8", "dark", "canvas"])
        #expect(ComponentPlan.nameWords("ATOutlineButton") == ["at", "outline", "button"])
        #expect(ComponentPlan.nameWords("avatarURL") == ["avatar", "url"] && ComponentPlan.nameWords("CAISoft") == ["cai", "soft"])
    }

    @Test func boolsAndEnumsRenderOneVariantPerValue() {
        let plan = Self.plan("""
        enum Tier { case blue, gold, obsidian }
        struct Card: View {
            let tier: Tier
            var body: some View { EmptyView() }
        }
        struct Chip: View {
            let title: String
            let isSelected: Bool
            @Binding var isOn: Bool
            var body: some View { EmptyView() }
        }
        """)
        #expect(Self.variants(plan, "Card").map(\.name) == ["tier-blue", "tier-gold", "tier-obsidian"])
        let chip = Self.variants(plan, "Chip")
        #expect(chip.map(\.name) == [nil, "isSelected-true", "isOn-true"])
        #expect(chip[0].arguments.map(\.value) == ["\"Title\"", "false", ".constant(false)"])
    }

    @Test func aNestedTypeIsTheOneItsOwnerDeclares() {
        let plan = Self.plan("""
        struct EventForm { enum Mode { case create, edit } }
        struct GroupForm { enum Mode { case create, rename } }
        struct Avatar: View {
            enum Mode: Equatable { case user(name: String), group(size: Int) }
            struct Style { let mode: Mode }
            let mode: Mode
            let style: Style?
            var body: some View { EmptyView() }
        }
        struct Header: View {
            typealias Mode = Avatar.Mode
            let mode: Mode
            var body: some View { EmptyView() }
        }
        """)
        let avatar = Self.variants(plan, "Avatar")
        #expect(avatar.first?.arguments.map(\.value) == [".user(name: \"Name\")", "Avatar.Style(mode: .user(name: \"Name\"))"],
                "\(avatar.map(\.arguments))")
        // Three types nest a `Mode`: `Header`'s alias names none of them on its own, so nothing is guessed.
        guard case .needsArguments = plan.components.first(where: { $0.name == "Header" })?.source else {
            Issue.record("Header's Mode is not one of the nested enums: \(String(describing: plan.components.first { $0.name == "Header" }?.source))")
            return
        }
    }

    @Test func viewsNestedInNamespacesAreComponentsNamedAsOtherFilesNameThem() {
        let plan = Self.plan("""
        public struct DesignSystem { public struct Components { public struct Buttons {} } }
        public extension DesignSystem.Components.Buttons {
            struct PrimaryButton: View {
                let title: String
                var body: some View { Text(title) }
            }
        }
        enum Profile { struct Header: View { var body: some View { EmptyView() } } }
        enum Settings { struct Header: View { var body: some View { EmptyView() } } }
        private enum Internal { struct Badge: View { var body: some View { EmptyView() } } }
        struct Pager<Page: View>: View {
            struct Dots: View { var body: some View { EmptyView() } }
            var body: some View { EmptyView() }
        }
        struct Screen: View {
            var body: some View {
                struct Local: View { var body: some View { EmptyView() } }
                return Local()
            }
        }
        """)
        let components = Dictionary(plan.components.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        #expect(components["PrimaryButton"] == "DesignSystem.Components.Buttons.PrimaryButton")
        #expect(Self.variants(plan, "PrimaryButton").first?.arguments.map(\.label) == ["title"])
        // Two `Header`s: each is named through its namespace.
        #expect(components["Profile.Header"] == "Profile.Header" && components["Settings.Header"] == "Settings.Header")
        // Neither a private namespace's view, nor one inside a generic type or a body, can be named from the runner.
        #expect(components["Badge"] == nil && components["Dots"] == nil && components["Local"] == nil && components["Screen.Local"] == nil)
        #expect(Set(components.keys) == ["PrimaryButton", "Profile.Header", "Settings.Header", "Pager", "Screen"])
    }

    @Test func aProtocolParameterTakesATypeConformingToIt() {
        let plan = Self.plan("""
        protocol Storing: AnyObject { func value(for key: String) -> String? }
        final class DefaultsStorage: Storing {
            init() {}
            func value(for key: String) -> String? { nil }
        }
        final class ThemeManager: ObservableObject {
            @Published var accent = "teal"
            init(storage: Storing) {}
        }
        final class Session: ObservableObject {}
        @MainActor @Observable final class Theme {
            static let shared = Theme()
            var tint = "purple"
            private init() {}
        }
        struct Header: View {
            @EnvironmentObject var theme: ThemeManager
            let storage: any Storing
            var body: some View { EmptyView() }
        }
        """)
        #expect(Self.variants(plan, "Header").first?.arguments.map(\.value) == ["DefaultsStorage()"])
        let objects = Dictionary(uniqueKeysWithValues: plan.environmentObjects.map { ($0.type, $0.instance) })
        #expect(objects == ["ThemeManager": "ThemeManager(storage: DefaultsStorage())", "Session": "Session()",
                            "Theme": "Theme.shared"], "the app's own instance when the initializer is private")
    }

    @Test func initializersInExtensionsCountAndAPrivateMemberwiseOneDoesNot() {
        let plan = Self.plan("""
        struct Carousel: View {
            let items: [String]
            private let onSelect: ((String) -> Void)?
            var body: some View { EmptyView() }
        }
        extension Carousel {
            init(titles: [String]) { items = titles; onSelect = nil }
        }
        struct Row: View {
            let title: String
            private var isExpanded = false
            var body: some View { EmptyView() }
        }
        struct Tile: View {
            let title: String
            @State private var isPressed = false
            private let corner = 8.0
            var body: some View { EmptyView() }
        }
        final class Feed: ObservableObject {
            private var cursor = 0
        }
        struct FeedView: View {
            let feed: Feed
            var body: some View { EmptyView() }
        }
        """)
        #expect(Self.variants(plan, "Carousel").first?.arguments.map(\.label) == ["titles"])
        guard case .needsArguments(let why) = plan.components.first(where: { $0.name == "Row" })?.source else {
            Issue.record("Row's memberwise initializer is private"); return
        }
        #expect(why == ["Row's memberwise initializer is private (a private stored property): add an init to render it"])
        #expect(Self.variants(plan, "Tile").first?.arguments.map(\.label) == ["title"], "a wrapped or constant private property keeps it")
        #expect(Self.variants(plan, "FeedView").first?.arguments.map(\.value) == ["Feed()"], "a class's init() is not memberwise")
    }

    @Test func errorsRangesFocusAndModelContextsHaveSamples() {
        let plan = Self.plan("""
        @Model final class Habit { var name = "" }
        struct RetryView: View {
            let error: Error
            let hours: ClosedRange<Date>
            let steps: ClosedRange<Int>
            let focus: FocusState<Bool>.Binding
            let modelContext: ModelContext
            var body: some View { EmptyView() }
        }
        """)
        let values = Self.variants(plan, "RetryView").first?.arguments.map(\.value) ?? []
        #expect(values.count == 5)
        #expect(values.first?.contains("The Internet connection appears to be offline.") == true)
        #expect(values.dropFirst().first == "TimelineViewStill.date...TimelineViewStill.date.addingTimeInterval(86_400)")
        #expect(Array(values.dropFirst(2)) == ["0...100", "FocusState<Bool>().projectedValue",
                                               "ModelContext(try! ModelContainer(for: Habit.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))"])
    }

    @Test func aCallPassingAFilePrivateValueOrALoadingStandInIsNotRepeated() {
        let plan = Self.plan("""
        struct Movie { let title: String }
        struct MovieCard: View {
            let movie: Movie
            var body: some View { Text(movie.title) }
        }
        private extension Movie { static let fightClub = Movie(title: "Fight Club") }
        extension Movie { static var placeholder: Movie { Movie(title: "#####") } }
        #Preview { MovieCard(movie: .fightClub) }
        #Preview { MovieCard(movie: .placeholder).redacted(reason: .placeholder) }
        """)
        // Not `.fightClub` (private to its file) nor the placeholder: a movie built from the title the
        // code gives its initializer, which a render can pass.
        #expect(Self.variants(plan, "MovieCard").first?.arguments.map(\.value) == ["Movie(title: \"Fight Club\")"])
    }

    /// fintechKids' goal card: its skeleton factory passes `current: 0, total: 0, title: ""` before
    /// the preview passes content; the render takes the content, and a value only an empty call
    /// passes (`id: 0`) is still taken.
    @Test func anEmptyValueAStateFactoryPassesGivesWayToContent() {
        let plan = Self.plan("""
        struct GoalCard: View {
            let id: Int
            let current: Double
            let total: Double
            let title: String
            var body: some View { Text(title) }
            static func skeleton() -> GoalCard { GoalCard(id: 0, current: 0, total: 0, title: "") }
        }
        #Preview { GoalCard(id: 0, current: 2, total: 5, title: "Read a Book") }
        """)
        #expect(Self.variants(plan, "GoalCard").first?.arguments.map(\.value) == ["0", "2", "5", "\"Read a Book\""])
    }

    /// tarka-ui-kit's overlay footer takes its actions from a result builder of its own: the sample
    /// closure lists them as statements, not as one array (which the builder does not take).
    @Test func aResultBuildersClosureListsItsElements() {
        let plan = Self.plan("""
        protocol FooterAction { var id: String { get } }
        struct Cancel: FooterAction { var id: String { "cancel" }; let handler: () -> Void; init(_ handler: @escaping () -> Void) { self.handler = handler } }
        @resultBuilder enum FooterActionBuilder {
            static func buildBlock(_ actions: FooterAction...) -> [FooterAction] { actions }
        }
        struct Footer: View {
            let actions: [FooterAction]
            init(@FooterActionBuilder actions: @escaping () -> [FooterAction]) { self.actions = actions() }
            var body: some View { Text("\\(actions.count)") }
        }
        """)
        let value = Self.variants(plan, "Footer").first?.arguments.first?.value ?? ""
        #expect(value.hasPrefix("{ Cancel(") && !value.contains("["), "\(value)")
    }

    @Test func frameworkValueTypesHaveSamplesUnlessTheProgramDeclaresTheName() {
        let plan = Self.plan("""
        enum Edge { case rounded, square }
        struct Rail: View {
            let axis: Axis
            let sizeCategory: ContentSizeCategory
            let context: NSManagedObjectContext
            var body: some View { EmptyView() }
        }
        struct Tile: View {
            let edge: Edge
            var body: some View { EmptyView() }
        }
        """)
        let rail = Self.variants(plan, "Rail")
        #expect(rail.map(\.name) == ["axis-horizontal", "axis-vertical"])
        #expect(rail.first?.arguments.map(\.value) == [".horizontal", ".large", "NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)"])
        #expect(Self.variants(plan, "Tile").map(\.name) == ["edge-rounded", "edge-square"], "the program's own Edge")
    }

    /// A property whose wrapper its attribute's arguments make (`@AppStorage("key")`, an app's own
    /// `@BundleKey("CFBundleVersion")`) is a defaulted memberwise parameter: no argument is passed.
    @Test func aPropertyItsWrapperMakesNeedsNoArgument() {
        let plan = Self.plan("""
        @propertyWrapper struct BundleKey {
            let key: String
            init(_ key: String) { self.key = key }
            var wrappedValue: String { Bundle.main.object(forInfoDictionaryKey: key) as? String ?? "" }
        }
        struct Tabs: View {
            @AppStorage("sidebar") var customization: TabViewCustomization
            @SceneStorage("scene") private var sceneCustomization: TabViewCustomization
            var body: some View { EmptyView() }
        }
        struct AboutView: View {
            @BundleKey("CFBundleShortVersionString") var version: String
            @BundleKey("CFBundleVersion")
            var build: String
            let title: String
            var body: some View { Text(version) }
        }
        """)
        #expect(Self.variants(plan, "Tabs").map(\.arguments.count) == [0])
        #expect(Self.variants(plan, "AboutView").first?.arguments.map(\.label) == ["title"])
    }

    @Test func unbuildableParametersAreNamedNotGuessed() {
        let plan = Self.plan("""
        final class Store: ObservableObject { let name: String; init(name: String, api: Client) { self.name = name } }
        struct Timeline: View {
            let store: Store
            let photo: Image
            var body: some View { EmptyView() }
        }
        struct Wrapper<Item: Hashable>: View { let items: [Item]; var body: some View { EmptyView() } }
        struct Pager<Data: RandomAccessCollection>: View { let data: Data; var body: some View { EmptyView() } }
        struct Provider_Previews: PreviewProvider { static var previews: some View { Timeline(store: Store(name: "", api: .init()), photo: Image("a")) } }
        """)
        let timeline = plan.components.first { $0.name == "Timeline" }
        #expect(timeline?.source == .needsArguments(["store: Store"]), "a type of the guide's whose parts cannot be built either")
        #expect(Self.variants(plan, "Wrapper").first?.arguments.map(\.value) == [#"["Items 1", "Items 2", "Items 3"]"#],
                "a Hashable value stands in as a string")
        #expect(plan.components.first { $0.name == "Pager" }?.source
                == .needsArguments(["Pager is generic: its content types cannot be chosen"]))
        #expect(plan.components.first { $0.name == "Provider_Previews" }?.source == .previewProvider)
    }

    @Test func explicitInitializersAreUsed() {
        let plan = Self.plan("""
        struct Tag: View {
            let text: String
            init(_ text: String, tint: Color = .blue, onTap: @escaping (Int) -> Void) { self.text = text }
            var body: some View { Text(text) }
        }
        """)
        #expect(Self.variants(plan, "Tag").first?.arguments.map(\.value) == ["\"Design\"", "{ _ in }"])
    }

    @Test func moneyLikeTextUsesTheGuidesCurrency() {
        let plan = Self.plan("""
        struct Hero: View {
            let balance: String
            let flag: String
            let amount: Double
            var body: some View { Text(balance) }
        }
        let example = "€12.00"
        """)
        #expect(Self.variants(plan, "Hero").first?.arguments.map(\.value) == ["\"€1,234.56\"", "\"🇪🇺\"", "1234.56"], "a flag is the currency's")
    }

    /// `symbol` is an SF Symbol where the code draws it as one, else a ticker of the guide's market.
    @Test func symbolsAreSFSymbolsOnlyWhereDrawnAsOne() {
        // The guide's code is read as a whole: a name drawn as an SF Symbol anywhere is one everywhere.
        let fitness = Self.plan("""
        struct Metric: View {
            let symbol: String
            var body: some View { Label("Move", systemImage: symbol) }
        }
        """)
        #expect(Self.variants(fitness, "Metric").first?.arguments.map(\.value) == [#""star.fill""#])
        let crypto = Self.plan("""
        struct CoinRow: View {
            let coin: (symbol: String, name: String, pct: String)   // a crypto asset
            var body: some View { Text(coin.symbol) }
        }
        """)
        #expect(Self.variants(crypto, "CoinRow").first?.arguments.map(\.value) == [#"(symbol: "BTC", name: "Name", pct: "+1.42%")"#])
    }

    /// Quoted samples of an array's elements step on when they are weekdays, months or times; a
    /// week of days has seven.
    @Test func quotedSamplesStepThroughTheCalendar() {
        #expect(ArgumentInference.sequenced(#""MON""#, index: 3) == #""WED""#)
        #expect(ArgumentInference.sequenced(#""Sunday""#, index: 2) == #""Monday""#)
        #expect(ArgumentInference.sequenced(#""Dec""#, index: 2) == #""Jan""#)
        #expect(ArgumentInference.sequenced(#""7:00""#, index: 3) == #""8:00""#)
        #expect(ArgumentInference.sequenced(#""9:30 PM""#, index: 2) == #""10:00 PM""#)
        #expect(ArgumentInference.sequenced(#""Gate B22""#, index: 2) == #""Gate B22""#)
        let plan = Self.plan("""
        struct Day { let weekday: String   // "MON"
            let date: Int }
        struct WeekStrip: View {
            let days: [Day]
            let slots: [String]   // "7:00"
            let tones: [String]   // ["Confident", "Formal"]
            let gates: [String]   // "B22"
            var body: some View { EmptyView() }
        }
        """)
        let arguments = Self.variants(plan, "WeekStrip").first?.arguments.map(\.value) ?? []
        #expect(arguments.first?.components(separatedBy: "Day(").count == 8, "seven days: \(arguments)")
        #expect(arguments.first?.contains(#"Day(weekday: "SUN", date: 7)"#) == true, "\(arguments)")
        #expect(Array(arguments.suffix(3)) == [#"["7:00", "7:30", "8:00"]"#, #"["Confident", "Formal"]"#, #"["B22", "Gates 2", "Gates 3"]"#])
    }

    @Test func lengthsGetSizesInPoints() {
        let plan = Self.plan("""
        struct Avatar: View {
            let size: CGFloat
            let lineWidth: Double
            let scale: Double
            var body: some View { Circle().frame(width: size, height: size) }
        }
        """)
        #expect(Self.variants(plan, "Avatar").first?.arguments.map(\.value) == ["48.0", "2.0", "1.0"])
    }

    /// Times, dates, places and user names read as the app would show them; a time steps on
    /// across an array's elements, and beside a length is a duration (the way's texts read as
    /// one); a place is in the country of the guide's currency.
    @Test func everydayFieldsReadAsTheAppShowsThem() {
        let plan = Self.plan("""
        struct Fare: View { let price = "£42"; var body: some View { Text(price) } }
        struct Slot { let time: String }
        struct ChatRow: View {
            let timestamp: String
            let depTime: String
            let arrTime: String
            let timeAgo: String
            let date: String
            let location: String
            let username: String
            let caption: String
            let slots: [Slot]
            let title: String
            var body: some View { Text(title) }
        }
        struct TrailCard: View {
            let length: String
            let time: String
            let elevation: String
            var body: some View { Text(time) }
        }
        """)
        #expect(Self.variants(plan, "TrailCard").first?.arguments.map(\.value) == [#""4.2 mi""#, #""2h 30m""#, #""1,250 ft""#],
                "beside a length, a time is how long the way takes")
        #expect(Self.variants(plan, "ChatRow").first?.arguments.map(\.value) == [
            #""9:41 AM""#, #""9:41 AM""#, #""11:05 AM""#, #""2h ago""#, #""Mar 14""#, #""London""#, #""jordanlee""#, #""Golden hour at the pier""#,
            #"[Slot(time: "9:41 AM"), Slot(time: "10:11 AM"), Slot(time: "10:41 AM")]"#, #""Title""#,
        ])
    }

    /// A person's name where a field or its type is about a person, a different one for each element
    /// of an array; the `name` of anything else keeps its word; the text of a chat's bubble is a message.
    @Test func peopleHaveNames() {
        let plan = Self.plan("""
        struct Member { let name: String; let firstName: String }
        struct FriendRow: View {
            let name: String
            var body: some View { Text(name) }
        }
        struct MessageBubble: View {
            let senderName: String
            let author: String
            let members: [Member]
            let text: String
            @Binding var draft: String
            var body: some View { Text(author) }
        }
        struct MerchantCard: View {
            let name: String
            let displayName: String
            var body: some View { Text(name) }
        }
        """)
        func values(_ name: String) -> [String] { Self.variants(plan, name).first?.arguments.map(\.value) ?? [] }
        #expect(values("FriendRow") == [#""Maya Chen""#])
        #expect(values("MessageBubble") == [#""Maya Chen""#, #""Jordan Lee""#,
            #"[Member(name: "Maya Chen", firstName: "Maya"), Member(name: "Jordan Lee", firstName: "Jordan"), Member(name: "Priya Patel", firstName: "Priya")]"#,
            #""Sounds good, see you at 7!""#, #".constant("Draft")"#], "a bubble's text is a message; a draft being typed is not")
        #expect(values("MerchantCard") == [#""Blue Door Café""#, #""Maya Chen""#], "a merchant's name is a place's; a display name a person's")
    }

    /// A button says an action (an outline one a secondary action), a song row a song's title.
    @Test func buttonsAndTitlesReadAsTheAppShowsThem() {
        let plan = Self.plan("""
        struct ATPrimaryButton: View { let title: String; var body: some View { Text(title) } }
        struct ATOutlineButton: View { let title: String; var body: some View { Text(title) } }
        struct TrackRow: View { let title: String; var body: some View { Text(title) } }
        struct Playlist: View { let tracks: [Track]; var body: some View { Text("x") } }
        struct Track { let title: String }
        struct SectionHeader: View { let title: String; var body: some View { Text(title) } }
        """)
        func values(_ name: String) -> [String] { Self.variants(plan, name).first?.arguments.map(\.value) ?? [] }
        #expect(values("ATPrimaryButton") == [#""Continue""#] && values("ATOutlineButton") == [#""Cancel""#])
        #expect(values("TrackRow") == [#""Golden Hour""#])
        #expect(values("Playlist") == [#"[Track(title: "Golden Hour"), Track(title: "Paper Planes"), Track(title: "Midnight City")]"#])
        #expect(values("SectionHeader") == [#""Title""#], "a title of nothing in particular keeps its word")
    }

    /// The title or name of a thing reads as one of its kind: by the field's own words, by its
    /// type's, or for a content card's title by what most of the guide's types are about. Names of
    /// other things, people and kinds known by their titles keep their samples.
    @Test func contentReadsAsItsKind() {
        let plan = Self.plan("""
        struct MealCard: View { let title: String; var body: some View { Text(title) } }
        struct TrailCard: View { let name: String; let imageName: String; var body: some View { Text(name) } }
        struct VideoTile: View { let name: String; var body: some View { Text(name) } }
        struct NowPlaying: View { let showName: String; let episodeTitle: String; var body: some View { Text(showName) } }
        struct EpisodeRow: View { let duration: String; var body: some View { Text(duration) } }
        struct SeriesPoster: View { var body: some View { Color.black } }
        struct ShowDetail: View { var body: some View { Color.black } }
        struct HeroCard: View { let title: String; var body: some View { Text(title) } }
        struct ShelfHeader: View { let title: String; var body: some View { Text(title) } }
        struct AlbumTile: View { let title: String; let subtitle: String; var body: some View { Text(title) } }
        struct DishRow: View { let name: String; let desc: String; var body: some View { Text(name) } }
        struct TagPill: View { let text: String; var body: some View { Text(text) } }
        struct StatusTag: View { let text: String; var body: some View { Text(text) } }
        struct SuggestionChip: View { let label: String; var body: some View { Text(label) } }
        struct EditSuggestionCard: View { let oldText: String; var body: some View { Text(oldText) } }
        struct GameCard: View {
            struct Team { let name: String; let record: String; let score: Int }
            let home: Team
            let away: Team
            var body: some View { Text(home.name) }
        }
        """)
        func values(_ name: String) -> [String] { Self.variants(plan, name).first?.arguments.map(\.value) ?? [] }
        #expect(values("MealCard") == [#""Avocado Toast""#])
        #expect(values("TrailCard") == [#""Mist Trail""#, #""Image Name""#], "an image's name is not the trail's")
        #expect(values("VideoTile") == [#""Name""#], "a video has a title: the name on a video tile is a caller's")
        #expect(values("NowPlaying") == [#""The Long Way Home""#, #""How We Sleep""#], "the field's own words say what it names")
        #expect(values("EpisodeRow") == [#""12:34""#], "a video guide's durations are a player's")
        #expect(values("HeroCard") == [#""The Long Way Home""#], "most of the guide's types are about videos")
        #expect(values("ShelfHeader") == [#""Title""#], "a section's header is not a piece of content")
        #expect(values("AlbumTile") == [#""Golden Hour""#, #""Nova Lane""#], "under a song's title, its artist")
        #expect(values("DishRow") == [#""Avocado Toast""#, #""Sourdough, smashed avocado, chilli flakes and lime.""#])
        #expect(values("TagPill") == [#""Design""#] && values("StatusTag") == [#""Text""#], "a tag is a topic; a status tag its own")
        #expect(values("SuggestionChip") == [#""Plan a weekend in Lisbon""#])
        #expect(values("EditSuggestionCard") == [#""Old Text""#], "a writing suggestion is not a prompt")
        #expect(values("GameCard") == [#"GameCard.Team(name: "Bay City Hawks", record: "52-30", score: 82)"#,
                                       #"GameCard.Team(name: "Riverside Kings", record: "48-34", score: 75)"#],
                "two values of one type in a view differ")
    }

    /// A flight's fields read as a boarding pass does; the people a view names are different
    /// people; money is an amount of its kind, a former price above the price; lists of labels
    /// hold words; a time range steps by its own length.
    @Test func fieldsReadAsTheirViewShowsThem() {
        let plan = Self.plan("""
        struct FlightRow: View {
            let depCode: String
            let arrCode: String
            let depGate: String
            let arrGate: String
            let seat: String
            let stops: String
            let duration: String
            var body: some View { Text(depCode) }
        }
        struct PaymentRow: View { let actorName: String; let recipientName: String; var body: some View { Text(actorName) } }
        struct MenuItemRow: View { let name: String; let price: String; let deliveryFee: Double; var body: some View { Text(name) } }
        struct BasketBar: View { let total: String; var body: some View { Text(total) } }
        struct PriceTag: View { let price: String; let originalPrice: Double; var body: some View { Text(price) } }
        struct Filters: View { let genres: [String]; let chips: [String]; let timeTags: [String]; var body: some View { Text("x") } }
        struct Slot { let timeRange: String // "8:00 – 8:30 PM"
        }
        struct Guide: View { let slots: [Slot]; var body: some View { Text("x") } }
        """)
        func values(_ name: String) -> [String] { Self.variants(plan, name).first?.arguments.map(\.value) ?? [] }
        #expect(values("FlightRow") == [#""SFO""#, #""JFK""#, #""B22""#, #""C14""#, #""14C""#, #""Nonstop""#, #""5h 40m""#])
        #expect(values("PaymentRow") == [#""Maya Chen""#, #""Jordan Lee""#])
        #expect(values("PriceTag") == [#""$1,234.56""#, "1481.0"])
        #expect(values("MenuItemRow") == [#""Avocado Toast""#, #""$12.50""#, "2.99"], "a menu's item is a dish, at a dish's price")
        #expect(values("BasketBar") == [#""$38.40""#])
        #expect(values("Filters") == [#"["Drama", "Thriller", "Comedy"]"#, #"["All", "Popular", "New"]"#,
                                      #"["Time Tags 1", "Time Tags 2", "Time Tags 3"]"#])
        #expect(values("Guide") == [#"[Slot(timeRange: "8:00 – 8:30 PM"), Slot(timeRange: "8:30 – 9:00 PM"), Slot(timeRange: "9:00 – 9:30 PM")]"#])
    }

    /// An optional shows what it holds, and a variant shows it absent; inside a value it holds a
    /// sample; an optional closure or id stays nil; a URL is never absent.
    @Test func optionalsHoldASampleAndTheirAbsenceIsAVariant() {
        let plan = Self.plan("""
        enum Priority { case urgent, low }
        struct Due { let text: String; let note: String? }
        struct TaskRow: View {
            let name: String
            let priority: Priority?
            let due: Due?
            let onMore: (() -> Void)?
            let selectedId: UUID?
            let avatarURL: URL?
            var body: some View { Text(name) }
        }
        """)
        let variants = Self.variants(plan, "TaskRow")
        #expect(variants.map(\.name) == [nil, "priority-low", "priority-nil", "due-nil"])
        #expect(variants.first?.arguments.map(\.value)
                == ["\"Review Q3 budget\"", ".urgent", "Due(text: \"Text\", note: \"Note\")", "nil as (() -> Void)?", "nil as UUID?",
                    "URL(string: \"https://example.com\")!"], "an absent value names its type")
        #expect(variants.last?.arguments.map(\.value).prefix(4) == ["\"Review Q3 budget\"", ".urgent", "nil as Due?", "nil as (() -> Void)?"])
        // One optional: its two renders are named by the label alone and with `-nil`.
        let pin = Self.variants(Self.plan("""
        struct MemberPin: View {
            let photo: Image?
            var body: some View { Circle() }
        }
        """), "MemberPin")
        #expect(pin.map(\.name) == ["photo", "photo-nil"])
    }

    /// Numbers measured against a whole are a part of it (a ring is not full), sized for what they
    /// measure by their names, comments or the words the view draws; positions keep their own
    /// samples, and a range's bounds are left alone.
    @Test func partsOfAWholeAreSampledTogether() {
        let plan = Self.plan("""
        struct RewardsRing: View {
            let points: Int
            let goal: Int
            var body: some View { Text("\\(points)") }
        }
        struct MacroRing: View {
            let current: Double   // grams consumed
            let target: Double
            let lineWidth: CGFloat
            var body: some View { Text("x") }
        }
        struct TodayCard: View {
            let remaining: Int
            let goal: Int
            let protein: (Double, Double)
            let location: (Double, Double)
            var body: some View { Text("kcal of \\(goal) goal") }
        }
        struct Meter: View {
            let value: Double
            let max: Double
            var body: some View { Text("x") }
        }
        struct LessonCard: View {
            let step: Int
            let total: Int
            var body: some View { Text("x") }
        }
        struct RangeSlider: View {
            let value: Double
            let minValue: Double
            let maxValue: Double
            var body: some View { Text("x") }
        }
        struct PointsPanel: View {
            let points: Int
            let steps: Int
            let g: Double
            let count: Int
            let ratingCount: Int
            var body: some View { Text("x") }
        }
        struct BatteryGlyph: View {
            let level: Int
            let score: Double
            let index: Int
            let width: CGFloat
            var body: some View { Rectangle().frame(width: 19 * CGFloat(level) / 100 + width / 2, height: score / 100.0 + Double(index / 5)) }
        }
        struct Goal { let done: Int; let target: Int }
        struct GoalRow: View {
            let goal: Goal
            var body: some View { Text("x") }
        }
        """)
        func values(_ name: String) -> [String] { Self.variants(plan, name).first?.arguments.map(\.value) ?? [] }
        #expect(values("RewardsRing") == ["800", "1250"])
        #expect(values("MacroRing") == ["96.0", "150.0", "2.0"], "grams from the comment; the line width is a length")
        #expect(values("TodayCard") == ["720", "2000", "(96.0, 150.0)", "(1.0, 1.0)"], "kcal from the drawn text; a pair named for a measure")
        #expect(values("Meter") == ["64.0", "100.0"])
        #expect(values("LessonCard") == ["3", "5"], "a step of a total keeps its sample; the total is 5")
        #expect(values("RangeSlider") == ["1.0", "1.0", "1.0"])
        #expect(values("GoalRow") == ["Goal(done: 64, target: 100)"])
        #expect(values("PointsPanel") == ["800", "6400", "1.0", "3", "3"], "a measure alone is the part a whole of its kind would have")
        #expect(values("BatteryGlyph") == ["64", "82.0", "1", "160.0"],
                "a part of the literal the body divides it by (a score 82 %); an index and a halved length keep their own")
    }

    /// Values made of others: the guide's model types through their initializers, arrays of three
    /// distinct elements, tuples, gradients of the guide's colours, symbols standing in for images.
    @Test func compositeValuesAreBuiltFromTheirParts() {
        let plan = Self.plan("""
        extension Color { static let acmeCanvas = Color(white: 0.96); static let acmeSurface1 = Color(white: 0.9)
            static let acmeMint = Color(red: 0, green: 0.8, blue: 0.6)
            static let acmeSky = Color(red: 0.3, green: 0.6, blue: 1) }
        enum Status { case onTime, delayed }
        struct Step: Identifiable { let id = UUID(); let title: String; let minute: Int; let status: Status }
        struct Team { let name: String; init(_ name: String, logo: Image) { self.name = name } }
        struct Timeline: View {
            let steps: [Step]
            let home: Team
            let photo: Image
            let avatar: Image
            let tag: (text: String, tint: Color)
            let range: (Double, Double)
            let gradient: LinearGradient
            let points: [CGFloat]
            let note: AttributedString
            let duration: TimeInterval
            let zones: [Double]   // 5 values, one per zone
            var body: some View { EmptyView() }
        }
        struct Heatmap: View {
            let levels: [[Int]]   // weeks × 4 days, value 0...4
            let tags: [(label: String, tint: Color, fg: Color)]
            let nodes: [(at: CGPoint, id: Int)]
            let readinessScore: Int
            let batteryPercent: Int
            let remaining: TimeInterval
            let elapsedTime: TimeInterval
            let symbol: String
            let icon: String
            let origin: CGPoint
            let destination: CGPoint
            let age: Int
            var body: some View { EmptyView() }
        }
        """)
        // Rows of a range keep to it and differ; each element's colour is the next vivid token (not a
        // numbered surface), a foreground the text colour.
        #expect(Self.variants(plan, "Heatmap").first?.arguments.map(\.value) == [
            "[[1, 2, 1, 3], [1, 3, 2, 4], [2, 4, 3, 1], [3, 1, 2, 1]]",
            #"[(label: "Label 1", tint: Color.acmeMint, fg: Color.primary), (label: "Label 2", tint: Color.acmeSky, fg: Color.primary), "#
                + #"(label: "Label 3", tint: Color.blue, fg: Color.primary)]"#,
            "[(at: CGPoint(x: 20, y: 140), id: 1), (at: CGPoint(x: 70, y: 90), id: 2), (at: CGPoint(x: 120, y: 110), id: 3)]",
            "82", "64", "77.0", "137.0", #""AAPL""#, #""star.fill""#, "CGPoint(x: 20, y: 140)", "CGPoint(x: 220, y: 70)", "28",
        ])
        let arguments = Self.variants(plan, "Timeline").first?.arguments.map(\.value) ?? []
        #expect(arguments == [
            #"[Step(title: "Title 1", minute: 1, status: .onTime), Step(title: "Title 2", minute: 2, status: .delayed), Step(title: "Title 3", minute: 3, status: .onTime)]"#,
            #"Team("Design Team", logo: Image(systemName: "star.fill"))"#,
            ArgumentInference.photoPlaceholder,
            #"Image(systemName: "person.crop.circle.fill")"#,
            #"(text: "Text", tint: Color.acmeMint)"#,
            "(1.0, 1.0)",
            "LinearGradient(colors: [Color.acmeMint, Color.acmeSky], startPoint: .topLeading, endPoint: .bottomTrailing)",
            "[0.42, 0.58, 0.51, 0.73, 0.66, 0.88, 0.8]",
            #"AttributedString("Note")"#,
            "214.0",
            "[0.42, 0.58, 0.51, 0.73, 0.66]",
        ])
    }

    /// Enum cases that carry values, views generic over their content, and properties declared
    /// together each with its own type.
    @Test func payloadCasesGenericContainersAndGroupedPropertiesAreBuilt() {
        let plan = Self.plan("""
        struct Chip: View {
            enum Status { case onTime, delayed(minutes: Int), diverted(String) }
            let status: Status
            var body: some View { EmptyView() }
        }
        struct Card<Content: View, Footer: View>: View {
            let title: String
            let content: Content
            @ViewBuilder var footer: () -> Footer
            var body: some View { VStack { content; footer() } }
        }
        struct Glass<Content: View>: View { @ViewBuilder var content: Content; var body: some View { content } }
        struct Ring<Avatar: View, Icon: View>: View {
            @ViewBuilder let avatar: Avatar
            let badge: () -> Icon
            var body: some View { avatar }
        }
        struct Sheet<Content: View>: View {
            init(rows: Int, @ViewBuilder content: @escaping (Int) -> Content) {}
            var body: some View { EmptyView() }
        }
        struct Fold<Collapsible: View>: View {
            let collapsible: Collapsible?
            var body: some View { collapsible }
        }
        struct HUD: View {
            let power: Double, cadence: Int, label: String
            var body: some View { EmptyView() }
        }
        struct Comment { let author: String; let replies: [Comment] }
        enum Sort { case cheapest, fastest }
        struct Thread: View {
            let comment: Comment
            let fares: [Sort: String]
            let icon: String   // emoji or SF Symbol
            let initials: String
            var body: some View { EmptyView() }
        }
        """)
        #expect(Self.variants(plan, "Chip").map { $0.arguments.map(\.value) }
                == [[".onTime"], [".delayed(minutes: 19)"], [#".diverted("Diverted")"#]])
        #expect(Self.variants(plan, "Chip").map(\.name) == ["status-onTime", "status-delayed", "status-diverted"])
        #expect(Self.variants(plan, "Card").first?.arguments.map(\.value)
                == [#""Title""#, #"Text("Content")"#, #"{ Text("Footer") }"#])
        #expect(Self.variants(plan, "Sheet").first?.arguments.map(\.value) == ["3", #"{ Text(verbatim: "\($0)") }"#],
                "content made for a number shows it")
        #expect(Self.variants(plan, "Glass").first?.arguments.map(\.value) == [#"{ Text("Content") }"#], "a @ViewBuilder property takes a closure")
        #expect(Self.variants(plan, "Ring").first?.arguments.map(\.value)
                == [#"{ Image(systemName: "person.crop.circle.fill").font(.system(size: 40)) }"#, #"{ Image(systemName: "star.fill") }"#],
                "views named for a person or an icon are symbols")
        #expect(Self.variants(plan, "Fold").map { $0.arguments.map(\.value) } == [[#"Text("Collapsible")"#]],
                "an optional view takes one too: nil would leave its type unknown")
        #expect(Self.variants(plan, "HUD").first?.arguments.map(\.label) == ["power", "cadence", "label"])
        #expect(Self.variants(plan, "HUD").first?.arguments.map(\.value) == ["1.0", "3", #""Label""#])
        #expect(Self.variants(plan, "Thread").first?.arguments.map(\.value) == [
            #"Comment(author: "Maya Chen", replies: [Comment(author: "Maya Chen", replies: []), Comment(author: "Jordan Lee", replies: []), "#
                + #"Comment(author: "Priya Patel", replies: [])])"#,
            #"[.cheapest: "$1,234.56", .fastest: "$1,234.56"]"#,
            #""🙂""#,
            #""AB""#,
        ], "a type that contains itself ends in empty arrays; a dictionary has a value per case of its enum key")
    }

    /// Wallapop's suggestions list shows the suggestions containing the searched text: a search's
    /// text is empty at rest (its prompt shows, nothing is filtered out); its prompt is not.
    @Test func aSearchTextIsEmptyAtRest() {
        let plan = Self.plan("""
        struct Suggestions: View {
            let suggestions: [String]
            @Binding var searchedText: String
            let searchPlaceholder: String
            let query: String
            var body: some View { Text(searchPlaceholder + query) }
        }
        """)
        let values = Self.variants(plan, "Suggestions").first?.arguments.map(\.value) ?? []
        #expect(Array(values.dropFirst()) == [#".constant("")"#, #""Search Placeholder""#, #""""#], "\(values)")
        #expect(ArgumentInference.isSearchText("searchText") && ArgumentInference.isSearchText("searchQuery")
                && !ArgumentInference.isSearchText("searchTitle") && !ArgumentInference.isSearchText("isSearching"))
    }

    /// An initializer generic over its own views takes content samples, and over a string or a
    /// number the standard type; a closure returns a sample of its result.
    @Test func genericInitializersAndClosureResultsAreSampled() {
        let plan = Self.plan("""
        struct Entry {
            let title: String
            let content: AnyView
            @MainActor
            public init<Content: View>(title: String, @ViewBuilder content: @MainActor () -> Content) {
                self.title = title; self.content = AnyView(content())
            }
        }
        struct EntryCard: View {
            let entry: Entry
            var body: some View { entry.content }
        }
        struct Caption: View {
            init<S: StringProtocol, N: BinaryFloatingPoint>(_ text: S, size: N) {}
            var body: some View { EmptyView() }
        }
        struct Segments<Selection: Hashable, Content: View>: View {
            init(selection: Binding<Selection>, options: [Selection], @ViewBuilder content: @escaping (Selection) -> Content) {}
            var body: some View { EmptyView() }
        }
        struct Motion: View {
            let animation: @Sendable (Double) -> Animation
            let isHighlighted: () -> Bool
            var body: some View { EmptyView() }
        }
        """)
        #expect(Self.variants(plan, "EntryCard").first?.arguments.map(\.value) == [#"Entry(title: "Title", content: { Text("Content") })"#],
                "not the memberwise initializer an explicit one removes")
        #expect(Self.variants(plan, "Caption").first?.arguments.map(\.value) == [#""Text""#, "48.0"], "a size in points")
        #expect(Self.variants(plan, "Motion").first?.arguments.map(\.value) == ["{ _ in .default }", "{ false }"])
        #expect(Self.variants(plan, "Segments").first?.arguments.map(\.value)
                == [#".constant("Options 1")"#, #"["Options 1", "Options 2", "Options 3"]"#, #"{ Text(verbatim: "\($0)") }"#],
                "a type generic over a Hashable selection takes strings, the first selected; its content shows each")
        #expect(ArgumentInference.closureResult("((Int) throws -> Void)?") == nil)
        #expect(ArgumentInference.closureResult("@escaping (Item) -> (String) -> Void") == "(String) -> Void")
    }

    /// Braces on their own line (Allman style): `var body: some View` ⏎ `{` is a computed property,
    /// not a stored one a caller must pass, nor a private one that makes the memberwise init private.
    @Test func bracesOnTheNextLineOpenComputedProperties() {
        let plan = Self.plan("""
        struct Card: View
        {
            let title: String
            private var subtitle: String
            {
                title.uppercased()
            }
            var body: some View
            {
                Text(title)
            }
        }
        """)
        #expect(Self.variants(plan, "Card").first?.arguments.map(\.label) == ["title"])
    }

    /// A comma inside a string literal separates nothing: an enum's raw value, a default argument.
    @Test func commasInStringsSeparateNothing() {
        let plan = Self.plan("""
        enum Choice: String {
            case store = "App Store"
            case card = "Gestures, blend and transform"
        }
        struct Cell: View {
            let choice: Choice
            var body: some View { Text(choice.rawValue) }
        }
        struct Banner: View {
            init(title: String = "Hello, \\"world\\", again", count: Int) {}
            var body: some View { EmptyView() }
        }
        """)
        #expect(Self.variants(plan, "Cell").map { $0.arguments.map(\.value) } == [[".store"], [".card"]])
        #expect(Self.variants(plan, "Banner").first?.arguments.map(\.label) == ["count"])
    }

    /// Texts, places on a map and autoclosure values have samples; an absent value names its type,
    /// so an initializer overloaded on an optional's type is not ambiguous.
    @Test func textsPlacesAndAutoclosuresAreSampled() {
        let plan = Self.plan("""
        import MapKit
        struct ErrorView: View {
            let msg: Text
            var body: some View { msg }
        }
        struct MapCard: View {
            let region: MKCoordinateRegion
            let stops: [CLLocationCoordinate2D]
            var body: some View { EmptyView() }
        }
        struct Lazy<Content: View>: View {
            let build: () -> Content
            init(_ build: @autoclosure @escaping () -> Content) { self.build = build }
            var body: Content { build() }
        }
        struct Label: View {
            init(_ text: Text?, _ image: String) {}
            init(_ string: String?, _ image: String) {}
            var body: some View { EmptyView() }
        }
        """)
        #expect(Self.variants(plan, "ErrorView").first?.arguments.map(\.value) == [#"Text(verbatim: "Msg")"#])
        #expect(Self.variants(plan, "MapCard").first?.arguments.map(\.value) == [
            "MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.009), latitudinalMeters: 1000, longitudinalMeters: 1000)",
            "[CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.009), CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.007), "
                + "CLLocationCoordinate2D(latitude: 37.3364, longitude: -122.007)]",
        ])
        #expect(Self.variants(plan, "Lazy").first?.arguments.map(\.value) == [#"Text("Content")"#], "an autoclosure takes the value")
        #expect(Self.variants(plan, "Label").map { $0.arguments.map(\.value) } == [
            [#"Text(verbatim: "Text")"#, #""Image""#], ["nil as Text?", #""Image""#],
        ])
    }
}

extension ComponentPlanTests {
    /// A chart's labels and values are as many: its body indexes one by the other.
    @Test func aNumberSeriesBesideAListOfLabelsIsAsLong() {
        let plan = Self.plan("""
        struct BarChart: View {
            let labels: [String]
            let values: [Double]
            var body: some View { HStack { ForEach(values.indices, id: \\.self) { Text(labels[$0]) } } }
        }
        struct Sparkline: View {
            let values: [Double]
            var body: some View { EmptyView() }
        }
        struct Zones: View {
            let names: [String]
            let zones: [Double]   // 5 values, one per zone
            var body: some View { EmptyView() }
        }
        """)
        #expect(Self.variants(plan, "BarChart").first?.arguments.map(\.value) == [#"["Labels 1", "Labels 2", "Labels 3"]"#, "[0.42, 0.58, 0.51]"])
        #expect(Self.variants(plan, "Sparkline").first?.arguments.map(\.value) == ["[0.42, 0.58, 0.51, 0.73, 0.66, 0.88, 0.8]"], "a series alone keeps seven")
        #expect(Self.variants(plan, "Zones").first?.arguments.last?.value.split(separator: ",").count == 5, "the comment's count stays")
    }

    /// A UIImage (a model's thumbnail its row force-unwraps) is the picture an `Image` would be.
    @Test func aUIImageIsThePictureAnImageWouldBe() {
        let plan = Self.plan("""
        struct Beverage { let name: String; let thumbnailImage: UIImage? }
        struct MenuCell: View {
            let beverage: Beverage
            let avatar: UIImage
            var body: some View { Image(uiImage: beverage.thumbnailImage!) }
        }
        """)
        let values = Self.variants(plan, "MenuCell").first?.arguments.map(\.value) ?? []
        #expect(values.first?.contains("thumbnailImage: ImageRenderer(content: Image(size: CGSize(width: 400, height: 300))") == true)
        #expect(values.last == #"UIImage(systemName: "person.crop.circle.fill")!"#)
    }
}
