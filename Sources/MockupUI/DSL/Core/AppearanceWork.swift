import CMainQueue

/// Main-queue work a view schedules as it is built and appears — `DispatchQueue.main.async`,
/// `asyncAfter` (an entrance animation staggered by index, a value filled in "a moment later"),
/// `Task`s started in `onAppear`, by `task` or in a model's `init`, with the services they await and
/// their `Task.sleep`s — runs before the still is taken, on a virtual clock, so a render shows the
/// screen as it stands a moment after it appeared, and the same bytes every time.
///
/// Work due later than `horizon` is dropped (a launch screen dismissed after two seconds still shows),
/// as is work other threads schedule (see docs/ARCHITECTURE.md).
enum AppearanceWork {
    /// How much virtual time passes before the still: one second (Mockup's choice: entrance
    /// animations staggered in `onAppear` end within it; a launch screen's 1.5–3 s delay does not).
    static let horizonNanoseconds: UInt64 = 1_000_000_000
    /// At most this many pieces of work run, so work that reschedules itself forever ends.
    static let limit = 10_000

    /// Runs `resolve` with main-queue work captured, then the work due within the horizon, then
    /// `settle(ranWork)`, whose own scheduling is dropped. Nested renders join the outer one's clock.
    @MainActor
    static func capturing<First, Result>(_ resolve: () -> First,
                                         settle: (First, _ ranWork: Bool) throws -> Result) rethrows -> Result {
        guard mockup_main_queue_is_capturing() == 0 else { return try settle(resolve(), false) }
        mockup_main_queue_capture_begin()
        defer { mockup_main_queue_capture_end() }
        let first = resolve()
        let ran = mockup_main_queue_run(horizonNanoseconds, limit)
        return try settle(first, ran > 0)
    }
}
