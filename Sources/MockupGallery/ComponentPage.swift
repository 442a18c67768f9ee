/// A page of its own for one guide component (its permalink): the component's card with every
/// variant in light and dark, its source and sample arguments, and a way back to its brand.
struct ComponentPage {
    let site: GallerySite
    let brand: GalleryBrand
    /// The component's variants, in guide order.
    let variants: [GuideComponent]

    /// `<brand>--<Component>.html`, beside the brand pages (so image paths stay site-relative).
    static func path(brand: GalleryBrand, component: String) -> String { "\(brand.slug)--\(component).html" }

    var html: String {
        let name = variants[0].name
        let crumbs = "<p class=\"label\"><a href=\"\(HTML.escape(HTML.urlPath(GallerySite.pagePath(brand))))\">\(HTML.escape(brand.title))</a>"
            + " › <a href=\"\(HTML.escape(HTML.urlPath(GallerySite.pagePath(brand))))#guide-\(HTML.escape(HTML.urlFragment(name)))\">"
            + "components</a></p>"
        let body = PageChrome.topbar(site: site, current: brand.slug)
            + "<main>\(crumbs)<h1>\(HTML.escape(name))</h1><p class=\"lead\">\(variants.count) render\(variants.count == 1 ? "" : "s") "
            + "from <code>\(HTML.escape(brand.guideName))</code> line \(variants[0].line), light and dark, with the sample arguments "
            + "each was rendered with.</p><div class=\"grid single\">\(GuideComponentCard(variants: variants, brand: brand).html)</div></main>"
            + PageChrome.footer
        return HTML.document(title: "\(name) · \(brand.title) — Mockup Gallery", body: body)
    }
}
