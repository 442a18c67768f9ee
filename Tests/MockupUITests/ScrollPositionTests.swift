import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// A transcript that opens at its newest message, as iOS 18 code writes it.
private struct Transcript: View {
    @State private var position = ScrollPosition(edge: .bottom)
    var count: Int

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { _ in Color.red.frame(height: 100) }
            }
        }
        .scrollPosition($position)
    }
}

/// iOS 18's scroll position and anchor roles, drawn at rest (a 600-pt-tall scroll view of 100-pt rows).
@MainActor @Suite struct ScrollPositionTests {
    func rows<V: View>(_ view: V) throws -> (frames: [Rect], warnings: [String]) {
        let laid = try layout(resolveView(view), width: 393, height: 600)
        return (laid.all(.shape).map(\.frame), laid.warnings)
    }

    func column(_ count: Int) -> some View {
        ScrollView {
            VStack(spacing: 0) { ForEach(0..<count, id: \.self) { _ in Color.red.frame(height: 100) } }
        }
    }

    @Test func anEdgePositionOpensAtThatEdge() throws {
        let long = try rows(Transcript(count: 10))
        expectRect(long.frames[0], 0, -400, 393, 100)
        expectRect(long.frames[9], 0, 500, 393, 100)
        // Nothing to scroll: the content stays at the top, where iOS aligns it.
        let short = try rows(Transcript(count: 2))
        expectRect(short.frames[0], 0, 0, 393, 100)
        #expect(long.warnings.isEmpty && short.warnings.isEmpty)
    }

    @Test func scrollToEdgeAndTheAutomaticPosition() throws {
        var position = ScrollPosition(idType: Int.self)
        #expect(position.edge == nil && position.point == nil && position.viewID == nil)
        expectRect(try rows(column(10).scrollPosition(.constant(position))).frames[0], 0, 0, 393, 100)
        position.scrollTo(edge: .bottom)
        #expect(position.edge == .bottom)
        expectRect(try rows(column(10).scrollPosition(.constant(position))).frames[0], 0, -400, 393, 100)
    }

