import Foundation
import MockupRaster
import MockupText

/// The text half of `mockup bench`: shaping + line layout + glyph rasterization of 1,000 short UI
/// strings at @3x, with a cold library (fonts loaded, caches empty) and warm (caches filled).
enum TextBench {
    /// 1,000 deterministic strings in the guides' styles: labels, prices, tickers, symbols, emoji.
    static let samples: [(text: String, style: TextStyle)] = {
        let words = ["Portfolio", "balance", "Available", "to", "spend", "Bitcoin", "Ethereum", "Pots", "Savings",
                     "Card", "frozen", "Send", "Receive", "Buy", "Sell", "today", "Likes", "Messages", "Trade", "Earn"]
        let fonts = ["Inter-Regular", "Inter-SemiBold", "CoinbaseSans-Medium", "CoinbaseDisplay-Bold",
                     "Manrope-Bold", "Manrope-Regular", "Poppins-SemiBold", "RobotoMono-Medium"]
        let sizes: [Double] = [11, 13, 15, 17, 20, 28, 40]
        return (0..<1_000).map { i in
            let text: String
            switch i % 5 {
            case 0: text = "\(words[i % words.count]) \(words[(i * 7 + 3) % words.count])"
            case 1: text = "£\(i * 37 % 10_000).\(String(format: "%02d", i % 100))"
            case 2: text = "\(i % 2 == 0 ? "+" : "−")\(i % 17).\(i % 10)% · ₿0.0\(i % 900 + 100)"
            case 3: text = "\(words[(i * 3) % words.count]) • \(i % 12 + 1) Jan"
            default: text = "\(words[(i * 11) % words.count]) 💳 \(i % 99)"
            }
            let font = FontDescriptor(source: .named(fonts[i % fonts.count]), size: sizes[i % sizes.count])
            return (text, TextStyle(font: font, tracking: i % 9 == 0 ? 0.6 : 0, monospacedDigit: i % 5 == 1))
        }
    }()

    /// Median milliseconds per pass over the 1,000 strings.
    static func run() throws -> [(name: String, medianMs: Double)] {
        let directory = try FontsDirectory.locate()
        var cold: [Double] = []
        for _ in 0..<5 {
            let library = FontLibrary(directory: directory)
            cold.append(try time { try pass(library) })
        }
        let library = FontLibrary(directory: directory)
        try pass(library)
        var warm: [Double] = []
        for _ in 0..<10 { warm.append(try time { try pass(library) }) }
        var shapingOnly: [Double] = []
        for _ in 0..<10 {
            shapingOnly.append(try time {
                for sample in samples {
                    _ = try TextLayoutEngine.layout(sample.text, style: sample.style, maxWidth: 200, library: library)
                }
            })
        }
        return [("text: 1,000 strings cold (fonts + shaping + raster @3x)", median(cold)),
                ("text: 1,000 strings warm glyph cache (shaping + raster @3x)", median(warm)),
                ("text: 1,000 strings shaping + line layout only", median(shapingOnly))]
    }

    private static func pass(_ library: FontLibrary) throws {
        for sample in samples {
            let layout = try TextLayoutEngine.layout(sample.text, style: sample.style, maxWidth: 200, library: library)
            _ = try layout.placedGlyphs(origin: Point(16, 8), scale: 3, cache: library.glyphCache)
        }
    }

    private static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
