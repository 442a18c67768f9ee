/// One guide component as a card: its variants as a strip of images (light and dark), the sample
/// arguments, the component's source from the guide (once per component, not per variant), and
/// before/after/diff images where it changed since the baseline gallery.
struct GuideComponentCard {
    /// The component's renders, one per variant, in order.
    let variants: [GuideComponent]
    let brand: GalleryBrand

    /// Before, after and diff of an image that changed since the baseline.
    private static func change(_ image: GuideComponent.Image) -> String? {
        guard let change = image.change else { return nil }
        let shots = [("before", change.before), ("after", image.path), ("diff", change.diff)].compactMap { label, path in
            path.map { "<span><img src=\"\(HTML.escape(HTML.urlPath($0)))\" alt=\"\(label) (\(image.scheme))\" loading=\"lazy\">\(label)</span>" }
        }.joined()
        return "<div class=\"change\"><p class=\"label\">Changed (\(image.scheme)): \(HTML.escape(change.summary))</p>"
            + "<div class=\"before-after\">\(shots)</div></div>"
    }

    var html: String {
        guard let first = variants.first else { return "" }
        let strip = variants.map { variant -> String in
            guard variant.message == nil else {
                return "<figure class=\"missing\"><figcaption>\(HTML.escape(variant.variant ?? variant.name)): "
                    + "\(HTML.escape(variant.message ?? ""))</figcaption></figure>"
            }
            let shots = variant.images.map { image in
                "<img src=\"\(HTML.escape(HTML.urlPath(image.path)))\" width=\"\(Int(image.width.rounded()))\" height=\"\(Int(image.height.rounded()))\" "
                    + "alt=\"\(HTML.escape("\(variant.name) \(variant.variant ?? "") (\(image.scheme))"))\" loading=\"lazy\">"
            }.joined()
            let arguments = variant.arguments.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            return "<figure>\(shots)<figcaption>\(HTML.escape(variant.variant ?? "default"))"
                + (arguments.isEmpty ? "" : " · <code>\(HTML.escape(arguments))</code>") + "</figcaption>"
                + variant.images.compactMap(Self.change).joined() + "</figure>"
        }.joined()
        let source = brand.guideSource(named: first.name).map { found in
            SourceBlock.html(component: first.name, guideName: brand.guideName, line: found.line, source: found.source)
        } ?? ""
        let permalink = HTML.urlPath(ComponentPage.path(brand: brand, component: first.name))
        let changed = variants.contains { $0.images.contains { $0.change != nil } } ? "<span class=\"pill changed\">changed</span>" : ""
        return "<article class=\"card\" id=\"guide-\(HTML.escape(first.name))\"><div class=\"preview strip\">\(strip)</div>"
            + "<div class=\"card-body\"><div class=\"card-head\"><h3>\(HTML.escape(first.name))</h3>"
            + "<span class=\"pill\">\(variants.count) render\(variants.count == 1 ? "" : "s")</span>\(changed)"
            + "<a class=\"permalink\" href=\"\(HTML.escape(permalink))\" title=\"Permalink: this component's own page\">¶ page</a></div>\(source)"
            + "<p class=\"label\">Reproduce</p><code class=\"command\">\(HTML.escape("mockup render \(brand.guideName) --scheme both"))</code>"
            + "</div></article>"
    }
}
