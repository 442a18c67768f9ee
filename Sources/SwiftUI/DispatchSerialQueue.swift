import Dispatch

/// A serial dispatch queue (iOS 17's `DispatchSerialQueue`). Linux's Dispatch has no such subclass
/// and its `DispatchQueue` cannot be subclassed outside Dispatch, so this names `DispatchQueue`:
/// `DispatchSerialQueue(label:)` makes a serial queue, as `DispatchQueue(label:)` does.
public typealias DispatchSerialQueue = DispatchQueue
