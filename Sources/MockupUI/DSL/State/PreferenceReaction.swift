/// What receives the preference values a `GeometryReader`'s content sets during layout.
@MainActor
protocol PreferenceReceiver: AnyObject {
    /// The values of every key that the content of the GeometryReader `source` set in its latest
    /// layout, replacing what that reader set before.
    func receive(_ recorded: [ObjectIdentifier: [Any]], from source: ObjectIdentifier)
    /// A GeometryReader inside was resolved: its content sets its values in the coming layout.
    func awaitMeasurement()
}

/// An `onPreferenceChange` reader's values across the resolves and layouts of one render. Its
/// subtree's values are those set while it was resolved plus those its GeometryReaders set during
/// layout; the latter are known only after a layout, so the reader reports the value again then
/// (`react()`), and the next resolve starts from them — as SwiftUI, which calls the action once the
/// layout's preferences are collected and shows the state it sets after the next layout. Before the
/// first layout of a subtree with GeometryReaders the action is not called at all: SwiftUI first
/// calls it with the measured value (`prefs.first!` on an array of measurements holds).
@MainActor
final class PreferenceReaction<K: PreferenceKey>: LayoutReaction, PreferenceReceiver where K.Value: Equatable {
    private var action: (K.Value) -> Void = { _ in }
    /// The values set while the subtree was resolved, in view order.
    private var resolvedValues: [Any] = []
    /// The values the GeometryReaders inside set in the latest layout, per reader, in the order
    /// they were laid out.
    private var measured: [(source: ObjectIdentifier, values: [Any])] = []
    /// The value the action was last called with.
    private var reported: K.Value?
    /// Whether GeometryReaders inside have values to set in a layout not yet run.
    private var awaitingFirstLayout = false
    private var laidOut = false

    /// The subtree's value in a new resolve: `values`, set while resolving it, with the values the
    /// previous layout measured; nil while GeometryReaders inside await their first layout. Later
    /// reports go to `action`.
    func resolved(_ values: [Any], action: @escaping (K.Value) -> Void) -> K.Value? {
        self.action = action
        resolvedValues = values
        let value = PreferenceCollection.reduced(K.self, values + measured.flatMap(\.values))
        measured = []
        guard !awaitingFirstLayout else { return nil }
        reported = value
        return value
    }

    func awaitMeasurement() {
        if !laidOut { awaitingFirstLayout = true }
    }

    func receive(_ recorded: [ObjectIdentifier: [Any]], from source: ObjectIdentifier) {
        let values = recorded[ObjectIdentifier(K.self)] ?? []
        if let index = measured.firstIndex(where: { $0.source == source }) {
            measured[index].values = values
        } else {
            measured.append((source, values))
        }
    }

    func react() {
        laidOut = true
        awaitingFirstLayout = false
        let value = PreferenceCollection.reduced(K.self, resolvedValues + measured.flatMap(\.values))
        guard value != reported else { return }
        reported = value
        action(value)
    }
}
