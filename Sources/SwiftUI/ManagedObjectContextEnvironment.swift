import CoreData
import MockupUI

/// The managed object context of views with no `.environment(\.managedObjectContext, …)` above them.
private enum ManagedObjectContextKey: EnvironmentKey {
    /// A new main-queue context with no store each time it is read: fetches find nothing, as iOS's
    /// default context (which has no coordinator) finds nothing.
    static var defaultValue: NSManagedObjectContext { NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType) }
}

extension EnvironmentValues {
    /// The context `@FetchRequest` fetches from and views insert into
    /// (`.environment(\.managedObjectContext, container.viewContext)`).
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}
