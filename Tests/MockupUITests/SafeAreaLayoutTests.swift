import MockupRaster
import Testing
@testable import MockupUI

/// LAYOUT-SPEC §1.6 and §10.5: a device render lays the root out in the safe area; views that
/// ignore it, and ShapeStyle backgrounds, reach the screen's edges only where they touch the safe
/// area's edge.
@MainActor
struct SafeAreaLayoutTests {
    let screen = Size(393, 852)
    let insets = EdgeInsets(top: 59, bottom: 34)

    private func onScreen(_ node: ViewNode) throws -> LayoutTree {
        try layout(node, width: 393, height: 852, canvas: screen, safeAreaInsets: insets)
    }

    @Test func theRootIsProposedAndPlacedInTheSafeArea() throws {
        let tree = try onScreen(V.shape())
        expectSize(tree.size, 393, 852)
        expectRect(tree.one(.shape).frame, 0, 59, 393, 759)
        // A view smaller than the safe area is centred in it, not in the screen.
        expectRect(try onScreen(V.text("Hi")).one(.text).frame, 186.5, 428.5, 20, 20)
    }

    @Test func ignoresSafeAreaReachesTheScreenEdgesItTouches() throws {
        expectRect(try onScreen(.ignoresSafeArea(.all, child: V.shape())).one(.shape).frame, 0, 0, 393, 852)
        expectRect(try onScreen(.ignoresSafeArea(.top, child: V.shape())).one(.shape).frame, 0, 0, 393, 818)
        // Content above it keeps the top edge inside the safe area: only the bottom extends.
        let stacked = V.vstack(spacing: 0, V.shape().withFrame(height: 100), .ignoresSafeArea(.all, child: V.shape()))
        let shapes = try onScreen(stacked).all(.shape)
        expectRect(shapes[0].frame, 0, 59, 393, 100)
        expectRect(shapes[1].frame, 0, 159, 393, 693)
        // A view in the middle of the screen touches no safe edge vertically and stays put.
        let middle = V.vstack(V.spacer(), .ignoresSafeArea(.all, child: V.shape().withFrame(width: 100, height: 100)), V.spacer())
        expectRect(try onScreen(middle).one(.frame).frame, 146.5, 388.5, 100, 100)
    }

    @Test func withoutASafeAreaIgnoringItChangesNothing() throws {
        let tree = try layout(.ignoresSafeArea(.all, child: V.shape()), width: 393, height: 852, canvas: screen)
        expectRect(tree.one(.shape).frame, 0, 0, 393, 852)
        let text = try layout(.ignoresSafeArea(.all, child: V.text("Hi")), width: 393, height: 852, canvas: screen)
        expectRect(text.one(.text).frame, 186.5, 416, 20, 20)
    }

