import Foundation
import UniformTypeIdentifiers

extension String: Transferable {
    /// Plain UTF-8 text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) { Data($0.utf8) } importing: { data in
            guard let string = String(data: data, encoding: .utf8) else { throw TransferError.noImporter(String.self, .utf8PlainText) }
            return string
        }
    }
}

extension Data: Transferable {
    /// The bytes themselves.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data) { $0 } importing: { $0 }
    }
}

extension URL: Transferable {
    /// The URL's absolute string as a `public.url`, and as plain text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .url) { Data($0.absoluteString.utf8) } importing: { data in
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw TransferError.noImporter(URL.self, .url) }
            return url
        }
        ProxyRepresentation(exporting: \.absoluteString)
    }
}

extension AttributedString: Transferable {
    /// The characters as plain text (attributes are not transferred).
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation { String($0.characters) } importing: { AttributedString($0) }
    }
}
