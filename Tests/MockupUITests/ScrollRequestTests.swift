import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// A lyrics screen that centres the current line as it appears.
private struct Lyrics: View {
    var line = 20
    var anchor: UnitPoint? = .center

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30) { Color.red.frame(height: 100).id($0) }
                }
            }
            .onAppear { proxy.scrollTo(line, anchor: anchor) }
        }
    }
}

/// The reader inside the scroll view, its elements identified by `ForEach` alone, scrolled from a task.
private struct Feed: View {
    var body: some View {
        ScrollView {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    ForEach(0..<30, id: \.self) { _ in Color.red.frame(height: 100) }
                }
                .task { proxy.scrollTo(7, anchor: .top) }
            }
        }
    }
}

/// A pager opened at its third page, as iOS 17 code binds it.
private struct Pager: View {
    @State private var current: Int? = 2

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<5, id: \.self) { index in
                    Color.red.frame(height: 160).containerRelativeFrame(.horizontal).id(index)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $current)
    }
}

/// A strip of weeks a page wide, each seven days identified 0–6 by their `ForEach`, opened at week 1,
/// as a calendar's week pager binds it (with or without marking its scroll target layout).
private struct WeekStrip: View {
    @State private var week: Int? = 1
    var marksTargetLayout = true

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { week in
                    HStack(spacing: 0) {
                        ForEach(0..<7, id: \.self) { _ in Color.red.frame(height: 50) }
                    }
                    .containerRelativeFrame(.horizontal)
                    .id(week)
                }
            }
            .scrollTargetLayout(isEnabled: marksTargetLayout)
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $week)
    }
}

/// Sections of a row and a footer; the reader scrolls to a footer, a view inside a section.
private struct SectionFooters: View {
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30, id: \.self) { section in
                        VStack(spacing: 0) {
                            Color.red.frame(height: 50)
                            Color.blue.frame(height: 50).id("footer-\(section)")
                        }
                    }
                }
                .scrollTargetLayout()
            }
            .onAppear { proxy.scrollTo("footer-6", anchor: .top) }
        }
    }
}

/// A carousel of 300-pt cards with 16-pt content margins, opened at card `current`.
private struct MarginCarousel: View {
    @State var current: Int?

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 8) {
                ForEach(0..<4, id: \.self) { _ in Color.red.frame(width: 300, height: 100) }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 16, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
        .scrollPosition(id: $current)
    }
}

/// Scroll views that code scrolls before the still open there (LAYOUT-SPEC §10.6): 100-pt rows in
/// a 600-pt-tall scroll view.
@MainActor @Suite struct ScrollRequestTests {
    func shapes<V: View>(_ view: V, width: Double = 393, height: Double = 600) throws -> [Rect] {
        try layout(resolveRenderRoot { view }, width: width, height: height).all(.shape).map(\.frame)
    }

    @Test func scrollToInOnAppearPlacesTheViewAtTheAnchor() throws {
        // Line 20's middle (2050) at the viewport's (300).
        let centred = try shapes(Lyrics())
        expectRect(centred[0], 0, -1750, 393, 100)
        expectRect(centred[20], 0, 250, 393, 100)
        // Near the end the offset stops at the end of the content (3000 − 600).
        expectRect(try shapes(Lyrics(line: 28, anchor: .top))[0], 0, -2400, 393, 100)
        // Near the start it stops at the start.
        expectRect(try shapes(Lyrics(line: 1, anchor: .bottom))[0], 0, 0, 393, 100)
    }

    @Test func withoutAnAnchorTheLeastScrollShowsTheView() throws {
        // Line 10 (1000–1100) just shows at the bottom edge; line 3 is in view already.
        expectRect(try shapes(Lyrics(line: 10, anchor: nil))[10], 0, 500, 393, 100)
        expectRect(try shapes(Lyrics(line: 3, anchor: nil))[0], 0, 0, 393, 100)
    }

    @Test func aReaderInsideTheScrollViewScrollsItToAForEachElement() throws {
        expectRect(try shapes(Feed())[0], 0, -700, 393, 100)
    }

    @Test func aBoundScrollPositionOpensThePagerAtItsPage() throws {
        // Each page is the viewport's width (containerRelativeFrame); page 2 at the leading edge.
        let pages = try shapes(Pager(), height: 160)
        expectRect(pages[0], -786, 0, 393, 160)
        expectRect(pages[2], 0, 0, 393, 160)
    }

    @Test func aScrollPositionNamesAChildOfTheScrollTargetLayout() throws {
        // Week 1 (the layout's second child) at the leading edge, not day 1 inside week 0 (x 56.14).
        let days = try shapes(WeekStrip(), height: 50)
        expectRect(days[0], -393, 0, 393 / 7.0, 50)
        expectRect(days[7], 0, 0, 393 / 7.0, 50)
        // Unmarked, the content's outermost layout (the strip's HStack) holds the targets.
        expectRect(try shapes(WeekStrip(marksTargetLayout: false), height: 50)[7], 0, 0, 393 / 7.0, 50)
    }

    @Test func aScrolledToCardLinesUpWithTheContentMargin() throws {
        // The first card rests 16 pt in, as it would unscrolled (it had been pulled flush to the edge);
        // the second (316–616 in the content) also stops 16 pt in: offset 308.
        expectRect(try shapes(MarginCarousel(current: 0), height: 100)[0], 16, 0, 300, 100)
        expectRect(try shapes(MarginCarousel(current: 1), height: 100)[1], 16, 0, 300, 100)
    }

    @Test func aReaderScrollsToAViewNestedInsideTheTargets() throws {
        // ScrollViewProxy scans the whole content: section 6's footer (650–700) at the top.
        expectRect(try shapes(SectionFooters())[0], 0, -650, 393, 50)
    }

    @Test func theVisibleRegionEndsAboveTheHomeIndicator() throws {
        // An iPhone screen (safe area 59 pt above, 34 below): the scroll view reaches the bottom
        // edge, but UIKit insets its content, so the last line scrolled to ends 34 pt above it.
        let laid = try layout(resolveRenderRoot { Lyrics(line: 29, anchor: nil) }, width: 393, height: 852,
                              canvas: Size(393, 852), safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
        expectRect(laid.all(.shape)[29].frame, 0, 718, 393, 100)
    }

    @Test func contentThatFitsIsNotScrolled() throws {
        let short = ScrollViewReader { proxy in
            ScrollView { VStack(spacing: 0) { ForEach(0..<3) { Color.red.frame(height: 100).id($0) } } }
                .onAppear { proxy.scrollTo(2, anchor: .top) }
        }
        expectRect(try shapes(short)[0], 0, 0, 393, 100)
    }
}
