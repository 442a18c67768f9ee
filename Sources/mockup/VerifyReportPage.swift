import Foundation
import MockupGallery

/// `mockup verify --report DIR`: one static page (`DIR/index.html`) of every failure, with the
/// expected, actual and diff images side by side and a comparison of expected and actual that is
/// a slider (wipe) or an onion skin (fade). Images are referenced relative to the page, so the
/// folder works from file:// and as a CI artifact.
enum VerifyReportPage {
    /// The page for `results`; image paths are relative to the page's folder.
    static func html(_ results: [VerifyResult], title: String) -> String {
        let failures = results.filter { !$0.passed }
        let sections = failures.enumerated().map { index, result in section(result, index: index) }.joined(separator: "\n")
        let summary = "\(results.count - failures.count) passed, \(failures.count) failed"
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTML.escape(title))</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; }
        h2 { font-size: 16px; margin: 32px 0 4px; }
        .reason { font-family: ui-monospace, monospace; white-space: pre-wrap; color: #b00020; margin: 2px 0; }
        .row { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; margin-top: 8px; }
        figure { margin: 0; } figcaption { color: #6e6e73; font-size: 12px; }
        img { max-width: 320px; border: 1px solid #d1d1d6; image-rendering: pixelated; }
        .compare { position: relative; display: inline-block; }
        .compare img.top { position: absolute; left: 0; top: 0; }
        </style>
        </head>
        <body>
        <h1>\(HTML.escape(title))</h1>
        <p id="summary">\(HTML.escape(summary))</p>
        \(failures.isEmpty ? "<p>Every snapshot matches its golden.</p>" : sections)
        <script>
        function update(figure) {
          const top = figure.querySelector('img.top'), value = figure.querySelector('input[type=range]').value;
          const fade = figure.querySelector('select').value === 'onion';
          top.style.opacity = fade ? value / 100 : 1;
          top.style.clipPath = fade ? 'none' : 'inset(0 ' + (100 - value) + '% 0 0)';
        }
        document.querySelectorAll('figure.comparison').forEach(function (figure) {
          figure.querySelectorAll('input, select').forEach(function (control) {
            control.addEventListener('input', function () { update(figure); });
          });
          update(figure);
        });
        </script>
        </body>
        </html>

        """
    }

    private static func section(_ result: VerifyResult, index: Int) -> String {
        let reasons = result.reasons.map { "<p class=\"reason\">\(HTML.escape($0))</p>" }.joined(separator: "\n")
        guard let images = result.images else {
            return "<section id=\"failure-\(index)\">\n<h2>\(HTML.escape(result.label))</h2>\n\(reasons)\n</section>"
        }
        func figure(_ path: String, _ caption: String) -> String {
            "<figure><img src=\"\(HTML.escape(HTML.urlPath(path)))\" alt=\"\(caption)\"><figcaption>\(caption)</figcaption></figure>"
        }
        return """
        <section id="failure-\(index)">
        <h2>\(HTML.escape(result.label))</h2>
        \(reasons)
        <div class="row">
        \(figure(images.expected, "expected"))
        \(figure(images.actual, "actual"))
        \(figure(images.diff, "diff"))
        <figure class="comparison"><div class="compare"><img src="\(HTML.escape(HTML.urlPath(images.expected)))" alt="expected"><img class="top" src="\(HTML.escape(HTML.urlPath(images.actual)))" alt="actual"></div>
        <figcaption><select aria-label="comparison"><option value="slider">slider</option><option value="onion">onion skin</option></select>
        <input type="range" min="0" max="100" value="50" aria-label="expected ← → actual"> expected ← → actual</figcaption></figure>
        </div>
        </section>
        """
    }
}
