import Foundation

/// An image set or colour set of an asset catalog, by the name code looks it up with.
public struct AssetSet: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case image, color
    }

    public let kind: Kind
    /// `Name`, or `Group/Name` for a set inside groups that provide a namespace.
    public let name: String
    /// The set's folder (`…/Name.imageset`).
    public let path: String

    public init(kind: Kind, name: String, path: String) {
        self.kind = kind; self.name = name; self.path = path
    }

    /// The namespaces the name is in (`["Group"]` for `Group/Name`) and its last component.
    public var namespaces: [String] { Array(name.split(separator: "/").dropLast().map(String.init)) }
    public var baseName: String { name.split(separator: "/").last.map(String.init) ?? name }

    struct Key: Hashable {
        let kind: Kind
        let name: String
    }
    var key: Key { Key(kind: kind, name: name) }
}
