import Foundation
import SwiftUI

/// A widget's declaration (`struct StepsWidget: Widget`): its `body` is the configuration that says
/// which view shows each timeline entry. (SwiftUI declares it on iOS; here it comes with WidgetKit,
/// which every widget file imports.) `#Preview(as:)` renders a widget at a family's size.
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

/// A widget's configuration: a primitive one (`StaticConfiguration`, `AppIntentConfiguration`,
/// `ActivityConfiguration`, …) or one built from others in its `body`.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    var body: Body { get }
}

extension WidgetConfiguration where Body == Never {
    /// Primitive configurations have no body; nothing asks for it.
    public var body: Never { fatalError("\(Self.self) is a primitive widget configuration") }
}

extension Never: WidgetConfiguration {}

/// A configuration with nothing in it (the body of an empty bundle).
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public typealias Body = Never
    public init() {}
}

extension Widget {
    /// The entry point of a widget extension (`@main struct StepsWidget: Widget`); a render has no
    /// extension process to run.
    public static func main() {}
}
