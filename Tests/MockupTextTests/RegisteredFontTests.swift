import Foundation
import Testing
@testable import MockupText

/// Issue 11/13: users' own font files, registered as an iOS app registers its fonts, are found by
/// the names in the font (PostScript, full, family name, variable named instances), never by file name.
@Suite struct RegisteredFontTests {
    /// A temporary folder holding copies of bundled files under other names.
    struct Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-user-fonts-\(UUID().uuidString)")
        init(_ copies: [String: String]) throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, bundled) in copies {
                try FileManager.default.copyItem(at: library.directory.appendingPathComponent(bundled), to: url.appendingPathComponent(name))
            }
        }
        func path(_ name: String) -> String { url.appendingPathComponent(name).standardizedFileURL.path }
        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    func fresh() -> FontLibrary { FontLibrary(directory: library.directory) }

    func resolve(_ fonts: FontLibrary, _ name: String, weight: FontWeight? = nil, italic: Bool = false) -> ResolvedFont {
        fonts.resolve(FontDescriptor(source: .named(name), size: 16, weight: weight, italic: italic))
    }

    @Test func fontsAreFoundByPostScriptNameNotFileName() throws {
        let folder = try Folder(["Brand Headline.ttf": "Poppins/Poppins-Bold.ttf"])
        defer { folder.remove() }
        let fonts = fresh()
        #expect(try fonts.registerFonts(in: folder.url) == 1)
        #expect(fonts.registeredFontNames == ["Poppins-Bold"])
        let bold = resolve(fonts, "Poppins-Bold")
        #expect(bold.file == folder.path("Brand Headline.ttf") && bold.family == "Poppins" && bold.weight == 700)
        // The full name (family + style) is found only through the registration, as on iOS.
        #expect(resolve(fonts, "Poppins Bold").file == folder.path("Brand Headline.ttf"))
        #expect(resolve(library, "Poppins Bold").family == "Inter")
        // The file name is not a font name.
        #expect(resolve(fonts, "Brand Headline").family == "Inter")
        #expect(fonts.diagnostics.messages.contains { $0.contains("'Brand Headline'") })
        #expect(!fonts.diagnostics.messages.contains { $0.contains("Poppins") })
        // It draws: same advances as the bundled file it is a copy of.
        let registered = try TextLayoutEngine.layout("Checkout", style: style("Poppins-Bold", 16), library: fonts).size.width
        let bundled = try TextLayoutEngine.layout("Checkout", style: style("Poppins-Bold", 16), library: library).size.width
        #expect(registered == bundled && registered > 60)
    }

    @Test func variableFontNamedInstancesAreFoundExactly() throws {
        let folder = try Folder(["code.ttf": "RobotoMono/RobotoMono[wght].ttf"])
        defer { folder.remove() }
        let fonts = fresh()
        // The default face and the seven named instances (Thin … Bold).
        #expect(try fonts.registerFonts(in: folder.url) == 8)
        let semibold = resolve(fonts, "RobotoMono-SemiBold")
        #expect(semibold.file == folder.path("code.ttf") && semibold.variations == ["wght": 600] && semibold.weight == 600)
        #expect(resolve(fonts, "Roboto Mono Light").variations == ["wght": 300])
        // A weight override moves the instance along its axis.
        #expect(resolve(fonts, "RobotoMono-Regular", weight: .heavy).variations == ["wght": 800])
    }

    /// A font collection of `files` (bundled paths): the `ttcf` header, then each font with its table
    /// offsets moved to where it now starts.
    static func collection(_ files: [String]) throws -> Data {
        var fonts = try files.map { try Data(contentsOf: library.directory.appendingPathComponent($0)) }
        for index in fonts.indices { while fonts[index].count % 4 != 0 { fonts[index].append(0) } }
        func u32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        var data = Data("ttcf".utf8) + u32(0x0001_0000) + u32(fonts.count)
        var start = 12 + 4 * fonts.count
        var starts: [Int] = []
        for font in fonts { starts.append(start); data += u32(start); start += font.count }
        for (font, base) in zip(fonts, starts) {
            var moved = [UInt8](font)
            let tables = Int(moved[4]) << 8 | Int(moved[5])
            for table in 0..<tables {
                let field = 12 + 16 * table + 8
                let offset = moved[field..<field + 4].reduce(0) { $0 << 8 | Int($1) }
                moved.replaceSubrange(field..<field + 4, with: u32(offset + base))
            }
            data += moved
        }
        return data
    }

    @Test func collectionFacesAreFoundByIndex() throws {
        let folder = try Folder([:])
        defer { folder.remove() }
        try Self.collection(["Poppins/Poppins-Regular.ttf", "Poppins/Poppins-Bold.ttf"]).write(to: folder.url.appendingPathComponent("Brand.ttc"))
        let fonts = fresh()
        #expect(try fonts.registerFonts(in: folder.url) == 2)
        let bold = resolve(fonts, "Poppins-Bold")
        #expect(bold.file == folder.path("Brand.ttc") && bold.faceIndex == 1)
        #expect(resolve(fonts, "Poppins-Regular").faceIndex == 0)
        for name in ["Poppins-Regular", "Poppins-Bold"] {
            let registered = try TextLayoutEngine.layout("Checkout", style: style(name, 16), library: fonts).size.width
            let bundled = try TextLayoutEngine.layout("Checkout", style: style(name, 16), library: library).size.width
            #expect(registered == bundled, "\(name)")
        }
    }

    @Test func weightAndItalicOverridesPickTheFamilysNearestFace() throws {
        let folder = try Folder(["a.ttf": "Poppins/Poppins-Regular.ttf", "b.ttf": "Poppins/Poppins-Bold.ttf",
                                 "c.ttf": "Poppins/Poppins-BoldItalic.ttf"])
        defer { folder.remove() }
        let fonts = fresh()
        try fonts.registerFonts(in: folder.url)
        #expect(resolve(fonts, "Poppins-Regular", weight: .bold).file == folder.path("b.ttf"))
        #expect(resolve(fonts, "Poppins-Regular", weight: .semibold).file == folder.path("b.ttf"))   // 600: ties go heavier
        let italic = resolve(fonts, "Poppins-Bold", italic: true)
        #expect(italic.file == folder.path("c.ttf") && !italic.syntheticOblique)
        let oblique = resolve(fonts, "Poppins-Regular", italic: true)
        #expect(oblique.file == folder.path("c.ttf") || oblique.syntheticOblique)
        #expect(resolve(fonts, "Poppins").file == folder.path("a.ttf"))   // the family name: its regular face
    }

    @Test func registrationOrderDoesNotChangeTheFaceChosen() throws {
        let first = try Folder(["z.ttf": "Poppins/Poppins-Bold.ttf"])
        let second = try Folder(["a.ttf": "Poppins/Poppins-Bold.ttf"])
        defer { first.remove(); second.remove() }
        let forward = fresh(), backward = fresh()
        try forward.registerFonts(in: first.url); try forward.registerFonts(in: second.url)
        try backward.registerFonts(in: second.url); try backward.registerFonts(in: first.url)
        let winner = [first.path("z.ttf"), second.path("a.ttf")].min()!
        #expect(resolve(forward, "Poppins-Bold").file == winner)
        #expect(resolve(backward, "Poppins-Bold").file == winner)
        try forward.registerFonts(in: first.url)   // again: no change
        #expect(resolve(forward, "Poppins-Bold").file == winner)
    }

    /// Resolutions are cached per library; every view still gets its own warnings, and a
    /// registration made after a name was resolved takes effect.
    @Test func cachedResolutionsReplayWarningsAndFollowRegistration() throws {
        let folder = try Folder(["Brand.ttf": "Poppins/Poppins-Bold.ttf"])
        defer { folder.remove() }
        let fonts = fresh()
        #expect(resolve(fonts, "Poppins Bold").family == "Inter")   // full names need a registration
        let render = Diagnostics()
        #expect(resolve(fonts.reporting(to: render), "Poppins Bold").family == "Inter")
        #expect(render.messages.count == 1 && render.messages[0].contains("Unknown font 'Poppins Bold'"))
        #expect(fonts.diagnostics.messages == render.messages)
        try fonts.registerFonts(in: folder.url)
        #expect(resolve(fonts, "Poppins Bold").file == folder.path("Brand.ttf"))
        let later = Diagnostics()
        #expect(resolve(fonts.reporting(to: later), "Poppins Bold").file == folder.path("Brand.ttf"))
        #expect(later.messages.isEmpty)
    }

    @Test func damagedFileIsAnErrorNamingIt() throws {
        let folder = try Folder(["Good.ttf": "Poppins/Poppins-Bold.ttf"])
        defer { folder.remove() }
        let poppins = try Data(contentsOf: library.directory.appendingPathComponent("Poppins/Poppins-Regular.ttf"))
        try poppins.prefix(poppins.count / 2).write(to: folder.url.appendingPathComponent("Broken.otf"))
        let fonts = fresh()
        #expect {
            try fonts.registerFonts(in: folder.url)
        } throws: { error in
            guard case FontError.unreadableUserFont(let path, _) = error else { return false }
            return path == folder.path("Broken.otf") && "\(error)".contains("Broken.otf") && "\(error)".contains("truncated")
        }
        #expect(fonts.registeredFontNames.isEmpty)   // nothing from a folder with a damaged file
        #expect(throws: FontError.userFontsFolderNotFound(path: "/no/such/folder")) {
            try fonts.registerFonts(in: URL(fileURLWithPath: "/no/such/folder"))
        }
        // Files that are not fonts (a licence, a README) are ignored.
        try "OFL".write(to: folder.url.appendingPathComponent("OFL.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Broken.otf"))
        #expect(try fonts.registerFonts(in: folder.url) == 1)
    }
}
