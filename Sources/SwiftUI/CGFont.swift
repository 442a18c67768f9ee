import Foundation
import Security

/// A font's data (Core Graphics' `CGFont`), as design systems load their bundled fonts to register
/// them with `CTFontManagerRegisterGraphicsFont`: nil unless the bytes are an OpenType or TrueType
/// font (or a collection of them).
public final class CGFont: @unchecked Sendable {
    /// The font file's bytes.
    let data: Data

    public init?(_ provider: CGDataProvider) {
        guard let bytes = provider.data.map({ Data(referencing: $0) }), bytes.count >= 12 else { return nil }
        let tag = bytes.prefix(4)
        guard [Data([0, 1, 0, 0]), Data("OTTO".utf8), Data("true".utf8), Data("ttcf".utf8)].contains(tag) else { return nil }
        data = bytes
    }

    /// The font's data as a provider hands it out.
    public var dataProvider: CGDataProvider? { CGDataProvider(data: data as NSData) }
}