    @Test func aHorizontalScrollViewOpensAtItsTrailingEdge() throws {
        let strip = ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<6, id: \.self) { _ in Color.red.frame(width: 100, height: 50) } }
        }
        .scrollPosition(.constant(ScrollPosition(edge: .trailing)))
        let laid = try layout(resolveView(strip), width: 393)
        expectRect(laid.all(.shape)[0].frame, -207, 0, 100, 50)
    }

    @Test func pointsAndViewIdentitiesAreDrawn() throws {
        var position = ScrollPosition(id: 3, anchor: .top)
        #expect(position.viewID(type: Int.self) == 3 && position.viewID(type: String.self) == nil)
        // Row 3 (a ForEach element, identified by its id) at the top of the visible region.
        let byID = try rows(column(10).scrollPosition(.constant(position)))
        expectRect(byID.frames[0], 0, -300, 393, 100)
        #expect(byID.warnings.isEmpty, "\(byID.warnings)")
        // Centred, and the modifier's anchor when the position has none: row 5's middle (550) at 300.
        expectRect(try rows(column(10).scrollPosition(.constant(ScrollPosition(id: 5, anchor: .center)))).frames[0],
                   0, -250, 393, 100)
        expectRect(try rows(column(10).scrollPosition(.constant(ScrollPosition(id: 7)), anchor: .bottom)).frames[0],
                   0, -200, 393, 100)
        // Clamped to the end of the content (1000 − 600).
        expectRect(try rows(column(10).scrollPosition(.constant(ScrollPosition(id: 8)))).frames[0], 0, -400, 393, 100)
        position.scrollTo(y: 250)
        #expect(position.point == CGPoint(x: 0, y: 250) && position.viewID == nil)
        expectRect(try rows(column(10).scrollPosition(.constant(position))).frames[0], 0, -250, 393, 100)
        position.isPositionedByUser = true
        #expect(position.point == nil && position.isPositionedByUser)
        #expect(ScrollPosition(point: .zero) == ScrollPosition(point: .zero))
        #expect(ScrollPosition(id: "a") != ScrollPosition(id: "b"))
    }

    @Test func anchorRolesSplitOverflowingAndFittingContent() throws {
        // A chat: open at the end when the messages overflow, keep few messages at the top.
        func chat(_ count: Int) -> some View {
            column(count).defaultScrollAnchor(.bottom, for: .initialOffset)
        }
        expectRect(try rows(chat(10)).frames[0], 0, -400, 393, 100)
        expectRect(try rows(chat(2)).frames[0], 0, 0, 393, 100)
        // Centre small content, open long content at its start.
        func centred(_ count: Int) -> some View { column(count).defaultScrollAnchor(.center, for: .alignment) }
        expectRect(try rows(centred(2)).frames[0], 0, 200, 393, 100)
        expectRect(try rows(centred(10)).frames[0], 0, 0, 393, 100)
        // Without a role the anchor plays both parts.
        expectRect(try rows(column(2).defaultScrollAnchor(.bottom)).frames[0], 0, 400, 393, 100)
        expectRect(try rows(column(2).defaultScrollAnchor(.bottom, for: .sizeChanges)).frames[0], 0, 0, 393, 100)
    }

    @Test func contentRestingAtItsEndStopsAboveTheHomeIndicator() throws {
        // An iPhone screen (393 × 852, safe area 59 pt above, 34 pt below): iOS insets scroll
        // content by the safe area, so content scrolled to its end ends 34 pt above the bottom, while
        // content at its start runs on under the home indicator.
        func onScreen<V: View>(_ view: V) throws -> [Rect] {
            try layout(resolveView(view), width: 393, height: 852, canvas: Size(393, 852),
                       safeAreaInsets: EdgeInsets(top: 59, bottom: 34)).all(.shape).map(\.frame)
        }
        expectRect(try onScreen(Transcript(count: 10))[9], 0, 718, 393, 100)
        let top = try onScreen(column(10))
        expectRect(top[0], 0, 59, 393, 100)
        expectRect(top[7], 0, 759, 393, 100)
    }

    /// An anchor between the edges opens the content with its anchor point at the same unit point of
    /// the visible region: `anchor × (content − visible length)` scrolled, not the nearest of start,
    /// middle and end. On screen the visible region stops at the home indicator's 34 pt.
    @Test func anAnchorBetweenTheEdgesScrollsThatFractionOfTheOverflow() throws {
        // 1000 pt of rows in 600: 30 % of the 400-pt overflow.
        expectRect(try rows(column(10).defaultScrollAnchor(UnitPoint(x: 0.5, y: 0.3))).frames[0], 0, -120, 393, 100)
        // 759 pt visible (59 to 818): a third of the 241-pt overflow, below the status bar's 59.
        let onScreen = try layout(resolveView(column(10).defaultScrollAnchor(UnitPoint(x: 0.5, y: 1.0 / 3.0))),
                                  width: 393, height: 852, canvas: Size(393, 852),
                                  safeAreaInsets: EdgeInsets(top: 59, bottom: 34)).all(.shape).map(\.frame)
        expectRect(onScreen[0], 0, 59 - 241.0 / 3, 393, 100)
    }

    @Test func scrollGeometryRects() {
        let geometry = ScrollGeometry(contentOffset: CGPoint(x: 0, y: 40), contentSize: CGSize(width: 393, height: 1000),
                                      contentInsets: EdgeInsets(top: 10, leading: 0, bottom: 20, trailing: 0),
                                      containerSize: CGSize(width: 393, height: 600))
        #expect(geometry.visibleRect == CGRect(x: 0, y: 40, width: 393, height: 600))
        #expect(geometry.bounds == CGRect(x: 0, y: 50, width: 393, height: 570))
    }
}
