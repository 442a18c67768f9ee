/// The top bar (site name, brand menu, search box, theme switch) and footer every page shares.
enum PageChrome {
    /// The bar: site name, a brand menu that stays one line on any screen, the search box (it
    /// opens the index with `?q=`; `current` nil is the index itself), the theme switch.
    static func topbar(site: GallerySite, current: String?) -> String {
        let links = site.brands.map { brand in
            let currentAttribute = brand.slug == current ? " aria-current=\"page\"" : ""
            return "<a href=\"\(HTML.escape(HTML.urlPath(GallerySite.pagePath(brand))))\"\(currentAttribute)>\(HTML.escape(brand.title))</a>"
        }.joined()
        let title = site.brands.first { $0.slug == current }?.title ?? "Brands"
        return """
        <header class="topbar"><a class="logo" href="index.html">Mockup Gallery</a>\
        <details class="brand-menu"><summary aria-label="Brand menu">\(HTML.escape(title)) ▾ <span class="faint">\(site.brands.count)</span></summary>\
        <nav>\(links)</nav></details>\
        \(current == nil ? "" : search)\
        <button class="theme-toggle" type="button" onclick="toggleTheme()" aria-label="Switch light or dark page theme">◐ Theme</button></header>
        """
    }

    /// The search box of the brand and component pages (the index has its own, with filters).
    private static let search = """
    <form class="site-search" action="index.html" role="search"><input type="search" name="q" \
    placeholder="Search brands, components, tokens" aria-label="Search brands, components and tokens"></form>
    """

    static let footer = """
    <footer>Rendered on Linux by Mockup from the brands' SwiftUI guides. Every image is a PNG rendered at 1x, 2x and 3x; \
    regenerate with <code>mockup gallery -o DIR</code>.</footer>
    """
}
