import Foundation

extension Label where Title == Text, Icon == Image {
    /// A label with a bitmap icon and a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String) {
        self.init(title: { Text(title) }, icon: { Image(image) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label from a style's configuration (used inside custom `LabelStyle`s).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}
