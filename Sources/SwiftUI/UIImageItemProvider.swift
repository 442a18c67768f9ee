import Foundation
import MockupUI
import UniformTypeIdentifiers

/// Images travel through item providers as on iOS: `NSItemProvider(object: image)` offers it as PNG
/// and JPEG, and `loadObject(ofClass: UIImage.self)` — what a `PHPickerViewController` delegate
/// calls on each result — hands back the image, or one decoded from PNG, JPEG or WebP data.
extension UIImage: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] {
        [UTType.png.identifier, UTType.jpeg.identifier]
    }

    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.png.identifier, UTType.jpeg.identifier, UTType.image.identifier]
    }

    @preconcurrency public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        let data = typeIdentifier == UTType.jpeg.identifier ? jpegData(compressionQuality: 1) : pngData()
        completionHandler(data, data == nil ? NSItemProviderError.unavailableCoercion : nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = Self(data: data) else { throw NSItemProviderError.unavailableCoercion }
        return image
    }
}
