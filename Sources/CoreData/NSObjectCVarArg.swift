import Foundation

/// Objects are C variadic arguments on Apple platforms (an `id` is passed as its pointer), which is
/// how `NSPredicate(format: "category == %@", category)` and `date as NSDate` arguments compile;
/// swift-corelibs-foundation has no such conformance. Predicates here read their arguments as
/// values and never pass them to C.
extension NSObject: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}
