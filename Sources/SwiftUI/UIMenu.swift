import Foundation

/// An item of a menu: an action, a submenu or a deferred element, as UIKit's `UIMenuElement`.
@preconcurrency @MainActor
open class UIMenuElement {
    /// How an element is shown and whether it can be chosen.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a checkmark.
    public enum State: Int, Sendable { case off, on, mixed }

    public let title: String
    open var subtitle: String?
    public let image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// What runs when an action is chosen.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu item or control action, as UIKit's `UIAction`. Nothing is chosen in a render: the
/// handler never runs.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// An action's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public var identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// The object that sent the action: none, as nothing is chosen.
    open var sender: Any? { nil }
    let handler: UIActionHandler

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }
}

/// A menu: a title and its elements, as UIKit's `UIMenu`.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its elements.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large a menu's elements are drawn.
    public enum ElementSize: Int, Sendable { case small = 0, medium, large, automatic = -1 }

    public let identifier: Identifier
    public let options: Options
    open var preferredElementSize: ElementSize
    public let children: [UIMenuElement]

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }
}

/// A menu element whose items are provided when the menu opens, which never happens in a render.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    let provider: (@escaping ([UIMenuElement]) -> Void) -> Void

    public init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        provider = elementProvider
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// An element asked for its items each time the menu opens.
    open class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> UIDeferredMenuElement {
        UIDeferredMenuElement(elementProvider)
    }
}
