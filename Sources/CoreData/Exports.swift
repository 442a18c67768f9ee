// `import CoreData` brings Foundation with it (NSPredicate, NSSortDescriptor, Date, UUID), as
// Apple's does, and Combine (a managed object is an `ObservableObject`).
@_exported import Foundation
@_exported import Combine
