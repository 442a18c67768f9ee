import MockupUI

/// One scene as a card: its render (with a light/dark switch when it has both schemes), name,
/// size in points, the component's guide source and the command that reproduces it.
struct SceneCard {
    let scene: MockupScene
    let brand: GalleryBrand
    let images: ImageCatalog
    /// Unique per page, for the radio group of the scheme switch.
    let index: Int

    var html: String {
        let schemes = scene.schemes
        let switchable = schemes.contains(.light) && schemes.contains(.dark)
        let group = "scheme-\(index)"
        var parts: [String] = []
        if switchable {
            parts.append("<input type=\"radio\" class=\"scheme-light\" name=\"\(group)\" id=\"\(group)-light\" checked>"
                         + "<input type=\"radio\" class=\"scheme-dark\" name=\"\(group)\" id=\"\(group)-dark\">")
        }
        let shots = schemes.map { scheme in
            images.img(scene, scheme: scheme, alt: "\(scene.name) (\(scheme))", className: switchable ? "v-\(scheme)" : "")
        }.joined()
        parts.append("<div class=\"preview\">\(shots)</div>")
        parts.append("<div class=\"card-body\">\(head(switchable: switchable, group: group))"
                     + "<p class=\"summary\">\(HTML.escape(scene.summary))</p>\(source)\(commands(switchable: switchable))</div>")
        return "<article class=\"card\" id=\"\(HTML.escape(scene.shortName))\">\(parts.joined())</article>"
    }

    private func head(switchable: Bool, group: String) -> String {
        var head = "<div class=\"card-head\"><h3>\(HTML.escape(scene.name))</h3>"
        if let size = pointSize {
            head += "<span class=\"pill\" title=\"component size in points (canvas without the \(NumberText.points(scene.margin)) pt margin)\">"
                + "\(size) pt</span>"
        }
        if switchable {
            head += "<span class=\"segmented\" role=\"group\" aria-label=\"Colour scheme\">"
                + "<label class=\"l-light\" for=\"\(group)-light\">Light</label><label class=\"l-dark\" for=\"\(group)-dark\">Dark</label></span>"
        } else {
            head += "<span class=\"pill\">\(scene.schemes[0] == .dark ? "Dark" : "Light") only</span>"
        }
        return head + "</div>"
    }

    /// `393 × 132` (points, margins removed), from the 1x render.
    private var pointSize: String? {
        guard let canvas = images.pointSize(scene, scheme: scene.schemes[0]) else { return nil }
        let width = Double(canvas.width) - 2 * scene.margin, height = Double(canvas.height) - 2 * scene.margin
        return "\(NumberText.points(width)) × \(NumberText.points(height))"
    }


    private var source: String {
        guard let found = brand.sources[scene.component] else {
            return "<p class=\"label\">SwiftUI source</p><p class=\"missing\">No <code>struct \(HTML.escape(scene.component))</code> in \(HTML.escape(brand.guideName)).</p>"
        }
        return SourceBlock.html(component: scene.component, guideName: brand.guideName, line: found.line, source: found.source)
    }

    private func commands(switchable: Bool) -> String {
        let lines = scene.schemes.map { scheme in
            let command = scene.schemes.count > 1 ? "mockup render \(scene.name) --scheme \(scheme)" : "mockup render \(scene.name)"
            return "<code class=\"command\(switchable ? " v-\(scheme)" : "")\">\(HTML.escape(command))</code>"
        }
        return "<p class=\"label\">Reproduce</p>" + lines.joined()
    }
}
