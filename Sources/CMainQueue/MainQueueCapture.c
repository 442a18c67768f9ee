// Interposes libdispatch's scheduling entry points (a definition in the executable, or in a library
// loaded before libdispatch, takes precedence over libdispatch's own); everything not captured is
// passed to the next definition, libdispatch's. Jobs for Swift's global concurrent executor are taken
// through the Swift runtime's enqueue hook (`swift_task_enqueueGlobal_hook` in
// swift/Runtime/Concurrency.h), which passes the job on when not captured.
#define _GNU_SOURCE
#include "CMainQueue.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef void *queue_t;                    // dispatch_queue_t
typedef void *block_t;                    // dispatch_block_t (a Block object)
typedef void (*function_t)(void *);       // dispatch_function_t
typedef uint64_t dispatch_time_value;     // dispatch_time_t
extern const char *dispatch_queue_get_label(queue_t);

static const dispatch_time_value time_now = 0, time_forever = ~0ull, monotonic_now = 1ull << 63;

/// The Blocks ABI's leading fields: enough to call a block.
struct block_header { void *isa; int flags; int reserved; void (*invoke)(void *); };

struct kept_work {
    uint64_t due;        // virtual nanoseconds
    uint64_t order;      // scheduling order, for equal deadlines
    block_t block;       // a copied block, or NULL for a function
    function_t function;
    void *context;
};

static _Thread_local struct {
    int capturing;
    uint64_t now, next_order;
    dispatch_time_value uptime_origin, wall_origin;
    struct timespec wall_origin_spec;
    struct kept_work *work;
    size_t count, capacity;
} capture;

/// The next definition of `name` (libdispatch's or the Blocks runtime's), looked up once.
static void *next_symbol(_Atomic(void *) *slot, const char *name, void *handle) {
    void *symbol = atomic_load_explicit(slot, memory_order_acquire);
    if (!symbol) {
        symbol = dlsym(handle, name);
        atomic_store_explicit(slot, symbol, memory_order_release);
    }
    return symbol;
}
#define NEXT(type, name) ((type)next_symbol(&next_##name, #name, RTLD_NEXT))
static _Atomic(void *) next_dispatch_async, next_dispatch_async_f, next_dispatch_after, next_dispatch_after_f,
    next_dispatch_time, next_dispatch_walltime, main_queue_symbol, block_copy_symbol, block_release_symbol;

static int is_main_queue(queue_t queue) {
    return queue && queue == next_symbol(&main_queue_symbol, "_dispatch_main_q", RTLD_DEFAULT);
}

/// A global concurrent queue: libdispatch's root queues (`DispatchQueue.global(qos:)`, labelled
/// `com.apple.root.<qos>-qos[.overcommit]`) or the one where Swift's executor runs its timers on Linux.
static int is_global_queue(queue_t queue) {
    const char *label = queue ? dispatch_queue_get_label(queue) : NULL;
    return label && (strncmp(label, "com.apple.root.", strlen("com.apple.root.")) == 0 ||
                     strcmp(label, "Swift global concurrent queue") == 0);
}

static dispatch_time_value real_time(dispatch_time_value when, int64_t delta) {
    return NEXT(dispatch_time_value (*)(dispatch_time_value, int64_t), dispatch_time)(when, delta);
}

static dispatch_time_value real_walltime(const struct timespec *when, int64_t delta) {
    return NEXT(dispatch_time_value (*)(const struct timespec *, int64_t), dispatch_walltime)(when, delta);
}

/// The virtual time of a deadline made on this thread while capturing (relative to the origins).
static uint64_t virtual_due(dispatch_time_value when) {
    if (when == time_now) return capture.now;
    if (when == time_forever) return UINT64_MAX;
    int64_t offset;
    if ((when >> 62) == (capture.uptime_origin >> 62)) {
        offset = (int64_t)(when - capture.uptime_origin);
    } else if ((when >> 62) == (monotonic_now >> 62)) {
        // A deadline on Swift's ContinuousClock (a `Task.sleep`), which reads real time: what remains
        // until it, in whole milliseconds so that microseconds spent scheduling do not reorder equal sleeps.
        int64_t remaining = (int64_t)(when - real_time(monotonic_now, 0));
        offset = (int64_t)capture.now + (remaining > 0 ? (remaining + 500000) / 1000000 * 1000000 : 0);
    } else if ((when >> 62) == (capture.wall_origin >> 62)) {
        // Older libdispatch encodes wall time negated: measure the direction once.
        int64_t step = (int64_t)(real_walltime(&capture.wall_origin_spec, 1000) - capture.wall_origin);
        offset = (int64_t)(when - capture.wall_origin) * (step < 0 ? -1 : 1);
    } else {
        offset = (int64_t)capture.now;
    }
    return offset < (int64_t)capture.now ? capture.now : (uint64_t)offset;
}

static void keep(uint64_t due, block_t block, function_t function, void *context) {
    if (capture.count == capture.capacity) {
        size_t capacity = capture.capacity ? capture.capacity * 2 : 16;
        struct kept_work *grown = realloc(capture.work, capacity * sizeof *grown);
        if (!grown) abort();
        capture.work = grown;
        capture.capacity = capacity;
    }
    if (block) block = ((block_t (*)(block_t))next_symbol(&block_copy_symbol, "_Block_copy", RTLD_DEFAULT))(block);
    capture.work[capture.count++] = (struct kept_work){ due, capture.next_order++, block, function, context };
}

