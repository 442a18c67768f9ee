import Foundation

/// A data set of an asset catalog (`Name.dataset`: a JSON, text or binary file with its uniform
/// type identifier, Apple's Asset Catalog Format Reference, "Data Set Type"), as `NSDataAsset`
/// reads it.
struct AssetDataSet: Sendable {
    let folder: String

    /// The set's file that fits an iPhone in `appearance` best, with its type identifier; nil when
    /// the set has no such file or it cannot be read.
    func data(for appearance: AssetAppearance) -> AssetData? {
        guard let entry = AssetSetContents.read(folder: folder)?.data?.best(for: appearance).first,
              let filename = entry.filename,
              let bytes = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(filename))
        else { return nil }
        return AssetData(data: bytes, typeIdentifier: entry.universalTypeIdentifier ?? "public.data")
    }
}

/// The file of a data set: its bytes and uniform type identifier (`public.json`).
public struct AssetData: Hashable, Sendable {
    public let data: Data
    public let typeIdentifier: String
}
