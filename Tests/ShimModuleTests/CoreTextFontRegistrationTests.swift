import CoreText
import Foundation
import MockupText
import Testing

/// A design system's font registration (`CGDataProvider` → `CGFont` → `CTFontManagerRegister…`)
/// registers the file with the renderer's font library, and fails as Core Text does for what is not a font.
struct CoreTextFontRegistrationTests {
    private let lora = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts/Lora/Lora[wght].ttf")

    @Test func fontsRegisterFromAURLAndFromData() throws {
        #expect(CTFontManagerRegisterFontsForURL(lora as CFURL, .process, nil))
        let provider = try #require(CGDataProvider(url: lora as CFURL))
        let font = try #require(CGFont(provider))
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error) && error == nil)
        #expect(try FontLibrary.shared().registeredFontNames.contains("Lora-Regular"))
    }

    @Test func whatIsNotAFontFails() throws {
        let text = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID().uuidString).ttf")
        try Data("just text, long enough".utf8).write(to: text)
        defer { try? FileManager.default.removeItem(at: text) }
        #expect(CGFont(try #require(CGDataProvider(url: text as CFURL))) == nil)
        var error: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterFontsForURL(text as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().localizedDescription.contains("not-a-font") == true)
        // The iOS 4–12 form: a kitchen-sink app's fallback for `CTFontManagerRegisterFontURLs`.
        var errors: Unmanaged<CFArray>?
        #expect(!CTFontManagerRegisterFontsForURLs([lora, text] as CFArray, .process, &errors))
        #expect((errors?.takeRetainedValue() as? [NSError])?.count == 1)
        #expect(CTFontManagerRegisterFontsForURLs([lora] as CFArray, .process, nil))
    }
}
