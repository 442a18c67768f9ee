import DeveloperToolsSupport
import Foundation
import MockupAssets

extension Color {
    /// The colour set `name` of the app's asset catalog (`name.colorset/Contents.json`, Xcode's
    /// colour-set format, with its dark appearance). `bundle` is accepted: a render has one set of
    /// catalogs. A colour set that is missing or unreadable is clear, as iOS draws an unknown
    /// colour name.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(provider: .asset(name))
    }

    /// The colour of a generated asset symbol (`Color(.brandPrimary)`), as `Color("BrandPrimary")`.
    public init(_ resource: ColorResource) {
        self.init(provider: .asset(resource.name))
    }
}

extension AssetColorContent {
    /// The colour in `environment`: its components, or the UIKit colour it names in the environment's
    /// colour scheme; nil for a name iOS does not have.
    func rgba(in environment: EnvironmentValues) -> RGBA? {
        switch self {
        case .components(let value): value.rgba
        case .system(let name): UIKitSystemColor(rawValue: name)?.color.rgba(in: environment)
        }
    }
}

extension AssetColorValue {
    /// The colour as gamma-encoded sRGB (Display P3 and linear components converted).
    var rgba: RGBA {
        let space: Color.RGBColorSpace
        switch self.space {
        case .sRGB: space = .sRGB
        case .linearSRGB: space = .sRGBLinear
        case .displayP3: space = .displayP3
        }
        let rgb = ColorSpaceConversion.toSRGB(space, red: red, green: green, blue: blue)
        return RGBA(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }
}
