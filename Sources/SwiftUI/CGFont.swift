import Foundation
import MockupText
import Security

/// A font's data (Core Graphics' `CGFont`), as design systems load their bundled fonts to register
/// them with `CTFontManagerRegisterGraphicsFont`: nil unless the bytes are an OpenType or TrueType
/// font (or a collection of them) whose tables lie within them.
public final class CGFont: @unchecked Sendable {
    /// The font file's bytes.
    let data: Data

    public init?(_ provider: CGDataProvider) {
        guard let bytes = provider.data.map({ Data(referencing: $0) }), SfntTableDirectory.isFont(bytes) else { return nil }
        data = bytes
    }

    /// The font's data as a provider hands it out.
    public var dataProvider: CGDataProvider? { CGDataProvider(data: data as NSData) }
}
