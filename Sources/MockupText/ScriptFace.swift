/// A bundled face that draws one writing system the system font lacks, standing in for the face iOS
/// falls back to for it (PingFang, SF Arabic, Kohinoor Devanagari, Thonburi, …; TEXT.md §8.2–8.4).
/// The shaper tries these, in `all`'s order, only for clusters of their own script.
struct ScriptFace: Sendable {
    /// How the face's weights are bundled.
    enum Files: Sendable {
        /// One variable file: the text's weight goes to its `wght` axis.
        case variable(String)
        /// A Regular and a Bold file: Bold for weights of 600 and up, as iOS picks the nearest weight.
        case regularAndBold(regular: String, bold: String)
    }

    let script: String
    let files: Files
    /// Whether a scalar belongs to the script (the clusters this face is tried for).
    let covers: @Sendable (Unicode.Scalar) -> Bool

    /// The file and axis values for text of `weight`.
    func file(weight: Double) -> (path: String, variations: [String: Double]) {
        switch files {
        case .variable(let path): return (path, ["wght": weight])
        case .regularAndBold(let regular, let bold): return (weight >= 600 ? bold : regular, [:])
        }
    }

    /// The script faces in the order the shaper tries them.
    static let all: [ScriptFace] = [
        // Noto Sans CJK SC, subset (`scripts/subset-cjk-font.sh`): PingFang SC, Hiragino Sans, Apple SD Gothic Neo.
        ScriptFace(script: "Chinese, Japanese and Korean",
                   files: .regularAndBold(regular: "NotoSansCJK/NotoSansSC-Regular-Subset.otf",
                                          bold: "NotoSansCJK/NotoSansSC-Bold-Subset.otf"),
                   covers: CharacterClass.isCJK),
        ScriptFace(script: "Arabic", files: .variable("NotoSansArabic/NotoSansArabic[wdth,wght].ttf"),
                   covers: ranges(0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF,
                                  0x10EC0...0x10EFF)),
        staticPair("Hebrew", ranges(0x0590...0x05FF, 0xFB1D...0xFB4F)),
        staticPair("Armenian", ranges(0x0530...0x058F, 0xFB13...0xFB17)),
        // Noto Sans 2.015, already bundled, has Devanagari at every weight.
        ScriptFace(script: "Devanagari", files: .variable("NotoSans/NotoSans[wdth,wght].ttf"),
                   covers: ranges(0x0900...0x097F, 0xA8E0...0xA8FF, 0x1CD0...0x1CFF)),
        staticPair("Bengali", ranges(0x0980...0x09FF)),
        staticPair("Gurmukhi", ranges(0x0A00...0x0A7F)),
        staticPair("Gujarati", ranges(0x0A80...0x0AFF)),
        staticPair("Oriya", ranges(0x0B00...0x0B7F)),
        staticPair("Tamil", ranges(0x0B80...0x0BFF)),
        staticPair("Telugu", ranges(0x0C00...0x0C7F)),
        staticPair("Kannada", ranges(0x0C80...0x0CFF)),
        staticPair("Malayalam", ranges(0x0D00...0x0D7F)),
        staticPair("Sinhala", ranges(0x0D80...0x0DFF)),
        staticPair("Thai", ranges(0x0E00...0x0E7F)),
        staticPair("Lao", ranges(0x0E80...0x0EFF)),
        staticPair("Myanmar", ranges(0x1000...0x109F, 0xA9E0...0xA9FF, 0xAA60...0xAA7F)),
        staticPair("Ethiopic", ranges(0x1200...0x139F, 0x2D80...0x2DDF, 0xAB00...0xAB2F)),
        staticPair("Khmer", ranges(0x1780...0x17FF, 0x19E0...0x19FF)),
    ]

    /// A script drawn by the bundled `NotoSans<Script>/NotoSans<Script>-{Regular,Bold}.ttf`.
    private static func staticPair(_ script: String, _ covers: @escaping @Sendable (Unicode.Scalar) -> Bool) -> ScriptFace {
        ScriptFace(script: script,
                   files: .regularAndBold(regular: "NotoSans\(script)/NotoSans\(script)-Regular.ttf",
                                          bold: "NotoSans\(script)/NotoSans\(script)-Bold.ttf"),
                   covers: covers)
    }

    private static func ranges(_ ranges: ClosedRange<UInt32>...) -> @Sendable (Unicode.Scalar) -> Bool {
        { scalar in ranges.contains { $0.contains(scalar.value) } }
    }
}
