/// The time-unit constants Darwin's `<dispatch/time.h>` defines and Apple's Foundation brings in
/// (`Task.sleep(nanoseconds: 2 * NSEC_PER_SEC)`); Linux's Dispatch module does not export them.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000
