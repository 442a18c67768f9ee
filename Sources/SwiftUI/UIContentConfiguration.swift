import Foundation
import MockupUI

/// The state a configuration is updated for (UIKit's `UIConfigurationState`).
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
}

/// A view's state: its traits and whether it is disabled, highlighted, selected or focused
/// (UIKit's `UIViewConfigurationState`); a view at rest is none of these.
public struct UIViewConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// What a content view shows, as a value (UIKit's `UIContentConfiguration`).
public protocol UIContentConfiguration {
    @preconcurrency @MainActor func makeContentView() -> any UIView & UIContentView
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view made from, and showing, a content configuration (UIKit's `UIContentView`).
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether the view can show `configuration`: one of the same type as its own.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
