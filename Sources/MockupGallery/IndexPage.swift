/// The gallery's front page: search over brands, components and tokens, then one card per brand
/// with its home screen (or palette) and counts.
struct IndexPage {
    let site: GallerySite
    let images: ImageCatalog

    var html: String {
        let cards = site.brands.map { brand -> String in
            let shot: String
            if let home = brand.home {
                shot = images.img(home, scheme: home.schemes[0], alt: "\(brand.title) home screen")
            } else if let first = brand.guideComponents.first(where: { $0.images.contains { $0.scheme == "light" } }),
                      let image = first.images.first(where: { $0.scheme == "light" }) {
                // A brand compiled on demand shows its first component.
                shot = "<img class=\"component-shot\" src=\"\(HTML.escape(HTML.urlPath(image.path)))\" alt=\"\(HTML.escape(first.name))\" loading=\"lazy\">"
            } else {
                let chips = (brand.tokens?.colors ?? []).prefix(12).map {
                    "<span style=\"background:\(ColorMath.hex($0.color))\"></span>"
                }.joined()
                shot = "<div class=\"palette\">\(chips)</div>"
            }
            let stats = ["\(brand.componentNames.count) components", "\(brand.tokens?.colors.count ?? 0) colours",
                         "\(brand.tokens?.fonts.count ?? 0) text styles"]
                + [brand.lintSummary] + (brand.changedComponents > 0 ? ["\(brand.changedComponents) changed"] : [])
            return """
            <a class="brand-card" href="\(HTML.escape(HTML.urlPath(GallerySite.pagePath(brand))))"><div class="brand-shot">\(shot)</div>\
            <div class="brand-card-body"><h2>\(HTML.escape(brand.title))</h2><div class="stats">\
            \(stats.map { "<span class=\"pill\">\(HTML.escape($0))</span>" }.joined())</div></div></a>
            """
        }.joined()
        let filters = [("all", "All"), ("brand", "Brands"), ("component", "Components"), ("token", "Tokens")].map {
            "<button type=\"button\" data-kind=\"\($0.0)\" aria-pressed=\"\($0.0 == "all")\">\($0.1)</button>"
        }.joined()
        let body = PageChrome.topbar(site: site, current: nil) + """
        <main><h1>Design systems</h1><p class="lead">\(site.brands.count) brands rendered from their SwiftUI guides: \
        components light and dark, colour tokens with WCAG contrast, and type scales. \
        Lint of every guide: <a href="\(LintReport.fileName)">\(LintReport.fileName)</a>.</p>\
        <div class="search-box" role="search"><input id="q" type="search" placeholder="Search brands, components, tokens" \
        aria-label="Search brands, components and tokens" autofocus>\(filters)<span id="result-count" class="faint" aria-live="polite"></span></div>\
        <ul class="results" id="results"></ul>\
        <div class="brands">\(cards)</div></main>\
        <script src="\(SearchIndex.path)"></script><script>\(SearchIndex.pageScript)</script>
        """ + PageChrome.footer
        return HTML.document(title: "Mockup Gallery", body: body)
    }
}
