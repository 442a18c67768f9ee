import Foundation

/// HTML text helpers.
public enum HTML {
    /// `text` with `& < > " '` escaped, safe in element content and quoted attributes.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A site-relative path for `src`/`href`/`srcset`: each segment percent-encoded (a space, `#` or
    /// `,` in a file name must not break the link).
    public static func urlPath(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "#?,")
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }.joined(separator: "/")
    }

    /// An element id for a fragment link (`#color-acmeCanvas`): percent-encoded like a path segment.
    static func urlFragment(_ id: String) -> String { urlPath(id).replacingOccurrences(of: "/", with: "%2F") }

    /// A complete page: the shared stylesheet and theme script inline, then `body`.
    static func document(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="mockup gallery">
        <title>\(escape(title))</title>
        <style>
        \(GalleryStyle.css)
        </style>
        <script>\(GalleryStyle.themeScript)</script>
        </head>
        <body>
        \(body)
        <script>\(GalleryStyle.loadScript)\(SourceBlock.script)</script>
        </body>
        </html>

        """
    }
}
