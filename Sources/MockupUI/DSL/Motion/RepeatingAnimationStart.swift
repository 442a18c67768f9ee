import Foundation

/// State changed in `withAnimation(….repeatForever())` starts a loop between its old value and the
/// new one that lasts as long as the view is shown (a cursor blinking, a dot pulsing). A still shows
/// where the loop starts, as the first frame does: the old value (the cursor shown, the dot at rest),
/// so the `@State` changes of such a body are undone when it ends.
enum RepeatingAnimationStart {
    /// How to undo the changes a body has made so far.
    final class UndoLog: @unchecked Sendable {
        var restorations: [@MainActor () -> Void] = []
    }

    /// The log of the repeating animation's body running on this task (the innermost when they nest).
    @TaskLocal private static var log: UndoLog?

    /// Runs `body`; undoes the `@State` changes it makes when `animation` repeats forever.
    static func run<Result>(_ animation: Animation?, _ body: () throws -> Result) rethrows -> Result {
        guard animation?.repeatsForever == true else { return try body() }
        let log = UndoLog()
        defer {
            // Only main-actor state records restorations, and synchronously within `body`: when there
            // are any, this runs on the main actor.
            if !log.restorations.isEmpty { MainActor.assumeIsolated { log.restorations.reversed().forEach { $0() } } }
        }
        return try $log.withValue(log, operation: body)
    }

    /// Records how to restore `box` to `old`, when a repeating animation's body is changing it.
    @MainActor static func willChange<Value>(_ box: State<Value>.Box, from old: Value) {
        log?.restorations.append { box.value = old }
    }
}
