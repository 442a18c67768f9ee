import Foundation
import SwiftUI

// SwiftUI's views and fonts made from R.swift's resources, as R.swift's integrations make them: by the
// resource's name in its bundle, so the app's asset catalogs and fonts resolve as they do for
// `Color("Name")` and `Image("name")`.

extension Color {
    public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension Image {
    public init(_ resource: ImageResource) { self.init(resource.name, bundle: resource.bundle) }
    public init(_ resource: ImageResource, label: Text) { self.init(resource.name, bundle: resource.bundle, label: label) }
    public init(decorative resource: ImageResource) { self.init(decorative: resource.name, bundle: resource.bundle) }
    public init(_ resource: ImageResource, variableValue: Double?) {
        self.init(resource.name, variableValue: variableValue, bundle: resource.bundle)
    }
    public init(_ resource: ImageResource, variableValue: Double?, label: Text) {
        self.init(resource.name, variableValue: variableValue, bundle: resource.bundle, label: label)
    }
    public init(decorative resource: ImageResource, variableValue: Double?) {
        self.init(decorative: resource.name, variableValue: variableValue, bundle: resource.bundle)
    }
}

extension Text {
    public init(_ resource: StringResource) { self.init(verbatim: resource()) }
    public init<each Argument: CVarArg>(_ resource: FormattedStringResource<repeat each Argument>, _ arguments: repeat each Argument) {
        self.init(verbatim: resource.formatted(repeat each arguments))
    }
}

extension Font {
    public static func custom(_ resource: FontResource, size: CGFloat) -> Font { .custom(resource.name, size: size) }
    public static func custom(_ resource: FontResource, fixedSize: CGFloat) -> Font { .custom(resource.name, fixedSize: fixedSize) }
    public static func custom(_ resource: FontResource, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        .custom(resource.name, size: size, relativeTo: textStyle)
    }
}
