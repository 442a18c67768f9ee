import CoreData

// Foundation's value transformers on Apple platforms, which `import SwiftData` brings (it brings
// Foundation): declared in `CoreData` (swift-corelibs-foundation has none), named here too, so
// SwiftData code compiles without importing Core Data. The same classes, not copies.
public typealias ValueTransformer = CoreData.ValueTransformer
public typealias NSValueTransformerName = CoreData.NSValueTransformerName
public typealias NSSecureUnarchiveFromDataTransformer = CoreData.NSSecureUnarchiveFromDataTransformer
