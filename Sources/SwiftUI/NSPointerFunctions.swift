import Foundation

/// How `NSHashTable` and `NSMapTable` hold their members (Foundation's on Apple platforms, missing
/// from swift-corelibs-foundation): strongly or weakly, compared by `isEqual(_:)` or by identity.
public final class NSPointerFunctions {
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let strongMemory = Options([])
        public static let opaqueMemory = Options(rawValue: 2)
        public static let mallocMemory = Options(rawValue: 3)
        public static let machVirtualMemory = Options(rawValue: 4)
        public static let weakMemory = Options(rawValue: 5)
        public static let objectPersonality = Options([])
        public static let opaquePersonality = Options(rawValue: 1 << 8)
        public static let objectPointerPersonality = Options(rawValue: 2 << 8)
        public static let cStringPersonality = Options(rawValue: 3 << 8)
        public static let structPersonality = Options(rawValue: 4 << 8)
        public static let integerPersonality = Options(rawValue: 5 << 8)
        public static let copyIn = Options(rawValue: 1 << 16)

        /// Members are held weakly (the memory option is the low byte).
        var isWeak: Bool { rawValue & 0xFF == Options.weakMemory.rawValue }
        /// Members are told apart by identity, not `isEqual(_:)`.
        var comparesIdentity: Bool { rawValue & 0xFF00 == Options.objectPointerPersonality.rawValue }
    }

    public let options: Options

    public init(options: Options) { self.options = options }
}

/// One member of a weak or strong collection, compared as its options say: `isEqual(_:)` and `hash`
/// for an `NSObject` (two equal strings are one key), identity otherwise.
struct PointerMember<Object: AnyObject>: Hashable {
    private weak var weakObject: Object?
    private let strongObject: Object?
    private let identity: ObjectIdentifier
    private let hashValueOfObject: Int
    private let comparesIdentity: Bool

    init(_ object: Object, options: NSPointerFunctions.Options) {
        weakObject = options.isWeak ? object : nil
        strongObject = options.isWeak ? nil : object
        identity = ObjectIdentifier(object)
        comparesIdentity = options.comparesIdentity || !(object is NSObject)
        hashValueOfObject = comparesIdentity ? identity.hashValue : (object as! NSObject).hash
    }

    /// The member, or nil once a weakly held one is gone.
    var object: Object? { strongObject ?? weakObject }

    static func == (a: PointerMember, b: PointerMember) -> Bool {
        if a.comparesIdentity || b.comparesIdentity { return a.identity == b.identity }
        guard let left = a.object as? NSObject, let right = b.object as? NSObject else { return a.identity == b.identity }
        return left.isEqual(right)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hashValueOfObject) }
}
