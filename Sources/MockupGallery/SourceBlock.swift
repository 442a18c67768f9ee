/// A component's guide source on a card: where it is in the guide, a copy button, and the code
/// syntax-highlighted.
enum SourceBlock {
    static func html(component: String, guideName: String, line: Int, source: String) -> String {
        "<p class=\"label\">\(HTML.escape(component)) · \(HTML.escape(guideName)) line \(line)</p>"
            + "<button class=\"copy\" type=\"button\" onclick=\"copySource(this)\">Copy</button>"
            + "<pre class=\"code\"><code class=\"language-swift\">\(SwiftHighlighter.html(source))</code></pre>"
    }

    /// Copies the code after the button (the Clipboard API where the page may use it, else a
    /// selection and `execCommand`, which also works from file://).
    static let script = """
    function copySource(b){var t=b.nextElementSibling.textContent;function done(){b.textContent="Copied";
    setTimeout(function(){b.textContent="Copy"},1500)}function old(){var a=document.createElement("textarea");a.value=t;
    document.body.appendChild(a);a.select();try{document.execCommand("copy");done()}catch(e){}a.remove()}
    if(navigator.clipboard){navigator.clipboard.writeText(t).then(done,old)}else{old()}}
    """
}