static void release_block(block_t block) {
    ((void (*)(block_t))next_symbol(&block_release_symbol, "_Block_release", RTLD_DEFAULT))(block);
}

void dispatch_async(queue_t queue, block_t block) {
    if (capture.capturing && is_main_queue(queue)) { keep(capture.now, block, NULL, NULL); return; }
    NEXT(void (*)(queue_t, block_t), dispatch_async)(queue, block);
}

void dispatch_async_f(queue_t queue, void *context, function_t function) {
    if (capture.capturing && is_main_queue(queue)) { keep(capture.now, NULL, function, context); return; }
    NEXT(void (*)(queue_t, void *, function_t), dispatch_async_f)(queue, context, function);
}

void dispatch_after(dispatch_time_value when, queue_t queue, block_t block) {
    if (capture.capturing && (is_main_queue(queue) || is_global_queue(queue))) {
        if (when != time_forever) keep(virtual_due(when), block, NULL, NULL);
        return;
    }
    NEXT(void (*)(dispatch_time_value, queue_t, block_t), dispatch_after)(when, queue, block);
}

void dispatch_after_f(dispatch_time_value when, queue_t queue, void *context, function_t function) {
    if (capture.capturing && (is_main_queue(queue) || is_global_queue(queue))) {
        if (when != time_forever) keep(virtual_due(when), NULL, function, context);
        return;
    }
    NEXT(void (*)(dispatch_time_value, queue_t, void *, function_t), dispatch_after_f)(when, queue, context, function);
}

dispatch_time_value dispatch_time(dispatch_time_value when, int64_t delta) {
    if (capture.capturing && when == time_now) return real_time(capture.uptime_origin, (int64_t)capture.now + delta);
    return real_time(when, delta);
}

dispatch_time_value dispatch_walltime(const struct timespec *when, int64_t delta) {
    if (capture.capturing && !when) return real_walltime(&capture.wall_origin_spec, (int64_t)capture.now + delta);
    return real_walltime(when, delta);
}

// Swift's global concurrent executor. A job a capturing thread enqueues there (the body of a `Task`
// started outside the main actor, the nonisolated `async` function a main-actor task awaits) is kept
// like main-queue work and run on this thread, on the generic executor. (A `Task.sleep` ends with a
// `dispatch_after_f` on a global queue, kept above.)

typedef void job_t; // swift::Job
/// `swift::SerialExecutorRef`; `{ NULL, 0 }` is the generic executor, where a global job runs.
struct serial_executor_ref { void *identity; uintptr_t implementation; };
typedef void (__attribute__((swiftcall)) *enqueue_original)(job_t *);
extern void (__attribute__((swiftcall)) *swift_task_enqueueGlobal_hook)(job_t *, enqueue_original);
extern __attribute__((swiftcall)) void swift_job_run(job_t *, struct serial_executor_ref);

static void run_global_job(void *job) { swift_job_run(job, (struct serial_executor_ref){ NULL, 0 }); }

static __attribute__((swiftcall)) void enqueue_global(job_t *job, enqueue_original original) {
    if (capture.capturing) keep(capture.now, NULL, run_global_job, job);
    else original(job);
}

static void install_global_executor_hook(void) { swift_task_enqueueGlobal_hook = enqueue_global; }

void mockup_main_queue_capture_begin(void) {
    mockup_main_queue_capture_end();
    static pthread_once_t hook_installed = PTHREAD_ONCE_INIT;
    pthread_once(&hook_installed, install_global_executor_hook);
    capture.uptime_origin = real_time(time_now, 0);
    clock_gettime(CLOCK_REALTIME, &capture.wall_origin_spec);
    capture.wall_origin = real_walltime(&capture.wall_origin_spec, 0);
    capture.now = 0;
    capture.capturing = 1;
}

int mockup_main_queue_is_capturing(void) { return capture.capturing; }

long mockup_main_queue_run(uint64_t horizon_ns, long limit) {
    long ran = 0;
    while (ran < limit && capture.count > 0) {
        size_t first = 0;
        for (size_t i = 1; i < capture.count; i++) {
            struct kept_work *a = &capture.work[i], *b = &capture.work[first];
            if (a->due < b->due || (a->due == b->due && a->order < b->order)) first = i;
        }
        struct kept_work work = capture.work[first];
        if (work.due > horizon_ns) break;
        capture.work[first] = capture.work[--capture.count];
        if (work.due > capture.now) capture.now = work.due;
        if (work.block) {
            ((struct block_header *)work.block)->invoke(work.block);
            release_block(work.block);
        } else {
            work.function(work.context);
        }
        ran++;
    }
    return ran;
}

void mockup_main_queue_capture_end(void) {
    for (size_t i = 0; i < capture.count; i++)
        if (capture.work[i].block) release_block(capture.work[i].block);
    free(capture.work);
    capture.work = NULL;
    capture.count = capture.capacity = 0;
    capture.capturing = 0;
}
