import Foundation
import MockupUI

/// A SwiftUI view as the content of a UIKit cell or view (SwiftUI's `UIHostingConfiguration`,
/// iOS 16): the content inside margins, over a background, at least a minimum size.
/// `makeContentView()` makes a view that draws it where a representable shows it.
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration, HostedContentConfiguration {
    let content: Content
    let background: Background
    /// The space around the content; nil edges keep the system's default margins.
    let margins: EdgeInsets?
    let minWidth: CGFloat?
    let minHeight: CGFloat?

    public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
        UIHostingConfiguration<Content, B>(content: self.content, background: content(), margins: margins,
                                            minWidth: minWidth, minHeight: minHeight)
    }

    public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>> {
        UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>>(
            content: content, background: _UIHostingConfigurationBackgroundView(style: style), margins: margins,
            minWidth: minWidth, minHeight: minHeight)
    }

    /// The margins around the content on `edges`.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration<Content, Background> {
        margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration<Content, Background> {
        var current = margins ?? Self.defaultMargins
        if edges.contains(.top) { current.top = insets.top }
        if edges.contains(.leading) { current.leading = insets.leading }
        if edges.contains(.bottom) { current.bottom = insets.bottom }
        if edges.contains(.trailing) { current.trailing = insets.trailing }
        return UIHostingConfiguration(content: content, background: background, margins: current,
                                      minWidth: minWidth, minHeight: minHeight)
    }

    /// The smallest size the content view takes; nil leaves an axis to the system's default.
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration<Content, Background> {
        UIHostingConfiguration(content: content, background: background, margins: margins, minWidth: width, minHeight: height)
    }

    public func minSize() -> UIHostingConfiguration<Content, Background> { self }

    /// The same configuration: SwiftUI content reads its state from the environment, not from here.
    public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration<Content, Background> { self }

    @preconcurrency @MainActor
    public func makeContentView() -> any UIView & UIContentView { HostingConfigurationContentView(configuration: self) }

    /// The content laid out as the content view draws it: in its margins, over its background.
    @MainActor var drawing: AnyView {
        let margins = margins ?? Self.defaultMargins
        return AnyView(content
            .padding(margins)
            .frame(minWidth: minWidth, minHeight: minHeight)
            .background { background })
    }

    /// A cell's layout margins in a plain list: 16 pt at the sides, 11 pt above and below
    /// (Mockup's choice, after UIKit's default list cell margins on iPhone).
    static var defaultMargins: EdgeInsets { EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16) }
}

extension UIHostingConfiguration where Background == EmptyView {
    /// A configuration showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), background: EmptyView(), margins: nil, minWidth: nil, minHeight: nil)
    }
}

/// A shape style as a hosting configuration's background.
public struct _UIHostingConfigurationBackgroundView<Style: ShapeStyle>: View {
    let style: Style
    public var body: some View { Rectangle().fill(style) }
}

/// A configuration whose content is SwiftUI, drawn by the view it makes.
protocol HostedContentConfiguration: UIContentConfiguration {
    @MainActor var drawing: AnyView { get }
}

/// The view a `UIHostingConfiguration` makes: it draws its configuration's SwiftUI content, on the
/// clear background a cell's content view has.
@preconcurrency @MainActor
final class HostingConfigurationContentView: UIView, UIContentView, _UIKitDrawnAtRest {
    var configuration: any UIContentConfiguration

    init(configuration: any HostedContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { return nil }

    var _drawingAtRest: AnyView? { (configuration as? any HostedContentConfiguration)?.drawing }
}
