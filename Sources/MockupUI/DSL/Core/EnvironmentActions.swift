import Foundation

// The actions the environment hands views (`@Environment(\.dismiss) var dismiss; dismiss()`). A
// still render never runs them: calling one does nothing.

/// Dismisses the current presentation, as SwiftUI's `DismissAction`.
public struct DismissAction: Sendable {
    init() {}
    @preconcurrency @MainActor public func callAsFunction() {}
}

/// Ends the current search, as SwiftUI's `DismissSearchAction`.
public struct DismissSearchAction: Sendable {
    init() {}
    @preconcurrency @MainActor public func callAsFunction() {}
}

/// Runs the `.refreshable` action of the enclosing view, as SwiftUI's `RefreshAction`.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    public func callAsFunction() async { await action() }
}

/// Opens a URL, as SwiftUI's `OpenURLAction`. The default action opens nothing (a render has no
/// other apps); one made with a handler runs it.
public struct OpenURLAction {
    /// What a handler did with the URL.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, systemAction(URL?) }
        let kind: Kind
        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler could not open the URL.
        public static let discarded = Result(kind: .discarded)
        /// The system should open the URL.
        public static let systemAction = Result(kind: .systemAction(nil))
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }

        /// Whether the URL counts as opened.
        var accepted: Bool {
            if case .handled = kind { return true }
            return false
        }
    }

    let handler: @MainActor (URL) -> Result

    /// An action that opens URLs with `handler`.
    public init(handler: @escaping @MainActor (URL) -> Result) { self.handler = handler }

    /// The system action: nothing opens in a render.
    init() { handler = { _ in .discarded } }

    /// Opens `url`.
    @preconcurrency @MainActor public func callAsFunction(_ url: URL) { _ = handler(url) }

    /// Opens `url` and tells `completion` whether it was opened.
    @preconcurrency @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url).accepted)
    }
}
