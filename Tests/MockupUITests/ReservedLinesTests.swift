import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// Lines reserved by a line limit (iOS 16): `.lineLimit(n, reservesSpace: true)` and a range's lower
/// bound make a `Text` as tall as those lines however few it has, its lines at the top (TestSans at
/// 20 pt: lines 20 pt apart, "Hello World" 110 pt wide).
@MainActor @Suite struct ReservedLinesTests {
    func text<V: View>(_ view: V, width: Double? = 200) throws -> LayoutTree.Node {
        try #require(try layout(resolveView(view), width: width, height: nil).all(.text).first)
    }

    let hello = Text("Hello World").font(.system(size: 20))

    @Test func aTextTakesTheHeightOfTheLinesItReserves() throws {
        let one = try text(hello)
        #expect(one.frame.height == 20)
        let reserved = try text(hello.lineLimit(3, reservesSpace: true))
        #expect(reserved.frame.size == Size(110, 60), "three lines of height, its own width")
        let baseline = one.textLines?.firstBaseline
        #expect(reserved.textLines?.lineCount == 1 && reserved.textLines?.firstBaseline == baseline, "its line stays at the top")
        #expect(try text(hello.lineLimit(3, reservesSpace: false)).frame.height == 20)
        #expect(try text(hello.lineLimit(2...4)).frame.height == 40, "a range reserves its lower bound")
        #expect(try text(hello.lineLimit(2...)).frame.height == 40)
        #expect(try text(hello.lineLimit(...4)).frame.height == 20)
        // Wrapped in 50 pt: "Hello" and "World"; five words take at most the upper bound.
        #expect(try text(hello.lineLimit(3...4), width: 50).frame.height == 60)
        let long = Text("one two three four five six").font(.system(size: 20))
        #expect(try text(long.lineLimit(2...4), width: 40).frame.height == 80, "at most four lines")
        // An inner plain limit is the whole line limit again; line spacing is part of each reserved line.
        #expect(try text(hello.lineLimit(1).lineLimit(3, reservesSpace: true)).frame.height == 20)
        #expect(try text(hello.lineSpacing(10).lineLimit(3, reservesSpace: true)).frame.height == 80)
    }

    @Test func aVerticalFieldReservesItsLinesAndAHorizontalOneDoesNot() throws {
        let vertical = try layout(resolveView(TextField("Bio", text: .constant(""), axis: .vertical).font(.system(size: 20))
            .lineLimit(3...6)), width: 300, height: nil)
        let horizontal = try layout(resolveView(TextField("Bio", text: .constant("")).font(.system(size: 20))
            .lineLimit(3...6)), width: 300, height: nil)
        let verticalText = try #require(vertical.all(.text).first), horizontalText = try #require(horizontal.all(.text).first)
        #expect(verticalText.frame.height == 60 && horizontalText.frame.height == 20)
    }
}
