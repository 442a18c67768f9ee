import Foundation

/// The objects a PhotoKit fetch found, as `PHFetchResult`: in a render the app has no access to
/// the library, so every fetch finds nothing (as iOS answers an app that has not been authorised).
public final class PHFetchResult<ObjectType: AnyObject>: @unchecked Sendable {
    private let objects: [ObjectType]

    /// An empty fetch result, as apps start with before they fetch.
    public init() { objects = [] }

    public var count: Int { objects.count }
    public var firstObject: ObjectType? { objects.first }
    public var lastObject: ObjectType? { objects.last }
    public func object(at index: Int) -> ObjectType { objects[index] }
    public subscript(index: Int) -> ObjectType { objects[index] }
    public func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }
    public func contains(_ anObject: ObjectType) -> Bool { objects.contains { $0 === anObject } }
    /// The index of `anObject`, or `NSNotFound`.
    public func index(of anObject: ObjectType) -> Int { objects.firstIndex { $0 === anObject } ?? NSNotFound }

    /// Calls `block` with each object and its index until it sets its stop flag.
    public func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        enumerateObjects(at: IndexSet(objects.indices), options: [], using: block)
    }
    public func enumerateObjects(options opts: NSEnumerationOptions = [],
                                 using block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        enumerateObjects(at: IndexSet(objects.indices), options: opts, using: block)
    }
    public func enumerateObjects(at s: IndexSet, options opts: NSEnumerationOptions = [],
                                 using block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        let order = opts.contains(.reverse) ? Array(s.reversed()) : Array(s)
        for index in order {
            block(objects[index], index, &stop)
            if stop.boolValue { return }
        }
    }
}

extension PHFetchResult where ObjectType == PHAsset {
    /// How many of the assets are of `mediaType`.
    public func countOfAssets(with mediaType: PHAssetMediaType) -> Int { objects.filter { $0.mediaType == mediaType }.count }
}

/// What a fetch filters and sorts by, and how much it returns.
public final class PHFetchOptions: @unchecked Sendable {
    public var predicate: NSPredicate?
    public var sortDescriptors: [NSSortDescriptor]?
    public var includeHiddenAssets = false
    public var includeAllBurstAssets = false
    public var includeAssetSourceTypes: PHAssetSourceType = []
    /// The most objects a fetch returns; 0 = no limit.
    public var fetchLimit = 0
    public var wantsIncrementalChangeDetails = true
    public init() {}
}
