/// An image: an SF Symbol drawn from the symbol font (sized by the current font), or a bitmap
/// from the scene's asset directory.
public struct Image: View, PrimitiveView {
    public typealias Body = Never

    enum Source: Hashable {
        case symbol(String)
        case bitmap(String)
    }
    let source: Source
    let isResizable: Bool

    /// A bitmap named `name` in the environment's asset directory.
    public init(_ name: String) { source = .bitmap(name); isResizable = false }

    /// An SF Symbol, mapped by name to the bundled icon font.
    public init(systemName: String) { source = .symbol(systemName); isResizable = false }

    init(source: Source, isResizable: Bool) { self.source = source; self.isResizable = isResizable }

    /// The image scaled to fill the space it is given (combine with `.aspectRatio`).
    public func resizable() -> Image { Image(source: source, isResizable: true) }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        switch source {
        case .bitmap(let name):
            return [.image(.bitmap(name: name, assetDirectory: environment.assetDirectory, resizable: isResizable))]
        case .symbol(let name):
            let symbol = ViewNode.image(.symbol(name: name, font: environment.resolvedFont(),
                                               paint: environment.resolvedForeground()))
            return [isResizable ? .unsupported(feature: "resizable() on a symbol image", child: symbol) : symbol]
        }
    }
}

/// A title with an icon, as SwiftUI's `Label` (icon, then title, side by side).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }

    public var body: some View {
        StyledLabel(configuration: LabelStyleConfiguration(title: title, icon: icon))
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    public init(_ titleKey: LocalizedStringKey, image: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(image) })
    }
}
