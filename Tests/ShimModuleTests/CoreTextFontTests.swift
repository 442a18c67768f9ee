import CoreText
import Foundation
import MockupText
import SwiftUI
import Testing

/// Core Text's font API answers from the face Mockup draws with: Poppins' numbers below are its
/// file's (head, OS/2, post and maxp tables), the system font's SF Pro's.
struct CoreTextFontTests {
    @Test func aUIFontIsACTFont() throws {
        let font = try #require(UIFont(name: "Poppins-Regular", size: 20))
        let bridged = font as CTFont
        #expect(Font(bridged) == Font(font))
        #expect(CTFontGetSize(bridged) == 20)
        #expect(CTFontCopyPostScriptName(bridged) == "Poppins-Regular")
        #expect(CTFontCopyFamilyName(UIFont.systemFont(ofSize: 17)) == ".AppleSystemUIFont")
    }

    /// `UIFont()`, an app's fallback where its named face is missing, is the system font at 12 pt.
    @Test func anEmptyUIFontIsTheSystemFontAtTwelvePoints() {
        let font = UIFont()
        #expect(font.pointSize == 12 && font.fontName == ".SFUI-Regular")
        #expect(CTFontGetSize(font) == CTFontGetSize(CTFontCreateWithName("Poppins-Regular" as CFString, 0, nil)))
    }

    @Test func metricsAreTheFacesAtTheSize() {
        let poppins = CTFontCreateWithName("Poppins-Regular" as CFString, 20, nil)
        #expect(CTFontGetUnitsPerEm(poppins) == 1000)
        #expect(abs(CTFontGetXHeight(poppins) - 548 * 20 / 1000) < 1e-9)
        #expect(abs(CTFontGetCapHeight(poppins) - 698 * 20 / 1000) < 1e-9)
        #expect(abs(CTFontGetUnderlinePosition(poppins) - -75 * 20 / 1000) < 1e-9)
        #expect(abs(CTFontGetUnderlineThickness(poppins) - 50 * 20 / 1000) < 1e-9)
        #expect(CTFontGetGlyphCount(poppins) == 1060)
        #expect(CTFontGetSlantAngle(poppins) == 0)
        #expect(CTFontGetSlantAngle(CTFontCreateWithName("Poppins-Italic" as CFString, 20, nil)) == -10)
        #expect(CTFontGetAscent(poppins) == poppins.ascender && CTFontGetDescent(poppins) == -poppins.descender)

        let system = UIFont.systemFont(ofSize: 17)
        #expect(CTFontGetUnitsPerEm(system) == 2048)
        #expect(abs(CTFontGetXHeight(system) - 1078.0 / 2048 * 17) < 1e-9)
        #expect(CTFontGetSize(CTFontCreateWithName("Poppins-Regular" as CFString, 0, nil)) == 12)
    }

    @Test func namesComeFromTheNameTable() {
        let poppins = CTFontCreateWithName("Poppins-Regular" as CFString, 20, nil)
        #expect(CTFontCopyName(poppins, kCTFontFamilyNameKey) == "Poppins")
        #expect(CTFontCopyName(poppins, kCTFontSubFamilyNameKey) == "Regular")
        #expect(CTFontCopyFamilyName(CTFontCreateWithName("Poppins-SemiBold" as CFString, 20, nil)) == "Poppins")
        #expect(CTFontCopyFamilyName(CTFontCreateWithName("AvenirNext-Bold" as CFString, 20, nil)) == "Avenir Next")
        #expect(CTFontCopyFullName(poppins) == "Poppins Regular")
        #expect(CTFontCopyName(poppins, kCTFontCopyrightNameKey)?.contains("Poppins") == true)
        // The system font's stand-in's copyright is not Apple's.
        #expect(CTFontCopyName(UIFont.systemFont(ofSize: 17), kCTFontCopyrightNameKey) == nil)
    }

    @Test func glyphsAndTheirOutlines() throws {
        let poppins = CTFontCreateWithName("Poppins-Regular" as CFString, 100, nil)
        let characters = Array("I😀".utf16)
        var glyphs = [CGGlyph](repeating: 9, count: characters.count)
        #expect(!CTFontGetGlyphsForCharacters(poppins, characters, &glyphs, characters.count))
        #expect(glyphs[0] != 0 && glyphs[1] == 0 && glyphs[2] == 0)
        // The capital I stands on the baseline, as tall as the cap height, in y-up glyph space.
        let path = try #require(CTFontCreatePathForGlyph(poppins, glyphs[0], nil))
        let box = path.boundingBoxOfPath
        #expect(abs(box.minY) < 0.02 && abs(box.maxY - CTFontGetCapHeight(poppins)) < 0.15 && box.width > 5)
        var moved = CGAffineTransform(translationX: 10, y: 0)
        #expect(CTFontCreatePathForGlyph(poppins, glyphs[0], &moved)?.boundingBoxOfPath.minX == box.minX + 10)
        let space = Array(" ".utf16)
        #expect(CTFontGetGlyphsForCharacters(poppins, space, &glyphs, 1))
        #expect(CTFontCreatePathForGlyph(poppins, glyphs[0], nil) == nil)
        #expect(CTFontCopyCharacterSet(poppins).contains("A") && !CTFontCopyCharacterSet(poppins).contains("😀"))
    }

    @Test func traitsAndDescriptorsDeriveFonts() throws {
        let system = UIFont.systemFont(ofSize: 17)
        let bold = try #require(CTFontCreateCopyWithSymbolicTraits(system, 0, nil, .traitBold, .traitBold))
        #expect(CTFontGetSymbolicTraits(bold).contains(.traitBold) && !CTFontGetSymbolicTraits(system).contains(.traitBold))
        #expect(CTFontGetSize(bold) == 17)
        let traits = CTFontCopyTraits(bold) as? [String: NSNumber]
        #expect(traits?[kCTFontWeightTrait as String]?.doubleValue == Double(UIFont.Weight.bold.rawValue))
        #expect(CTFontGetSymbolicTraits(.italicSystemFont(ofSize: 17)).contains(.traitItalic))

        let descriptor = CTFontDescriptorCreateWithAttributes([kCTFontNameAttribute: "Poppins-Regular",
                                                               kCTFontSizeAttribute: 24] as CFDictionary)
        #expect(CTFontDescriptorCopyAttribute(descriptor, kCTFontSizeAttribute) as? CGFloat == 24)
        let font = CTFontCreateWithFontDescriptor(descriptor, 0, nil)
        #expect(CTFontCopyPostScriptName(font) == "Poppins-Regular" && CTFontGetSize(font) == 24)
        let larger = CTFontCreateCopyWithAttributes(font, 30, nil, nil)
        #expect(CTFontGetSize(larger) == 30 && CTFontCopyPostScriptName(larger) == "Poppins-Regular")
        #expect(CTFontCreateUIFontForLanguage(.emphasizedSystem, 0, nil).map(CTFontGetSymbolicTraits)?.contains(.traitBold) == true)
    }

    /// A design system registering the fonts its bundle holds: Apple's Foundation hands the resources
    /// back as `URL`s (swift-corelibs-foundation's own method, as `NSURL`s).
    @Test func bundledFontsAreFoundAsURLs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("Brand-Bold.otf"))
        let bundle = try #require(Bundle(path: folder.path))
        let urls = try #require(bundle.urls(forResourcesWithExtension: "otf", subdirectory: nil))
        #expect(urls.map { $0.deletingPathExtension().lastPathComponent } == ["Brand-Bold"])
    }
}
