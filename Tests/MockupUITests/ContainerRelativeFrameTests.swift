import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// `containerRelativeFrame`: views sized by the nearest container (screen, navigation stack, tab,
/// scroll view), with exact frames.
@MainActor @Suite struct ContainerRelativeFrameTests {
    func tree<V: View>(_ view: V, width: Double? = 393, height: Double? = nil) throws -> LayoutTree {
        try layout(resolveView(view), width: width, height: height)
    }

    func frame(_ tree: LayoutTree, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Rect {
        try #require(tree.frame(of: name), sourceLocation: sourceLocation)
    }

    /// Apple's carousel: three cards across a horizontal scroll view, 10 pt apart.
    @Test func cardsSpanColumnsOfTheScrollViewsWidth() throws {
        let laid = try tree(ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<4) { index in
                    Color.red.frame(height: 40).containerRelativeFrame(.horizontal, count: 3, spacing: 10).id("card\(index)")
                }
            }
        })
        // (393 − 2 × 10) / 3 = 124.333 per card.
        let column = (393.0 - 20) / 3
        for index in 0..<4 {
            expectRect(try frame(laid, "card\(index)"), Double(index) * (column + 10), 0, column, 40)
        }
    }

    @Test func aSpanCoversItsColumnsAndTheSpacingBetween() throws {
        let laid = try tree(ScrollView(.horizontal) {
            Color.red.frame(height: 10).containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 12).id("wide")
        }, width: 400)
        // Columns of (400 − 3 × 12) / 4 = 91; three of them and two gaps: 297.
        #expect(abs(try frame(laid, "wide").width - 297) < 1e-9)
    }

    @Test func contentMarginsNarrowTheContainer() throws {
        let laid = try tree(ScrollView(.horizontal) {
            Color.red.frame(height: 10).containerRelativeFrame(.horizontal).id("card")
        }.contentMargins(.horizontal, 16))
        expectRect(try frame(laid, "card"), 16, 0, 361, 10)
    }

    @Test func aClosureMakesTheLengthOfTheContainersOnEachAxis() throws {
        var axes: [Axis] = []
        let laid = try tree(ScrollView {
            Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                axes.append(axis)
                return axis == .horizontal ? length * 0.8 : length / 2
            }.id("card")
        }, height: 300)
        let card = try frame(laid, "card")
        #expect(abs(card.width - 314.4) < 1e-9 && card.height == 150)
        #expect(Set(axes) == [.horizontal, .vertical])
        // Centred in a frame as wide as it: the frame is the card's, the scroll view's content.
        #expect(abs(card.minX - (393 - 314.4) / 2) < 1e-9)
    }

    /// The container's size is the one it is placed at, however often stacks measure it first:
    /// a scroll view sharing a column with a 100 pt view is 300 pt tall, and so is what fills it.
    /// Resting at its bottom, the scroll view measures its content while the stack probes it
    /// (whether it fits), always proposing it the same width and no height.
    @Test func theSizeIsTheContainersFinalSize() throws {
        for anchor in [UnitPoint.top, .bottom] {
            let laid = try tree(VStack(spacing: 0) {
                ScrollView { Color.red.containerRelativeFrame(.vertical).id("page") }.defaultScrollAnchor(anchor)
                Color.blue.frame(height: 100)
            }, height: 400)
            expectRect(try frame(laid, "page"), 0, 0, 393, 300)
        }
        // A row aligned on text baselines reads the scroll view's baselines at every height it
        // probes, laying the content out in the scroll view at each; the page keeps the final one.
        let row = try tree(VStack(spacing: 0) {
            HStack(alignment: .firstTextBaseline) {
                Text("A")
                ScrollView { Text("B").containerRelativeFrame(.vertical).id("page") }
            }
            Color.blue.frame(height: 100)
        }, height: 400)
        let scrollView = try #require(row.all(.sizingContainer).first?.frame)
        let page = try frame(row, "page")
        #expect(scrollView.height > 100 && page.height == scrollView.height, "\(page) in \(scrollView)")
    }

    @Test func theScreenIsTheContainerOutsideAnyOther() throws {
        let insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        let laid = try layout(resolveView(VStack(spacing: 0) {
            Color.red.containerRelativeFrame(.vertical, count: 4, spacing: 0).id("quarter")
            Spacer()
        }), canvas: Size(393, 852), safeAreaInsets: insets)
        // The safe area: 852 − 59 − 34 = 759 tall.
        expectRect(try frame(laid, "quarter"), 0, 59, 393, 759.0 / 4)
    }

    @Test func aTabIsTheContainerAboveItsBar() throws {
        let insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        let laid = try layout(resolveView(TabView {
            VStack(spacing: 0) {
                Color.red.containerRelativeFrame(.vertical).id("tab")
                Spacer(minLength: 0)
            }.tabItem { Label("Home", systemImage: "house") }
        }), canvas: Size(393, 852), safeAreaInsets: insets)
        let bar = try #require(laid.all(.tabView).first?.children.last?.frame)
        let tab = try frame(laid, "tab")
        #expect(tab.minY == 59 && abs(tab.maxY - bar.minY) < 1e-9, "\(tab) above the bar at \(bar)")
    }

    @Test func geometryReaderContentMeasuresAgainstTheContainerOutsideTheReader() throws {
        let laid = try tree(ScrollView(.horizontal) {
            GeometryReader { _ in
                Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0).id("half")
            }.frame(width: 50, height: 20)
        }, width: 300)
        #expect(try frame(laid, "half").width == 150)
    }

    /// A component render proposed its ideal width knows no container width: the view keeps its own.
    @Test func anUnknownContainerLengthLeavesTheViewItsOwn() throws {
        let laid = try tree(Color.red.frame(width: 20, height: 20).containerRelativeFrame(.horizontal).id("own"), width: nil)
        expectRect(try frame(laid, "own"), 0, 0, 20, 20)
    }

    @Test func theFrameResetsTheSpacingOfTheAxesItSizes() throws {
        let laid = try tree(HStack {
            Text("A").id("a")
            Text("B").containerRelativeFrame(.vertical).id("b")
        }, height: 100)
        let a = try frame(laid, "a"), b = try frame(laid, "b")
        #expect(abs(b.minX - a.maxX - 8) < 1e-9, "text to text keeps its spacing along the unframed axis")
    }
}
