#ifndef MOCKUP_CMAINQUEUE_H
#define MOCKUP_CMAINQUEUE_H
#include <stdint.h>

/// Main-queue work scheduled while a view is rendered, run on a virtual clock (docs/ARCHITECTURE.md,
/// "Work a view schedules as it appears").
///
/// While a thread captures, the main-queue work it schedules (`DispatchQueue.main.async`,
/// `asyncAfter(deadline:)`, `asyncAfter(wallDeadline:)`, main-actor task jobs), the jobs it enqueues on
/// Swift's global executor (tasks outside the main actor, nonisolated `async` calls) and its delayed
/// work on global queues (`Task.sleep`) are kept instead of queued, and `DispatchTime.now()` /
/// `DispatchWallTime.now()` read the virtual clock, which starts at zero and moves only as kept work
/// runs. Work scheduled by other threads, and other work on other queues, goes on as usual.

/// Starts capturing on this thread, with the virtual clock at zero and nothing kept.
void mockup_main_queue_capture_begin(void);
/// Whether this thread is capturing.
int mockup_main_queue_is_capturing(void);
/// Runs kept work due by `horizon_ns` of virtual time in deadline order (first scheduled first among
/// equal deadlines), including work that it schedules, at most `limit` items. Returns how many ran.
long mockup_main_queue_run(uint64_t horizon_ns, long limit);
/// Stops capturing; kept work that has not run is dropped, as if the app had been closed.
void mockup_main_queue_capture_end(void);
#endif
