import Charts
import Foundation
import MapKit
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// Combine, the UIKit names, MapKit and Charts: behaviour and renders.
@MainActor @Suite struct ShimModuleTests {
    final class Model: ObservableObject {
        @Published var query = "a"
    }

    @Test func combinePublishersDeliverSynchronously() {
        var received: [Int] = []
        var bag = Set<AnyCancellable>()
        Just(3).map { $0 * 2 }.sink { received.append($0) }.store(in: &bag)
        let subject = CurrentValueSubject<Int, Never>(1)
        subject.filter { $0 > 1 }.sink { received.append($0) }.store(in: &bag)
        subject.send(5)
        #expect(received == [6, 5])

        let model = Model()
        var queries: [String] = []
        model.$query.removeDuplicates().sink { queries.append($0) }.store(in: &bag)
        model.query = "b"; model.query = "b"; model.query = "c"
        #expect(queries == ["a", "b", "c"])
        var debounced: [String] = []
        model.$query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).sink { debounced.append($0) }.store(in: &bag)
        model.query = "d"
        #expect(debounced.isEmpty)   // time never passes in a still
        // The scheduler's interval type, as view-model signatures write it out.
        func autosave<S: Scheduler>(every interval: S.SchedulerTimeType.Stride, on scheduler: S) -> AnyCancellable {
            model.$query.debounce(for: interval, scheduler: scheduler).sink { debounced.append($0) }
        }
        let runLoopInterval: RunLoop.SchedulerTimeType.Stride = 2
        let queueInterval: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(500)
        autosave(every: runLoopInterval, on: RunLoop.main).store(in: &bag)
        autosave(every: queueInterval, on: DispatchQueue.main).store(in: &bag)
        #expect(runLoopInterval.seconds == 2 && queueInterval.seconds == 0.5 && debounced.isEmpty)
        #expect(RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 5)).date.timeIntervalSince1970 == 5)

