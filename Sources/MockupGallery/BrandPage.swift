import MockupUI

/// A brand's page: the home screen large at the top, every scene as a card, the colour tokens
/// with contrast badges, the type scale as rendered specimens, and the guide's lint issues.
struct BrandPage {
    let site: GallerySite
    let brand: GalleryBrand
    let images: ImageCatalog

    var html: String {
        let body = PageChrome.topbar(site: site, current: brand.slug)
            + "<main>\(hero)\(contents)\(components)\(colors)\(typography)\(issues)</main>" + PageChrome.footer
        return HTML.document(title: "\(brand.title) — Mockup Gallery", body: body)
    }

    private var hero: String {
        let shots = brand.home.map { home in
            home.schemes.map { scheme in
                "<figure>\(images.img(home, scheme: scheme, alt: "\(brand.title) home screen (\(scheme))"))"
                    + "<figcaption>\(HTML.escape(home.name)) · \(scheme)</figcaption></figure>"
            }.joined()
        } ?? ""
        let tokens = brand.tokens
        let counts = ["\(brand.componentNames.count) components", "\(tokens?.colors.count ?? 0) colours",
                      "\(tokens?.fonts.count ?? 0) text styles", brand.lintSummary]
        let changes = brand.changedComponents > 0 ? ["\(brand.changedComponents) changed since the baseline"] : []
        let stats = (counts + changes).map { "<span class=\"pill\">\(HTML.escape($0))</span>" }.joined()
        return """
        <section class="hero"><div><p class="label">Design system</p><h1>\(HTML.escape(brand.title))</h1>\
        <p class="lead">Components, colour tokens and type scale of the \(HTML.escape(brand.title)) SwiftUI guide \
        (<code>\(HTML.escape(brand.guideName))</code>), rendered by Mockup.</p><div class="stats">\(stats)</div></div>\
        \(shots.isEmpty ? "" : "<div class=\"hero-shots\">\(shots)</div>")</section>
        """
    }

    /// In-page contents: the sections and the token downloads.
    private var contents: String {
        var links = [("components", "Scenes (\(brand.scenes.count))")].filter { _ in !brand.scenes.isEmpty }
        if !brand.guideComponents.isEmpty { links.append(("guide-components", "Components (\(brand.guideComponentGroups.count))")) }
        if let tokens = brand.tokens {
            if !tokens.colors.isEmpty { links.append(("colors", "Colour (\(tokens.colors.count))")) }
            if !tokens.fonts.isEmpty { links.append(("type", "Typography (\(tokens.fonts.count))")) }
        }
        links.append(("lint", "Lint"))
        let downloads = brand.tokens == nil ? "" : TokenExport.paths(brand).map { path in
            " · <a href=\"\(HTML.escape(HTML.urlPath(path.path)))\" download>\(HTML.escape(path.label))</a>"
        }.joined()
        return "<nav class=\"toc\" aria-label=\"On this page\">" + links.map { "<a href=\"#\($0.0)\">\(HTML.escape($0.1))</a>" }.joined()
            + "<span>\(downloads.isEmpty ? "" : "Tokens" + downloads)</span></nav>"
    }

    private var components: String {
        let cards = brand.scenes.enumerated().map { SceneCard(scene: $1, brand: brand, images: images, index: $0).html }
        guard !cards.isEmpty else {
            return guideComponents.isEmpty ? "<h2 id=\"components\">Components</h2><p class=\"missing\">No components could be "
                + "rendered from this guide (see <code>mockup check</code>).</p>" : guideComponents
        }
        let scenes = "<h2 id=\"components\">Scenes</h2><p class=\"section-note\">Every scene of <code>mockup list \(HTML.escape(brand.slug))</code>, "
            + "with the component's source exactly as the guide writes it.</p><div class=\"grid\">\(cards.joined())</div>"
        return scenes + guideComponents
    }

    /// The components rendered from the guide's own code, one card per component with its variants.
    private var guideComponents: String {
        guard !brand.guideComponents.isEmpty else { return "" }
        let cards = brand.guideComponentGroups.map { GuideComponentCard(variants: $0, brand: brand).html }.joined()
        return "<h2 id=\"guide-components\">Components from the guide's code</h2><p class=\"section-note\">Every view, <code>#Preview</code> "
            + "and <code>PreviewProvider</code> of <code>\(HTML.escape(brand.guideName))</code>, compiled unchanged and rendered "
            + "with sample arguments from the guide (light and dark).</p><div class=\"grid\">\(cards)</div>"
    }

    private var colors: String {
        guard let tokens = brand.tokens, !tokens.colors.isEmpty else { return "" }
        let swatches = tokens.colors.map { token in
            ColorSwatch(token: token, pair: tokens.pair(for: token), textColors: tokens.pairs.compactMap(\.text),
                        issues: brand.issues.filter { $0.subject == token.name }).html
        }.joined()
        let pairs = tokens.pairs.map { pair -> String in
            let text = pair.text.map { text in
                " with <code>\(HTML.escape(text.name))</code>" + (pair.ratio.map { String(format: " (%.2f:1)", $0) } ?? "")
            } ?? " (no text colour)"
            return "\(pair.scheme.rawValue): <code>\(HTML.escape(pair.canvasName))</code>\(text)"
        }.joined(separator: "; ")
        let note = "WCAG 2 contrast of each token in its own scheme (named by <code>Dark</code>/<code>Light</code> in the token, "
            + "else the guide's default), on that scheme's canvas, and for fills the guide's text colour that reads best on them. \(pairs). AAA ≥ 7, AA ≥ 4.5, AA Large ≥ 3."
        return "<h2 id=\"colors\">Colour</h2><p class=\"section-note\">\(note)</p><div class=\"swatches\">\(swatches)</div>"
    }

    private var typography: String {
        guard let tokens = brand.tokens, !tokens.fonts.isEmpty else { return "" }
        let rows = tokens.fonts.map { font -> String in
            let specimen = brand.specimens[font.name].map { images.img($0, scheme: .light, alt: "\(font.name) specimen") } ?? ""
            let drawn = font.face.hasPrefix(font.resolved.family) ? "" : " · drawn with \(font.resolved.family)"
            let lint = IssueList.inline(brand.issues.filter { $0.subject == font.name })
            return """
            <div class="type-row" id="font-\(HTML.escape(font.name))"><div class="type-meta"><div class="swatch-name">\(HTML.escape(font.name))</div>\
            <div class="swatch-meta"><span>\(HTML.escape(font.face))</span><span>\(NumberText.points(font.descriptor.size)) pt</span>\
            <span>\(HTML.escape(font.weightDescription))\(HTML.escape(drawn))</span></div>\(lint)</div>\
            <div class="type-specimen">\(specimen)</div></div>
            """
        }
        return "<h2 id=\"type\">Typography</h2><p class=\"section-note\">Each text style rendered by Mockup in its own font, "
            + "in the brand's text colour on its canvas (the scheme whose pair reaches 4.5:1).</p><div class=\"type-scale\">\(rows.joined())</div>"
    }

    private var issues: String { IssueList.section(brand.issues, guideName: brand.guideName) }

}