    @Test func aShapeStyleBackgroundReachesUnderTheBarsTheViewTouches() throws {
        // `.background(Color.red)` on a screen-filling VStack: the fill covers the whole screen, the
        // text stays at the top of the safe area.
        let screenView = VStack(spacing: 0) { Text("Title"); Spacer() }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.red)
        let engine = try LayoutEngine(measurer: TestSans(), scale: 3)
        let root = resolveRenderRoot(environment: EnvironmentValues()) { screenView }
        let tree = try engine.layout(root, proposal: LayoutProposal(screen), canvas: screen, safeAreaInsets: insets)
        let fill = try #require(tree.nodes.first { $0.kind == .shape })
        expectRect(fill.frame, 0, 0, 393, 852)
        #expect(tree.one(.text, "Title").frame.minY == 59)
        // A view background (not a ShapeStyle) stays in the view's bounds.
        let viewBackground = VStack(spacing: 0) { Text("Title"); Spacer() }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Rectangle().fill(Color.red))
        let plain = try engine.layout(resolveRenderRoot(environment: EnvironmentValues()) { viewBackground },
                                      proposal: LayoutProposal(screen), canvas: screen, safeAreaInsets: insets)
        expectRect(try #require(plain.nodes.first { $0.kind == .shape }).frame, 0, 59, 393, 759)
    }

    /// A `safeAreaInset` shrinks its content's safe area, not its bounds: a scroll view and its
    /// ShapeStyle background fill the modified view's whole frame, under the inset view, in a
    /// component render as on a screen, and no further than that frame.
    @Test func aScrollViewAndItsBackgroundRunUnderABottomInsetToTheFramesEdge() throws {
        let engine = try LayoutEngine(measurer: TestSans(), scale: 3)
        func frames(_ proposal: Size, canvas: Size? = nil, insets: EdgeInsets? = nil) throws -> (scroll: Rect, fill: Rect, bar: Rect) {
            let view = ScrollView { Color.red.frame(height: 2000) }
                .background(Color.blue)
                .safeAreaInset(edge: .bottom) { Color.green.frame(height: 60) }
                .frame(height: 300)
            let root = resolveRenderRoot(environment: EnvironmentValues()) { view }
            let tree = try engine.layout(root, proposal: LayoutProposal(proposal), canvas: canvas, safeAreaInsets: insets)
            let shapes = tree.nodes.filter { $0.kind == .shape }
            let fill = try #require(shapes.first { $0.frame.height == 300 || $0.frame.height == 240 })
            let bar = try #require(shapes.first { $0.frame.height == 60 })
            let scroll = try #require(tree.nodes.first { $0.kind == .ignoresSafeArea && $0.detail == "bottom, implied" })
            return (scroll.frame, fill.frame, bar.frame)
        }
        // A component render: the 300-pt frame is the inset's bounds.
        let component = try frames(Size(393, 300))
        expectRect(component.scroll, 0, 0, 393, 300)
        expectRect(component.fill, 0, 0, 393, 300)
        expectRect(component.bar, 0, 240, 393, 60)
        // On a screen, in its middle: the same, not on down to the screen's bottom.
        let screen = try frames(screen, canvas: screen, insets: insets)
        expectRect(screen.scroll, 0, 288.5, 393, 300)
        expectRect(screen.fill, 0, 288.5, 393, 300)
    }

    @Test func tabContentBackgroundsReachUnderTheStatusBarAndTheTabBar() throws {
        let content = ViewNode.ignoresSafeArea(.all, child: V.shape(.rectangle, .white))
        let tab = TabBarContent(items: [.init(title: "Home", systemImage: nil)], selectedIndex: 0, selectedContent: content,
                                tint: .black, barBackground: nil, barShadow: nil, colorSchemeIsDark: false)
        let tree = try onScreen(.tabView(tab))
        let fill = try #require(tree.nodes.first { $0.kind == .shape })
        expectRect(fill.frame, 0, 0, 393, 852)
    }

    /// A background its author extends under the status bar and home indicator marks a screen; a
    /// ShapeStyle background's implied extension, a top-only one or one on an inner view does not.
    @Test func anAuthoredFullHeightBackgroundMarksAScreen() throws {
        let card = V.text("Card").padded()
        func ideal(_ node: ViewNode) throws -> Bool { try layout(node, width: 393).hasScreenBackground }
        #expect(try ideal(.zstack(alignment: .center, children: [.ignoresSafeArea(.all, implied: false, child: V.rect), card])))
        #expect(try ideal(.ignoresSafeArea([.top, .bottom, .leading], implied: false, child: V.rect)))
        #expect(try !ideal(card.withBackground(.ignoresSafeArea(.all, child: V.rect))))
        #expect(try !ideal(.ignoresSafeArea(.top, implied: false, child: V.rect)))
        #expect(try !ideal(V.vstack(card, .ignoresSafeArea(.all, implied: false, child: V.rect.withFrame(width: 40, height: 40)))))
    }

    /// `safeAreaPadding` adds to the safe area rather than taking from the bounds (Apple: "Adds the
    /// provided insets into the safe area of this view"): a scroll view, its content and its
    /// ShapeStyle background fill the padded view's frame; a view in the safe area is inset as by `.padding`.
    @Test func safeAreaPaddingKeepsAScrollViewFullSize() throws {
        let engine = try LayoutEngine(measurer: TestSans(), scale: 3)
        func laid<V: View>(_ view: V, _ proposal: Size, canvas: Size? = nil, insets: EdgeInsets? = nil) throws -> LayoutTree {
            let root = resolveRenderRoot(environment: EnvironmentValues()) { view }
            return try engine.layout(root, proposal: LayoutProposal(proposal), canvas: canvas, safeAreaInsets: insets)
        }
        let feed = ScrollView { Color.red.frame(height: 2000) }.background(Color.blue).safeAreaPadding(.bottom, 250)
        let scroll = { (tree: LayoutTree) in try #require(tree.nodes.first { $0.kind == .ignoresSafeArea && $0.detail == "bottom, implied" }) }
        // A component render: the 700-pt frame, not 450 pt above the padding.
        let component = try laid(feed.frame(height: 700), Size(393, 700))
        expectRect(try scroll(component).frame, 0, 0, 393, 700)
        let shapes = component.nodes.filter { $0.kind == .shape }
        #expect(shapes.contains { $0.frame == Rect(x: 0, y: 0, width: 393, height: 700) }, "the blue background fills the frame")
        #expect(shapes.contains { $0.frame == Rect(x: 0, y: 0, width: 393, height: 2000) }, "the content runs on under the padding")
        // A screen: the scroll view runs from the status bar's edge to the screen's bottom.
        let onScreen = try laid(feed, screen, canvas: screen, insets: insets)
        expectRect(try scroll(onScreen).frame, 0, 59, 393, 793)
    }

    /// Views that stay in the safe area are inset by every overload; ones that ignore it fill the frame.
    @Test func safeAreaPaddingInsetsViewsInTheSafeArea() throws {
        let engine = try LayoutEngine(measurer: TestSans(), scale: 3)
        func fill<V: View>(_ view: V) throws -> Rect {
            let root = resolveRenderRoot(environment: EnvironmentValues()) { view.frame(width: 300, height: 200) }
            let tree = try engine.layout(root, proposal: LayoutProposal(Size(300, 200)))
            return try #require(tree.nodes.first { $0.kind == .shape }).frame
        }
        expectRect(try fill(Color.red.safeAreaPadding(.bottom, 50)), 0, 0, 300, 150)
        expectRect(try fill(Color.red.safeAreaPadding(.top)), 0, 16, 300, 184)
        expectRect(try fill(Color.red.safeAreaPadding(10)), 10, 10, 280, 180)
        expectRect(try fill(Color.red.safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))), 2, 1, 294, 196)
        expectRect(try fill(Color.red.ignoresSafeArea().safeAreaPadding(.horizontal, 20)), 0, 0, 300, 200)
        expectRect(try fill(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.red)
                                .safeAreaPadding(.vertical, 30)), 0, 0, 300, 200)
    }
}
