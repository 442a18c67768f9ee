// `import SwiftData` brings Foundation (`Predicate`, `SortDescriptor`, `#Predicate`) and Observation
// (what a model class is observed with) with it, as Apple's does.
@_exported import Foundation
@_exported import Observation
