import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// `Font.smallCaps()` and its variants: small capitals drawn as capitals at the x-height.
@MainActor @Suite struct SmallCapsTests {
    /// The runs `text` draws: each run's characters and point size.
    func runs(_ text: Text) -> [String] {
        text.resolvedRuns(in: text.styled(EnvironmentValues())).runs.map { run in
            guard case .text(let string) = run.content else { return "?" }
            return "\(string)@\(num(run.font.size))"
        }
    }

    @Test func lowercaseLettersBecomeSmallCapitals() {
        let small = num(20 * SmallCaps.scale)
        #expect(runs(Text("Hello 42").font(.system(size: 20).smallCaps())) == ["H@20", "ELLO@\(small)", " 42@20"])
        #expect(runs(Text("Hello").font(.system(size: 20).lowercaseSmallCaps())) == ["H@20", "ELLO@\(small)"])
    }

    @Test func uppercaseSmallCapsShrinksTheCapitals() {
        let small = num(20 * SmallCaps.scale)
        #expect(runs(Text("Hi").font(.system(size: 20).uppercaseSmallCaps())) == ["H@\(small)", "i@20"])
        #expect(runs(Text("Hi").font(.system(size: 20).smallCaps().uppercaseSmallCaps())) == ["HI@\(small)"])
    }

    @Test func smallCapitalsAreCapitalsAtTheSmallerSize() throws {
        let smallCaps = try layout(resolveView(Text("abc").font(.system(size: 20).smallCaps())))
        let capitals = try layout(resolveView(Text("ABC").font(.system(size: 20 * SmallCaps.scale))))
        #expect(smallCaps.root.frame.width == capitals.root.frame.width)
        #expect(runs(Text("Plain").font(.system(size: 20))) == ["Plain@20"], "no small caps unless asked")
    }

    /// Small capitals change glyphs, not metrics: a line keeps its text style's height (body 22 pt,
    /// not 27.3), with loose leading and at other sizes too.
    @Test func smallCapitalsKeepTheLineHeight() throws {
        let measurer = try BundledFontMeasurer(library: R.fonts())
        func height(_ text: Text, width: Double? = nil) throws -> Double {
            let node = text.resolveNodes(in: EnvironmentValues()).first
            let resolved = try #require((node?.primitive as? TextNode)?.text)
            return measurer.textLayout(resolved, maxWidth: width, maxLines: nil).size.height
        }
        for font in [Font.body, Font.body.leading(.loose), Font.title3] {
            let plain = try height(Text("Hello world").font(font))
            for small in [font.smallCaps(), font.lowercaseSmallCaps(), font.uppercaseSmallCaps()] {
                #expect(try height(Text("Hello world").font(small)) == plain)
            }
        }
        #expect(try height(Text("Hello world").font(.body.smallCaps())) == 22)
    }
}
