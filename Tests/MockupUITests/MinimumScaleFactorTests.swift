import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// `minimumScaleFactor`: text that does not fit its lines whole shrinks, as far as the factor
/// allows (TestSans: 0.5 em a grapheme, so "Hello World" at 20 pt is 110 pt wide).
@MainActor @Suite struct MinimumScaleFactorTests {
    func text<V: View>(_ view: V, width: Double?, height: Double? = nil) throws -> LayoutTree.Node {
        let laid = try layout(resolveView(view), width: width, height: height)
        return try #require(laid.all(.text).first)
    }

    let hello = Text("Hello World").font(.system(size: 20))

    @Test func oneLineShrinksUntilItFits() throws {
        let node = try text(hello.lineLimit(1).minimumScaleFactor(0.5), width: 80)
        let scale = try #require(node.textLines?.fontScale)
        // The largest scale at which 110 × s ≤ 80, to a thousandth of the range.
        #expect(scale <= 80.0 / 110 && scale > 80.0 / 110 - 0.001, "\(scale)")
        #expect(node.textLines?.lineCount == 1)
        #expect(node.frame.width <= 80 && node.frame.width > 79.5, "\(node.frame)")
        let lineHeight: Double = (20 * scale * 3).rounded(.up) / 3
        #expect(abs(node.frame.height - lineHeight) < 1e-9, "\(node.frame)")
    }

    @Test func shrinkingStopsAtTheFactorAndTheRestIsTruncated() throws {
        let node = try text(hello.lineLimit(1).minimumScaleFactor(0.9), width: 80)
        #expect(node.textLines?.fontScale == 0.9)
        #expect(node.textLines?.lineCount == 1)
    }

    @Test func textThatFitsOrMayWrapKeepsItsSize() throws {
        #expect(try text(hello.lineLimit(1).minimumScaleFactor(0.5), width: 200).textLines?.fontScale == 1)
        // No line limit and no height: the text wraps onto a second line instead.
        let wrapped = try text(hello.minimumScaleFactor(0.5), width: 80)
        #expect(wrapped.textLines?.fontScale == 1 && wrapped.textLines?.lineCount == 2)
        // Without the modifier nothing shrinks.
        #expect(try text(hello.lineLimit(1), width: 80).textLines?.fontScale == 1)
        // At its ideal width the lines are the hard breaks: no scale fits two of them on one line.
        let broken = try text(Text("Hello\nWorld").font(.system(size: 20)).lineLimit(1).minimumScaleFactor(0.5), width: nil)
        #expect(broken.textLines?.fontScale == 1)
    }

    @Test func theProposedHeightLimitsTheLinesToo() throws {
        // 20 pt tall holds one 20 pt line: the two words shrink onto it.
        let node = try text(hello.minimumScaleFactor(0.5), width: 80, height: 20)
        #expect((node.textLines?.fontScale ?? 1) < 0.73 && node.textLines?.lineCount == 1)
    }

    @Test func theShrunkTextIsDrawnAtItsScale() throws {
        let (list, _) = try R.render(view: resolveView(
            Text("£12,480.55").font(.system(size: 34, weight: .bold)).lineLimit(1).minimumScaleFactor(0.5)
                .frame(width: 120)), width: 120)
        let drawn = try #require(list.items.texts.first)
        #expect(drawn.text.font.size < 34 && drawn.text.font.size >= 17, "\(drawn.text.font.size)")
    }

    @Test func factorsOutsideZeroToOneAreClamped() throws {
        #expect(try text(hello.lineLimit(1).minimumScaleFactor(3), width: 80).textLines?.fontScale == 1)
        let tiny = try text(Text(String(repeating: "W", count: 1000)).font(.system(size: 20)).lineLimit(1)
            .minimumScaleFactor(0), width: 80)
        #expect(tiny.textLines?.fontScale == 0.01)
    }
}
