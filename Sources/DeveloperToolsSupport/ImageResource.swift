import Foundation

/// An image of an app's asset catalog, as Xcode's generated asset symbols name it
/// (`ImageResource.hero` for `hero.imageset`): `Image(.hero)`, `UIImage(resource: .hero)`.
public struct ImageResource: Hashable, Sendable {
    /// The image's name in the catalog (`Group/Name` inside a namespace group).
    package let name: String
    package let bundle: Bundle

    /// The image `name` of the asset catalog in `bundle` (a render has one set of catalogs, so the
    /// bundle does not change which image is drawn).
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}
