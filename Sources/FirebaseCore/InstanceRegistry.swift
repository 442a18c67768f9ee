import Foundation

/// One instance of a Firebase product per key (an app, a database, a bucket), made on first use,
/// as `Auth.auth(app:)` and `Firestore.firestore(database:)` return the same object each time.
package final class InstanceRegistry<Instance: AnyObject>: @unchecked Sendable {
    private let lock = NSLock()
    private var instances: [String: Instance] = [:]

    package init() {}

    /// The instance for `key`, made by `make` the first time.
    package func instance(for key: String, make: () -> Instance) -> Instance {
        lock.withLock {
            if let instance = instances[key] { return instance }
            let instance = make()
            instances[key] = instance
            return instance
        }
    }
}
