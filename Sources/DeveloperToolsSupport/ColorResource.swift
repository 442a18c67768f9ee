import Foundation

/// A colour of an app's asset catalog, as Xcode's generated asset symbols name it
/// (`ColorResource.brandPrimary` for `BrandPrimary.colorset`): `Color(.brandPrimary)`,
/// `UIColor(resource: .brandPrimary)`.
public struct ColorResource: Hashable, Sendable {
    /// The colour's name in the catalog (`Group/Name` inside a namespace group).
    package let name: String
    package let bundle: Bundle

    /// The colour `name` of the asset catalog in `bundle` (a render has one set of catalogs, so the
    /// bundle does not change which colour is drawn).
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}
