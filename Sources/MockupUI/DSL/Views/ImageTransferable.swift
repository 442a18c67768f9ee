import CoreTransferable
import Foundation
import UniformTypeIdentifiers

/// An `Image` can be shared (`ShareLink(item: image, preview:)`) and received
/// (`loadTransferable(type: Image.self)`), as in SwiftUI. A mockup draws images but does not
/// encode or decode them for a transfer: converting one throws an error that says so.
extension Image: Transferable {
    nonisolated public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .png) { _ in throw ImageTransferUnavailable() } importing: { _ in
            throw ImageTransferUnavailable()
        }
    }
}

/// Converting an `Image` to or from data, which a mockup does not do.
struct ImageTransferUnavailable: Error, CustomStringConvertible {
    var description: String { "converting an Image to or from data is not available in a mockup" }
}
