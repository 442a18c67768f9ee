import Foundation

/// `NSPredicate(format:)`: swift-corelibs-foundation declares these initializers unavailable (it
/// has no key-value coding); here they parse the format (`PredicateFormat`) and evaluate it over
/// managed objects' values and dictionaries by key. A format that does not parse stops the program
/// with Core Data's message, as the exception it raises on iOS does.
extension NSPredicate {
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed: PredicateFormat
        do {
            parsed = try PredicateFormat.parse(predicateFormat, arguments: (arguments ?? []).map { $0 })
        } catch {
            fatalError("NSInvalidArgumentException: \(error)")
        }
        self.init(block: { object, _ in parsed.evaluate(with: object) })
    }
}
