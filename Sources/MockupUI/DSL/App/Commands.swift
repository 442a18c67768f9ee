import Foundation

// Menu-bar and keyboard-shortcut commands of a scene (`.commands { CommandMenu("Edit") { … } }`).
// iPadOS lists them in the shortcut overlay when ⌘ is held; a still holds no key, so commands
// compile and change nothing on screen.

/// Commands of a scene, as SwiftUI's `Commands`: a command set of the user's built in `body`, or
/// one of the primitives below.
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Body { get }
}

extension Commands where Body == Never {
    /// Primitive commands have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive command set: its body is never evaluated") }
}

extension Never: Commands {}

/// No commands, as SwiftUI's `EmptyCommands`.
public struct EmptyCommands: Commands {
    public typealias Body = Never
    public init() {}
}

/// Several command sets side by side (a `CommandsBuilder` block).
public struct TupleCommands<each C: Commands>: Commands {
    public typealias Body = Never
}

/// One of two command sets (`if`/`else` in a `CommandsBuilder` block).
public struct ConditionalCommands<TrueContent: Commands, FalseContent: Commands>: Commands {
    public typealias Body = Never
}

/// A command set present only when a condition holds (`if` in a `CommandsBuilder` block).
public struct OptionalCommands<Wrapped: Commands>: Commands {
    public typealias Body = Never
}

/// Builds a scene's command sets from a closure, as SwiftUI's `CommandsBuilder`.
@preconcurrency @MainActor @resultBuilder
public struct CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> TupleCommands<repeat each C> {
        TupleCommands()
    }
    public static func buildIf<C: Commands>(_ content: C?) -> OptionalCommands<C> { OptionalCommands() }
    public static func buildEither<T: Commands, F: Commands>(first: T) -> ConditionalCommands<T, F> { ConditionalCommands() }
    public static func buildEither<T: Commands, F: Commands>(second: F) -> ConditionalCommands<T, F> { ConditionalCommands() }
    public static func buildLimitedAvailability<C: Commands>(_ content: C) -> C { content }
}

/// A top-level menu of commands, as SwiftUI's `CommandMenu`.
public struct CommandMenu<Content: View>: Commands {
    public typealias Body = Never
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public init(_ name: Text, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
}

/// Where a `CommandGroup` goes among the system's menu items, as SwiftUI's `CommandGroupPlacement`.
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
}

/// Commands added before, after or instead of a system group, as SwiftUI's `CommandGroup`.
public struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// The system's "Show/Hide Sidebar" command, as SwiftUI's `SidebarCommands`.
public struct SidebarCommands: Commands {
    public typealias Body = Never
    public init() {}
}

/// The system's toolbar commands, as SwiftUI's `ToolbarCommands`.
public struct ToolbarCommands: Commands {
    public typealias Body = Never
    public init() {}
}

/// The system's text-editing commands (find, spelling, substitutions), as SwiftUI's `TextEditingCommands`.
public struct TextEditingCommands: Commands {
    public typealias Body = Never
    public init() {}
}

/// The system's font and text-formatting commands, as SwiftUI's `TextFormattingCommands`.
public struct TextFormattingCommands: Commands {
    public typealias Body = Never
    public init() {}
}

/// The system's "Show/Hide Inspector" command, as SwiftUI's `InspectorCommands`.
public struct InspectorCommands: Commands {
    public typealias Body = Never
    public init() {}
}

extension Scene {
    /// Adds `content`'s commands to the scene.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }

    /// Removes the system's commands from the scene.
    public func commandsRemoved() -> some Scene { self }

    /// Replaces the system's commands with `content`'s.
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
}
