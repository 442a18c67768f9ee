import Foundation
import SwiftUI

/// A tip that teaches a feature (iOS 17), as TipKit's `Tip`: a title and optionally a message, an
/// image and actions, shown by `TipView` inline or `popoverTip(_:)` on a control. Rules and options
/// decide when a device shows it; a render shows every tip it draws, at rest, as the first time.
public protocol Tip: Identifiable, Sendable {
    var id: String { get }
    var title: Text { get }
    var message: Text? { get }
    var image: Image? { get }
    var actions: [Tips.Action] { get }
    var rules: [Tips.Rule] { get }
    var options: [any TipOption] { get }
}

extension Tip {
    /// The tip's type name, as TipKit identifies a tip by default.
    public var id: String { String(describing: Self.self) }
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var actions: [Tips.Action] { [] }
    public var rules: [Tips.Rule] { [] }
    public var options: [any TipOption] { [] }

    /// Whether the tip shows: a render has no history of display counts or invalidations, so yes.
    public var shouldDisplay: Bool { true }
    /// The tip's state: pending until its rules pass; a render draws tips as available.
    public var status: Tips.Status { .available }
    public var statusUpdates: AsyncStream<Tips.Status> { AsyncStream { $0.yield(.available); $0.finish() } }
    public var shouldDisplayUpdates: AsyncStream<Bool> { AsyncStream { $0.yield(true); $0.finish() } }

    /// Stops showing the tip (`.actionPerformed`, `.tipClosed`…); a render keeps no record.
    public func invalidate(reason: Tips.InvalidationReason) {}
    /// The tip's id with `Tips.Event`s and parameters; kept for API parity.
    public func resetEligibility() async {}
}

/// What tunes when a tip shows (`Tips.MaxDisplayCount(3)`, `Tips.IgnoresDisplayFrequency(true)`).
public protocol TipOption: Sendable {}
