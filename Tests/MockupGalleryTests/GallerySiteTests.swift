import Foundation
import MockupGuide
@testable import MockupGallery
import MockupRaster
import MockupText
import Testing

/// Issue 16: the site's search index, token exports, URL-encoded links and its own text contrast.
@Suite struct GallerySiteTests {
    @MainActor static func site(slug: String = "acme") throws -> GallerySite {
        GallerySite(brands: [GalleryBrand(slug: slug, scenes: [], guide: GuideDocument(markdown: GuideTokensTests.guide),
                                          guideName: "ios-\(slug)-swiftui.md", fonts: try FontLibrary.shared())])
    }

    private func file(_ site: GallerySite, _ path: String) throws -> String {
        try #require(site.pages(imageSizes: [:]).first { $0.path == path }?.html, "no \(path)")
    }

    @Test @MainActor func searchIndexListsBrandsTokensAndComponents() throws {
        let site = try Self.site()
        #expect(Set(site.pages(imageSizes: [:]).map(\.path)) == Set(site.plannedPaths).subtracting(site.renders.map(\.path)))
        let script = try file(site, "search-index.js")
        #expect(script.hasPrefix("window.MOCKUP_SEARCH = ["))
        #expect(script.contains(##"{"color":"#FF3464","detail":"#FF3464 · Acme","kind":"token","name":"acmeBrand","url":"acme.html#color-acmeBrand"}"##))
        #expect(script.contains(#""kind":"brand","name":"Acme","url":"acme.html""#))
        #expect(script.contains(#""name":"acmeTitle","url":"acme.html#font-acmeTitle""#))
        #expect(try file(site, "index.html").contains("<script src=\"search-index.js\"></script>"))
    }

    @Test @MainActor func tokensExportAsDesignTokensAndCSS() throws {
        let site = try Self.site()
        let json = try file(site, "tokens/acme.tokens.json")
        let tokens = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String: [String: Any]]])
        #expect(tokens["color"]?["acmeTextPrimary"]?["$value"] as? String == "{color.acmeInk}")
        #expect(tokens["color"]?["acmeBrandTint"]?["$value"] as? String == "#FF34641F")
        #expect(tokens["color"]?["acmeCanvas"]?["$type"] as? String == "color")
        let title = try #require(tokens["font"]?["acmeTitle"]?["$value"] as? [String: Any])
        #expect(title["fontFamily"] as? String == "Inter-ExtraBold" && title["fontSize"] as? String == "32px")
        #expect(title["fontWeight"] as? Int == 800)
        let css = try file(site, "tokens/acme.css")
        #expect(css.contains("  --acme-text-primary: #14233C;\n") && css.contains("  --acme-title: 800 32px \"Inter-ExtraBold\";\n"))
    }

    @Test @MainActor func linksAndImagesAreURLEncoded() throws {
        let site = try Self.site(slug: "acme co#2")
        let index = try file(site, "index.html")
        #expect(index.contains("href=\"acme%20co%232.html\""))
        #expect(!index.contains("href=\"acme co#2.html\""))
        #expect(HTML.urlPath("images/a b,c#d.png") == "images/a%20b%2Cc%23d.png")
    }

    @Test @MainActor func lintJSONAndBrandPageSeparateErrorsFromNotes() throws {
        let site = try Self.site()
        let lint = try file(site, "lint.json")
        #expect(lint.contains(#""rule" : "hex-mismatch""#) && lint.contains(#""severity" : "major""#))
        let page = try file(site, "acme.html")
        let notes = try #require(page.range(of: "Renderer notes: 2"))
        let errors = try #require(page.range(of: "Guide: 1 error<"))
        #expect(errors.lowerBound < notes.lowerBound)
    }

    /// Every text colour of the site's stylesheet reaches AA (4.5:1) on every background, in both themes.
    @Test func siteTextIsAA() throws {
        for theme in [":root {", ":root[data-theme=\"dark\"] {"] {
            let start = try #require(GalleryStyle.css.range(of: theme))
            let block = GalleryStyle.css[start.upperBound...].prefix { $0 != "}" }
            func color(_ name: String) throws -> SRGBColor {
                let range = try #require(block.range(of: "--\(name): #"), "\(name) in \(theme)")
                return SRGBColorFixture.hex(Int(block[range.upperBound...].prefix(6), radix: 16)!)
            }
            for text in ["ink", "muted", "faint", "accent"] {
                for background in ["bg", "panel", "panel-2"] {
                    let ratio = ContrastRatio.ratio(try color(text), on: try color(background))
                    #expect(ratio >= 4.5, "\(theme) --\(text) on --\(background): \(ratio)")
                }
            }
        }
    }
}