        let target = Model()
        Just("z").assign(to: \.query, on: target).store(in: &bag)
        #expect(target.query == "z")
        bag.removeAll()
        subject.send(7)
        #expect(received == [6, 5])  // cancelled with the bag
    }

    @Test func uiKitScreenColorsAndPaths() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852) && UIScreen.main.scale == 3)
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(hex(Color(dynamic).rgba(in: .lightScheme)) == "#000000")
        #expect(hex(Color(dynamic).rgba(in: .darkScheme)) == "#FFFFFF")
        #expect(hex(Color(uiColor: .systemGray6).rgba(in: .darkScheme)) == "#1C1C1E")
        let bezier = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40),
                                  byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 30, height: 30))
        let path = Path(bezier.cgPath)
        #expect(bezier.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        guard case .move(let start) = path.elements.first else { Issue.record("empty"); return }
        #expect(start == Point(20, 0))                            // radius clamped to half the height
        #expect(path.elements.contains(.line(Point(100, 40))))    // square bottom corners
        #expect(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)) == Font.system(size: 15, weight: .semibold))
        #expect(UIBlurEffect(style: .systemUltraThinMaterialDark).material == .ultraThinMaterial)
        #expect(UIBlurEffect().material == nil && UIBlurEffect().fixedScheme == nil, "an effect without a style blurs nothing")
        #expect(UIBlurEffect(style: .systemUltraThinMaterialDark).fixedScheme == .dark)
    }

    @Test func navigationBarAppearancesReachTheStoreAndComeBack() {
        RenderContext.withFresh {
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        UINavigationBar.appearance().scrollEdgeAppearance = opaque
        #expect(BarAppearanceStore[.navigationBar, .scrollEdge] == BarAppearanceStore.Appearance(
            background: UIColor.systemBackground.color, shadow: UINavigationBarAppearance().shadowColor?.color))
        let transparent = UINavigationBarAppearance()
        transparent.configureWithTransparentBackground()
        UINavigationBar.appearance().standardAppearance = transparent
        #expect(BarAppearanceStore[.navigationBar, .standard] == BarAppearanceStore.transparent)
        #expect(UINavigationBar.appearance().scrollEdgeAppearance?.backgroundColor?.color == UIColor.systemBackground.color)
        #expect(BarAppearanceStore[.tabBar, .scrollEdge] == nil, "one bar's appearance is not the other's")
        }
    }

    @Test func navigationBarTitleAttributesReachTheStoreAndComeBack() {
        RenderContext.withFresh {
        let appearance = UINavigationBarAppearance()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 20, weight: .bold)]
        UINavigationBar.appearance().standardAppearance = appearance
        let stored = BarAppearanceStore[.navigationBar, .standard]
        #expect(stored?.title == BarAppearanceStore.TitleAttributes(font: .system(size: 20, weight: .bold), color: UIColor.red.color))
        #expect(stored?.largeTitle == BarAppearanceStore.TitleAttributes())
        let back = UINavigationBar.appearance().standardAppearance.titleTextAttributes
        #expect((back[.font] as? UIFont)?.pointSize == 20 && (back[.foregroundColor] as? UIColor)?.color == UIColor.red.color)
        // The legacy proxy properties are their own slot.
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.systemPink]
        #expect(BarAppearanceStore[.navigationBar, .legacy]?.largeTitle.color == UIColor.systemPink.color)
        #expect((UINavigationBar.appearance().largeTitleTextAttributes?[.foregroundColor] as? UIColor)?.color == UIColor.systemPink.color)
        }
    }

    /// The navigation bar's title texts of a render: string, font size and paint.
    private func barTitles<V: View>(_ makeView: () -> V) throws -> [String: (size: Double, paint: ResolvedPaint)] {
        let laidOut = try ViewRenderer.layout(RenderRequest(device: .iPhone16), fonts: FontLibrary.shared(), makeView)
        var titles: [String: (size: Double, paint: ResolvedPaint)] = [:]
        for case let .text(text) in laidOut.displayList.allItems { titles[text.text.string] = (text.text.font.size, text.text.paint) }
        return titles
    }

    @Test func navigationTitlesTakeTheShownAppearancesAttributesThenTheLegacyOnes() throws {
        // At rest the scroll-edge appearance is unset: the standard one's titles, over a transparent bar.
        let inline = try barTitles {
            NavigationStack { Color.clear.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) }
                .onAppear {
                    let appearance = UINavigationBarAppearance()
                    appearance.titleTextAttributes = [.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                      .font: UIFont.systemFont(ofSize: 20, weight: .bold)]
                    UINavigationBar.appearance().standardAppearance = appearance
                }
        }
        #expect(inline["Inbox"]?.size == 20)
        #expect(inline["Inbox"]?.paint == .color(RGBA(red: 1, green: 0, blue: 0)))
        // A large title without appearance attributes takes the legacy proxy's colour, the system font.
        let large = try barTitles {
            NavigationStack { Color.clear.navigationTitle("Inbox") }
                .onAppear {
                    UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)]
                }
        }
        #expect(large["Inbox"]?.size == 34)
        #expect(large["Inbox"]?.paint == .color(RGBA(red: 0, green: 0.5, blue: 0)))
        // Without any attributes: the system's 17-pt inline title in the label colour.
        let plain = try barTitles { NavigationStack { Color.clear.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) } }
        #expect(plain["Inbox"]?.size == 17 && plain["Inbox"]?.paint == .color(.black))
    }

    /// `UINavigationBar.appearance().backgroundColor` colours the bar view's own frame (under a
    /// transparent scroll-edge background), not the status bar's area above it; the tab bar's fills its
    /// frame down to the screen's bottom edge.
    @Test func barViewBackgroundColoursFillTheBarsFrame() throws {
        func pixel(_ image: PixelImage, _ x: Int, _ y: Int) -> [UInt8] { let p = image[x * 3, y * 3]; return [p.red, p.green, p.blue] }
        let navigation = try ViewRenderer.render(RenderRequest(device: .iPhone16), fonts: FontLibrary.shared()) {
            NavigationStack { Color(red: 0, green: 1, blue: 0).ignoresSafeArea().navigationTitle("Plants") }
                .onAppear { UINavigationBar.appearance().backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
        }.image
        #expect(pixel(navigation, 150, 54) == [0, 255, 0], "the status bar's area shows the content")
        #expect(pixel(navigation, 300, 70) == [0, 0, 255] && pixel(navigation, 300, 150) == [0, 0, 255], "the bar's rows")
        #expect(pixel(navigation, 300, 200) == [0, 255, 0], "below the bar")
        let tabs = try ViewRenderer.render(RenderRequest(device: .iPhone16), fonts: FontLibrary.shared()) {
            TabView { Color(red: 0, green: 1, blue: 0).tabItem { Label("Home", systemImage: "house") } }
                .onAppear { UITabBar.appearance().backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
        }.image
        #expect(pixel(tabs, 5, 800) == [255, 0, 0] && pixel(tabs, 5, 848) == [255, 0, 0], "the bar, down to the screen's edge")
        #expect(pixel(tabs, 5, 700) == [0, 255, 0])
    }

    /// `UITabBar.appearance().clipsToBounds = true` clips away the hairline UIKit draws above the bar.
    @Test func aClippedTabBarHasNoHairline() throws {
        func hairlineRows(clipped: Bool) throws -> Int {
            let image = try ViewRenderer.render(RenderRequest(device: .iPhone16), fonts: FontLibrary.shared()) {
                TabView { Color.white.toolbarBackground(.visible, for: .tabBar).tabItem { Label("Home", systemImage: "house") } }
                    .onAppear { if clipped { UITabBar.appearance().clipsToBounds = true } }
            }.image
            // Rows around the bar's top edge (852 − 83 pt) that differ from the bar's background below them.
            let background = image[15, 800 * 3]
            return (2280..<2320).filter { image[15, $0] != background && image[15, $0] != image[15, 2200] }.count
        }
        #expect(try hairlineRows(clipped: false) > 0)
        #expect(try hairlineRows(clipped: true) == 0)
    }

    @Test func tabBarAppearanceKeepsBackgroundAndHairline() {
        RenderContext.withFresh {
        let appearance = UITabBarAppearance()
        appearance.configureWithDefaultBackground()
        appearance.backgroundEffect = UIBlurEffect(style: .systemMaterialDark)
        appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.gray]
        appearance.shadowColor = .clear
        UITabBar.appearance().standardAppearance = appearance
        #expect(BarAppearanceStore[.tabBar, .standard] == BarAppearanceStore.Appearance(
            background: nil, shadow: UIColor.clear.color, blursBackdrop: true,
            selectedItem: .init(icon: UIColor.systemPink.color), normalItem: .init(title: UIColor.gray.color)))
        let back = UITabBar.appearance().standardAppearance.stackedLayoutAppearance
        #expect(back.selected.iconColor?.color == UIColor.systemPink.color)
        #expect((back.normal.titleTextAttributes[.foregroundColor] as? UIColor)?.color == UIColor.gray.color)
        }
    }

    /// The tab bar's symbol and title paints of a render, in item order.
    private func tabItemPaints<V: View>(_ makeView: () -> V) throws -> (symbols: [ResolvedPaint], titles: [ResolvedPaint]) {
        let laidOut = try ViewRenderer.layout(RenderRequest(device: .iPhone16), fonts: FontLibrary.shared(), makeView)
        var symbols: [ResolvedPaint] = [], titles: [ResolvedPaint] = []
        for item in laidOut.displayList.allItems {
            if case let .symbol(symbol) = item { symbols.append(symbol.paint) }
            if case let .text(text) = item, text.text.font.size == 10 { titles.append(text.text.paint) }
        }
        return (symbols, titles)
    }

    @Test func tabItemsTakeTheAppearancesColoursThenTheLegacyTints() throws {
        let red = RGBA(red: 1, green: 0, blue: 0), green = RGBA(red: 0, green: 1, blue: 0), blue = RGBA(red: 0, green: 0, blue: 1)
        func tabs() -> some View {
            TabView {
                Color.clear.tabItem { Label("Home", systemImage: "house") }
                Color.clear.tabItem { Label("Cards", systemImage: "creditcard") }
            }
        }
        // At rest (no scroll-edge appearance) the standard one's item colours apply.
        let appearance = try tabItemPaints {
            tabs().onAppear {
                let appearance = UITabBarAppearance()
                appearance.stackedLayoutAppearance.selected.iconColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor(red: 0, green: 1, blue: 0, alpha: 1)]
                UITabBar.appearance().standardAppearance = appearance
                UITabBar.appearance().unselectedItemTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            }
        }
        // Selected: the appearance's icon colour, the tint for its title; unselected: the legacy
        // colour for the icon, the appearance's title colour.
        #expect(appearance.symbols == [.color(red), .color(blue)])
        #expect(appearance.titles == [.color(RGBA(red: 0, green: 122 / 255, blue: 1)), .color(green)])
        let legacy = try tabItemPaints { tabs().onAppear { UITabBar.appearance().tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1) } }
        #expect(legacy.symbols == [.color(red), .color(RGBA(red: 0x99 / 255.0, green: 0x99 / 255.0, blue: 0x99 / 255.0))])
        #expect(legacy.titles.first == .color(red))
    }

    @Test func aHiddenTabBarProxyRemovesTheBar() throws {
        func tabs() -> some View {
            TabView {
                Color.clear.tabItem { Label("Home", systemImage: "house") }
                Color.clear.tabItem { Label("Cards", systemImage: "creditcard") }
            }
        }
        #expect(try tabItemPaints { tabs() }.symbols.count == 2)
        let hidden = try tabItemPaints { tabs().onAppear { UITabBar.appearance().isHidden = true } }
        #expect(hidden.symbols.isEmpty && hidden.titles.isEmpty)
        // Still a tab view (a screen), its tab filling the safe area down to the home indicator.
        let laidOut = try ViewRenderer.layout(RenderRequest(device: .iPhone16), fonts: FontLibrary.shared()) {
            TabView { Color.red.tabItem { Text("Home") } }.onAppear { UITabBar.appearance().isHidden = true }
        }
        #expect(laidOut.tree.nodes.contains { $0.kind == .tabView })
        let insets = DeviceProfile.iPhone16.safeAreaInsets
        let tab = try #require(laidOut.tree.all(.shape).first)
        #expect(tab.frame.minY == insets.top && tab.frame.maxY == DeviceProfile.iPhone16.height - insets.bottom)
    }

    struct Sales: Identifiable {
        let id: String
        let amount: Double
    }

    @Test func barChartDrawsBarsToScaleOverGridLines() throws {
        let data = [Sales(id: "Mon", amount: 10), Sales(id: "Tue", amount: 20)]
        let chart = Chart(data) { day in
            BarMark(x: .value("Day", day.id), y: .value("Sales", day.amount))
        }
        .frame(width: 232, height: 220)
        let (list, rendered) = try R.render(view: resolveView(chart), width: 232, scale: 1)
        try rendered.image.writeForInspection("bar-chart")
        #expect(list.warnings.isEmpty, "\(list.warnings)")
        // Plot 200 × 192 from y = 8 (32 pt of y labels, 20 pt of x labels, 8 pt above); y domain
        // 0...20 with grid lines every 5; bars 60 wide, centred at 50 and 150.
        #expect(rendered.image.rgba(50, 198) == (0, 122, 255, 255))   // Mon, 10 → top at y = 104
        #expect(rendered.image.rgba(50, 106) == (0, 122, 255, 255))
        #expect(rendered.image.rgba(50, 101) == (255, 255, 255, 255))
        #expect(rendered.image.rgba(150, 10) == (0, 122, 255, 255))   // Tue, 20 → full height
        #expect(rendered.image.rgba(100, 130) == (255, 255, 255, 255)) // between the bars
        let grid = rendered.image.rgba(100, 152)                        // the grid line at 5
        #expect(grid.r < 250 && grid.r == grid.b, "\(grid)")
    }

    @Test func lineChartSplitsSeriesWithTheDefaultPalette() throws {
        struct Point2: Identifiable { let id: Int; let x: Int; let y: Double; let series: String }
        let points = [Point2(id: 0, x: 0, y: 0, series: "A"), Point2(id: 1, x: 4, y: 4, series: "A"),
                      Point2(id: 2, x: 0, y: 4, series: "B"), Point2(id: 3, x: 4, y: 0, series: "B")]
        let chart = Chart {
            ForEach(points) { p in
                LineMark(x: .value("x", p.x), y: .value("y", p.y)).foregroundStyle(by: .value("Series", p.series))
            }
            RuleMark(y: .value("Goal", 2)).foregroundStyle(.red)
        }
        .frame(width: 300, height: 200)
        let (_, rendered) = try R.render(view: resolveView(chart), width: 300, scale: 2)
        try rendered.image.writeForInspection("line-chart")
        // Series B (green) runs from top-left to bottom-right; A (blue) the other way; the rule is red.
        func count(_ rect: IntRect, _ test: ((r: Int, g: Int, b: Int, a: Int)) -> Bool) -> Int {
            var n = 0
            for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX where test(rendered.image.rgba(x, y)) { n += 1 } }
            return n
        }
        let green: ((r: Int, g: Int, b: Int, a: Int)) -> Bool = { $0.g > 150 && $0.r < 120 && $0.b < 150 }
        let blue: ((r: Int, g: Int, b: Int, a: Int)) -> Bool = { $0.b > 200 && $0.r < 80 && $0.g < 160 }
        #expect(count(IntRect(x: 0, y: 0, width: 80, height: 80), green) > 50)
        #expect(count(IntRect(x: 0, y: 0, width: 80, height: 80), blue) == 0)
        #expect(count(IntRect(x: 0, y: 240, width: 80, height: 80), blue) > 50)
    }

    struct Stop: Identifiable {
        let id: Int
        let coordinate: CLLocationCoordinate2D
    }

    @Test func mapDrawsPlaceholderAndMarkersAtTheirCoordinates() throws {
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12),
                                        span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
        let map = Map(position: .constant(.region(region))) {
            Marker("Centre", coordinate: region.center)
            Annotation("NE", coordinate: CLLocationCoordinate2D(latitude: 51.525, longitude: -0.095)) {
                Circle().fill(Color.green).frame(width: 10, height: 10)
            }
        }
        .frame(width: 200, height: 200)
        let (_, rendered) = try R.render(view: resolveView(map), width: 200, scale: 1)
        try rendered.image.writeForInspection("map")
        let land = rendered.image.rgba(2, 2)
        #expect(land == (245, 242, 235, 255), "\(land)")
        // The red balloon's tail is on the centre point, its circle above, its title below; the
        // annotation's centre is on (131, 50): 0.025° of latitude are 50 points, and at one Mercator
        // scale 0.025° of longitude are cos 51.5° of that.
        let balloon = rendered.image.rgba(88, 80)
        #expect(balloon.r > 200 && balloon.g < 100, "\(balloon)")
        #expect((103..<116).contains { y in (85..<115).contains { x in rendered.image.rgba(x, y).r < 100 } })
        #expect(rendered.image.rgba(100, 130) == land)
        let dot = rendered.image.rgba(131, 47)
        #expect(dot.g > 150 && dot.r < 100, "\(dot)")
        #expect(rendered.image.rgba(139, 47) == land)
    }

    @Test func videoPlayerIsABlackFrame() throws {
        let player = AVKitProbe.player().frame(width: 160, height: 90)
        let (_, rendered) = try R.render(view: resolveView(player), width: 160, scale: 1)
        #expect(rendered.image.rgba(10, 10) == (0, 0, 0, 255))
    }
}
