import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// UIKit's navigation bar appearance rules (iOS 15+) at the pixel level, light and dark: at rest the
/// scroll-edge look (transparent, no hairline, when none is set) for large and inline titles; the
/// standard look (material or its set colour, and the hairline) when the background is made visible.
@MainActor
struct NavigationBarAppearanceTests {
    /// A canvas no bar colour is, so a transparent bar shows it.
    private static let canvas = RGBA(red: 1, green: 0, blue: 0)
    /// A pixel inside the inline bar, clear of its title, and one on its bottom hairline (the last
    /// @3x pixel row of the 44-pt bar).
    private static let barPixel = (x: 30, y: 15), hairlinePixel = (x: 30, y: 131)

    private func render<V: View>(_ scheme: ColorScheme, _ makeView: () -> V) throws -> PixelImage {
        try ViewRenderer.render(RenderRequest(width: 393, height: 200, colorScheme: scheme, background: Self.canvas),
                                fonts: FontLibrary.shared(), makeView).image
    }

    private func inline<C: View>(_ content: C) -> some View {
        NavigationStack { content.navigationTitle("Title").navigationBarTitleDisplayMode(.inline) }
    }

    private func isCanvas(_ pixel: (r: Int, g: Int, b: Int, a: Int)) -> Bool {
        pixel.r == 255 && pixel.g == 0 && pixel.b == 0
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func barsAtRestAreTransparentWithoutHairline(scheme: ColorScheme) throws {
        let large = try render(scheme) { NavigationStack { Color.clear.navigationTitle("Title") } }
        // The large title bar: 44 pt row and 52 pt title row, hairline on its last pixel row.
        #expect(isCanvas(large.rgba(30, 15)) && isCanvas(large.rgba(30, 96 * 3 - 1)))
        let small = try render(scheme) { inline(Color.clear) }
        #expect(isCanvas(small.rgba(Self.barPixel.x, Self.barPixel.y)))
        #expect(isCanvas(small.rgba(Self.hairlinePixel.x, Self.hairlinePixel.y)))
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func aVisibleBackgroundIsTheStandardMaterialWithTheSchemesHairline(scheme: ColorScheme) throws {
        let image = try render(scheme) { inline(Color.clear.toolbarBackground(.visible, for: .navigationBar)) }
        // The material's tint at 94 % over the blurred (uniform red) backdrop.
        let tint = scheme == .dark ? BarChrome.darkBackground : BarChrome.lightBackground
        let bar = image.rgba(Self.barPixel.x, Self.barPixel.y)
        #expect(abs(bar.r - Int((tint.red * 0.94 + 0.06) * 255)) <= 2, "\(bar)")
        #expect(abs(bar.g - Int(tint.green * 0.94 * 255)) <= 2, "\(bar)")
        // The hairline: darker than the bar in light, lighter in dark.
        let line = image.rgba(Self.hairlinePixel.x, Self.hairlinePixel.y)
        #expect(scheme == .dark ? line.g > bar.g + 20 : line.g < bar.g - 40, "\(line) over \(bar)")
    }

    @Test func aVisibleBackgroundTakesTheToolbarBackgroundStyle() throws {
        let image = try render(.light) {
            inline(Color.clear.toolbarBackground(Color(red: 0, green: 0, blue: 1), for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar))
        }
        let bar = image.rgba(Self.barPixel.x, Self.barPixel.y)
        #expect(bar.r == 0 && bar.g == 0 && bar.b == 255, "\(bar)")
        #expect(image.rgba(Self.hairlinePixel.x, Self.hairlinePixel.y).b < 200)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func aScrollEdgeAppearanceIsDrawnAtRestAndHiddenHidesIt(scheme: ColorScheme) throws {
        let opaque = BarAppearanceStore.Appearance(background: Color(red: 0, green: 1, blue: 0), shadow: Color(red: 0, green: 0, blue: 1))
        let image = try render(scheme) {
            inline(Color.clear).onAppear {
                BarAppearanceStore[.navigationBar, .standard] = BarAppearanceStore.transparent
                BarAppearanceStore[.navigationBar, .scrollEdge] = opaque
            }
        }
        let bar = image.rgba(Self.barPixel.x, Self.barPixel.y)
        #expect(bar.r == 0 && bar.g == 255 && bar.b == 0, "\(bar)")
        let line = image.rgba(Self.hairlinePixel.x, Self.hairlinePixel.y)
        #expect(line.b > 200 && line.g < 40, "\(line)")

        let hidden = try render(scheme) {
            inline(Color.clear.toolbarBackground(.hidden, for: .navigationBar)).onAppear {
                BarAppearanceStore[.navigationBar, .scrollEdge] = opaque
            }
        }
        #expect(isCanvas(hidden.rgba(Self.barPixel.x, Self.barPixel.y)))
        #expect(isCanvas(hidden.rgba(Self.hairlinePixel.x, Self.hairlinePixel.y)))
    }

    @Test func theStandardAppearanceIsOnlyDrawnOnceTheBackgroundIsVisible() throws {
        let standard = BarAppearanceStore.Appearance(background: Color(red: 0, green: 1, blue: 0), shadow: nil)
        let atRest = try render(.light) {
            inline(Color.clear).onAppear { BarAppearanceStore[.navigationBar, .standard] = standard }
        }
        #expect(isCanvas(atRest.rgba(Self.barPixel.x, Self.barPixel.y)))
        let visible = try render(.light) {
            inline(Color.clear.toolbarBackground(.visible, for: .navigationBar))
                .onAppear { BarAppearanceStore[.navigationBar, .standard] = standard }
        }
        let bar = visible.rgba(Self.barPixel.x, Self.barPixel.y)
        #expect(bar.r == 0 && bar.g == 255 && bar.b == 0, "\(bar)")
    }

    /// The bottom toolbar's standard appearance, asked for by `.visible`: the material (or the
    /// style) from the bar's top down under the home indicator to the screen's bottom, with the
    /// hairline along the bar's top edge. On an iPhone 16 the 49-pt bar spans 769…818 above the
    /// 34-pt home indicator band.
    @Test(arguments: [false, true])
    func aBottomBarsBackgroundRunsToTheScreensBottomUnderATopHairline(styled: Bool) throws {
        let content = Color.clear.toolbar {
            ToolbarItem(placement: .bottomBar) { Button("Edit") {} }
        }
        let image = try ViewRenderer.render(RenderRequest(device: .iPhone16, background: Self.canvas), fonts: FontLibrary.shared()) {
            NavigationStack {
                if styled {
                    content.toolbarBackground(Color(red: 0, green: 0, blue: 1), for: .bottomBar)
                        .toolbarBackground(.visible, for: .bottomBar)
                } else {
                    content.toolbarBackground(.visible, for: .bottomBar)
                }
            }
        }.image
        let inBar = image.rgba(30, 790 * 3), underIndicator = image.rgba(300, 848 * 3), hairline = image.rgba(30, 769 * 3)
        if styled {
            #expect(inBar.r == 0 && inBar.g == 0 && inBar.b == 255, "\(inBar)")
            #expect(underIndicator.r == 0 && underIndicator.g == 0 && underIndicator.b == 255, "\(underIndicator)")
            #expect(hairline.b < 200, "\(hairline)")
        } else {
            let tint = BarChrome.lightBackground
            #expect(abs(inBar.g - Int(tint.green * 0.94 * 255)) <= 2, "\(inBar)")
            #expect(underIndicator == inBar, "\(underIndicator) under the indicator, \(inBar) in the bar")
            #expect(hairline.g < inBar.g - 40, "\(hairline) over \(inBar)")
        }
        // Above the bar, the content (clear: the canvas).
        #expect(isCanvas(image.rgba(30, 760 * 3)))
    }

    /// At rest the bottom toolbar has UIToolbar's scroll-edge look (no background, no hairline)
    /// unless scroll content runs on under it: then its standard look, the material under a top
    /// hairline, as the tab bar. A style without `.visible` is the standard look's.
    @Test(arguments: [false, true])
    func aBottomBarShowsItsBackgroundOnlyOverContentScrollingUnderIt(styled: Bool) throws {
        func render(rows: Int) throws -> PixelImage {
            let list = List(0..<rows, id: \.self) { Text("Row \($0)") }
                .toolbar { ToolbarItem(placement: .bottomBar) { Button("Edit") {} } }
            return try ViewRenderer.render(RenderRequest(device: .iPhone16, background: Self.canvas), fonts: FontLibrary.shared()) {
                NavigationStack {
                    if styled { list.toolbarBackground(Color(red: 0, green: 0, blue: 1), for: .bottomBar) } else { list }
                }
            }.image
        }
        let short = try render(rows: 3), long = try render(rows: 30)
        let groupedBackground = short.rgba(30, 760 * 3)
        for y in [769, 790, 848] {
            #expect(short.rgba(30, y * 3) == groupedBackground, "short list at \(y) pt: \(short.rgba(30, y * 3))")
        }
        let inBar = long.rgba(30, 790 * 3), hairline = long.rgba(30, 769 * 3)
        if styled {
            #expect(inBar.r == 0 && inBar.g == 0 && inBar.b == 255, "\(inBar)")
        } else {
            // The material over white rows, under the hairline the short list does not have.
            #expect(inBar != short.rgba(30, 790 * 3), "\(inBar)")
            #expect(hairline.g < inBar.g - 40, "\(hairline) over \(inBar)")
        }
    }

    @Test func modifiersNamingNoBarApplyToTheNavigationBar() throws {
        let image = try render(.light) {
            inline(Color.clear.toolbarBackground(Color(red: 0, green: 0, blue: 1)).toolbarBackground(.visible))
        }
        let bar = image.rgba(Self.barPixel.x, Self.barPixel.y)
        #expect(bar.r == 0 && bar.g == 0 && bar.b == 255, "\(bar)")
    }

    @Test func toolbarColorSchemeDarkGivesALightRenderTheDarkMaterial() throws {
        let image = try render(.light) {
            inline(Color.clear.toolbarBackground(.visible, for: .navigationBar).toolbarColorScheme(.dark, for: .navigationBar))
        }
        let bar = image.rgba(Self.barPixel.x, Self.barPixel.y)
        #expect(bar.g < 30, "the dark material's tint: \(bar)")
    }

    /// `ToolbarItem(placement: .title)` takes an inline title's place, as `.principal` does; under a
    /// large title the bar draws its title out of line, and the item is not shown (SwiftUI's
    /// documentation of `ToolbarItemPlacement.title`).
    @Test func aTitleItemReplacesTheInlineTitleOnly() throws {
        let logo = { Circle().fill(Color.blue).frame(width: 20, height: 20) }
        let titled = try render(.light) {
            inline(Color.clear.toolbar { ToolbarItem(placement: .title) { logo() } })
        }
        let principal = try render(.light) {
            inline(Color.clear.toolbar { ToolbarItem(placement: .principal) { logo() } })
        }
        #expect(titled.pixels == principal.pixels)
        let large = try render(.light) {
            NavigationStack { Color.clear.navigationTitle("Title").toolbar { ToolbarItem(placement: .title) { logo() } } }
        }
        let plain = try render(.light) { NavigationStack { Color.clear.navigationTitle("Title") } }
        #expect(large.pixels == plain.pixels)
    }

    @Test func onADeviceTheBackgroundReachesUnderTheStatusBar() throws {
        let image = try ViewRenderer.render(RenderRequest(device: .iPhone16, background: Self.canvas), fonts: FontLibrary.shared()) {
            inline(Color.clear.toolbarBackground(Color(red: 0, green: 0, blue: 1), for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar))
        }.image
        // 50 pt down, in the status bar (54 pt) beside the clock; the bar itself starts at 59 pt.
        let under = image.rgba(120 * 3, 50 * 3)
        #expect(under.r == 0 && under.b == 255, "\(under)")
    }

    @Test func aGroupedListsBackgroundReachesUnderTheStatusBarAtRest() throws {
        let image = try ViewRenderer.render(RenderRequest(device: .iPhone16, background: Self.canvas), fonts: FontLibrary.shared()) {
            NavigationStack { List { Text("Row") }.navigationTitle("Inbox") }
        }.image
        // systemGroupedBackground (#F2F2F7) beside the clock, in the bar and at the screen's bottom.
        for (x, y) in [(120, 50), (300, 80), (120, 845)] {
            let pixel = image.rgba(x * 3, y * 3)
            #expect(pixel.r == 242 && pixel.g == 242 && pixel.b == 247, "\(pixel) at \(x), \(y) pt")
        }
    }

    /// A stack framed shorter than the screen bounds its content's safe area, as a navigation
    /// controller's view does: the list's background fills the stack's frame, bar included, and stops
    /// there (it had run up under the status bar from a stack centred 178 pt down).
    @Test func aFramedStacksListBackgroundStaysInsideTheStack() throws {
        let image = try ViewRenderer.render(RenderRequest(device: .iPhone16, background: Self.canvas), fonts: FontLibrary.shared()) {
            NavigationStack { List { Text("Row") }.navigationTitle("Inbox") }.frame(height: 520)
        }.image
        // The stack spans 178…698 pt in the 59…818 pt safe area.
        for (x, y) in [(120, 50), (120, 170), (120, 705)] {
            #expect(isCanvas(image.rgba(x * 3, y * 3)), "\(image.rgba(x * 3, y * 3)) at \(x), \(y) pt")
        }
        for (x, y) in [(120, 182), (300, 690)] {
            let pixel = image.rgba(x * 3, y * 3)
            #expect(pixel.r == 242 && pixel.g == 242 && pixel.b == 247, "\(pixel) at \(x), \(y) pt")
        }
    }

    /// The bar insets its content's safe area, not its bounds: a ShapeStyle background on the content
    /// and a colour that ignores the safe area fill the bar and the status bar at rest, and the large
    /// title still draws above them.
    @Test func contentThatReachesIntoTheSafeAreaFillsUnderTheBar() throws {
        let blue = Color(red: 0, green: 0, blue: 1)
        let screens: [AnyView] = [
            AnyView(NavigationStack { ScrollView { Text("Row") }.background(blue).navigationTitle("Accounts") }),
            AnyView(NavigationStack { ZStack { blue.ignoresSafeArea(); Text("Row") }.navigationTitle("Accounts") }),
        ]
        for screen in screens {
            let image = try ViewRenderer.render(RenderRequest(device: .iPhone16, background: Self.canvas),
                                                fonts: FontLibrary.shared()) { screen }.image
            // Beside the clock, in the 44-pt bar row, right of the large title, and at the bottom.
            for (x, y) in [(120, 50), (300, 80), (300, 130), (120, 845)] {
                let pixel = image.rgba(x * 3, y * 3)
                #expect(pixel.r == 0 && pixel.g == 0 && pixel.b == 255, "\(pixel) at \(x), \(y) pt")
            }
            // The title's black glyphs over the blue, on its row (59 + 44 … 59 + 96 pt).
            let titleRow = (103 * 3)..<(155 * 3)
            #expect(titleRow.contains { y in (16 * 3..<100 * 3).contains { x in image.rgba(x, y).b < 60 } })
        }
    }
}
