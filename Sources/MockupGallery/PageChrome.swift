/// The top bar (site name, brand links, theme switch) and footer every page shares.
enum PageChrome {
    static func topbar(site: GallerySite, current: String?) -> String {
        let links = site.brands.map { brand in
            let currentAttribute = brand.slug == current ? " aria-current=\"page\"" : ""
            return "<a href=\"\(HTML.escape(GallerySite.pagePath(brand)))\"\(currentAttribute)>\(HTML.escape(brand.title))</a>"
        }.joined()
        return """
        <header class="topbar"><a class="logo" href="index.html">Mockup Gallery</a><nav>\(links)</nav>\
        <button class="theme-toggle" type="button" onclick="toggleTheme()" aria-label="Switch light or dark page theme">◐ Theme</button></header>
        """
    }

    static let footer = """
    <footer>Rendered on Linux by Mockup from the brands' SwiftUI guides. Every image is a PNG rendered at 1x, 2x and 3x; \
    regenerate with <code>mockup gallery -o DIR</code>.</footer>
    """
}
