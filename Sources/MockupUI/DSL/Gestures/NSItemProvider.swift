import Foundation
import UniformTypeIdentifiers

// Foundation's item provider, which drag and drop, paste and sharing pass data in on Apple
// platforms (swift-corelibs-foundation has none). A render drags nothing, but a provider made in
// code holds and hands back its items as Apple's does.

/// An object an item provider can carry, as Foundation's `NSItemProviderWriting`.
public protocol NSItemProviderWriting: AnyObject {
    /// The uniform type identifiers the object's data is offered as, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Hands `completionHandler` the object's data as `typeIdentifier` (nil and an error when it
    /// has none of that type).
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress?
}

/// An object an item provider can hand back, as Foundation's `NSItemProviderReading`.
public protocol NSItemProviderReading: AnyObject {
    /// The uniform type identifiers the object can be made from.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An object made from `data` of type `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        completionHandler(Data(String(self).utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8) else { throw NSItemProviderError.unavailableCoercion }
        return Self(string: text)
    }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8), let url = NSURL(string: text) as? Self else {
            throw NSItemProviderError.unavailableCoercion
        }
        return url
    }
}

/// Items offered under type identifiers, as Foundation's `NSItemProvider`. Loading calls the
/// completion handler at once with the registered item.
open class NSItemProvider: NSObject {
    private var items: [(typeIdentifier: String, item: Any)] = []

    /// A name for the item when it is saved as a file.
    open var suggestedName: String?
    /// The size the item prefers to be shown at when dragged (UIKit's; zero: its own).
    open var preferredPresentationSize = CGSize.zero

    public override init() {}

    /// A provider offering `object` under its writable type identifiers.
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider offering `item` under `typeIdentifier` (nothing when either is nil).
    public convenience init(item: Any?, typeIdentifier: String?) {
        self.init()
        if let item, let typeIdentifier { items.append((typeIdentifier, item)) }
    }

    /// A provider offering the file at `fileURL` as its data, typed by its extension; nil when it
    /// cannot be read.
    public convenience init?(contentsOf fileURL: URL) {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        self.init(item: data, typeIdentifier: type.identifier)
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// The type identifiers of the registered items, in registration order.
    open var registeredTypeIdentifiers: [String] { items.map(\.typeIdentifier) }

    /// Offers `object` under each of its writable type identifiers.
    open func registerObject(_ object: NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for identifier in type(of: object).writableTypeIdentifiersForItemProvider { items.append((identifier, object)) }
    }

    /// Offers data under `typeIdentifier` that `loadHandler` hands over when it is asked for.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?) {
        items.append((typeIdentifier, DataLoader(load: loadHandler)))
    }

    /// Offers data of `contentType` that `loadHandler` hands over when it is asked for (iOS 16).
    open func registerDataRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
                                         loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?) {
        registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
    }

    /// Whether an item's type conforms to `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        item(conformingTo: typeIdentifier) != nil
    }

    /// Whether an object of `aClass` can be loaded.
    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Hands `completionHandler` the registered object of `aClass`, or one made from registered data
    /// of a type it reads, or an error.
    @discardableResult
    open func loadObject(ofClass aClass: NSItemProviderReading.Type,
                         completionHandler: @escaping (NSItemProviderReading?, Error?) -> Void) -> Progress {
        var object: NSItemProviderReading?
        for identifier in aClass.readableTypeIdentifiersForItemProvider where object == nil {
            switch item(conformingTo: identifier) {
            case let reading as NSItemProviderReading where type(of: reading) == aClass: object = reading
            case let data as Data: object = try? aClass.object(withItemProviderData: data, typeIdentifier: identifier)
            case let loader as DataLoader:
                object = loader.loadedNow().flatMap { try? aClass.object(withItemProviderData: $0, typeIdentifier: identifier) }
            default: break
            }
        }
        completionHandler(object, object == nil ? NSItemProviderError.unavailableCoercion : nil)
        return Progress(totalUnitCount: 1)
    }

    /// Hands `completionHandler` the item registered under a type conforming to `typeIdentifier`.
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: ((Any?, Error?) -> Void)? = nil) {
        let registered = item(conformingTo: typeIdentifier)
        let item = (registered as? DataLoader).map { $0.loadedNow() as Any? } ?? registered
        completionHandler?(item, item == nil ? NSItemProviderError.unavailableCoercion : nil)
    }

    /// Hands `completionHandler` the data of the item registered under `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping (Data?, Error?) -> Void) -> Progress {
        switch item(conformingTo: typeIdentifier) {
        case let data as Data:
            completionHandler(data, nil)
        case let loader as DataLoader:
            if let progress = loader.load(completionHandler) { return progress }
        case let object as NSItemProviderWriting:
            // The object answers at once here (every conformance of ours does).
            nonisolated(unsafe) let handler = completionHandler
            if let progress = object.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: { handler($0, $1) }) {
                return progress
            }
        default:
            completionHandler(nil, NSItemProviderError.unavailableCoercion)
        }
        return Progress(totalUnitCount: 1)
    }

    /// Data registered to be loaded when asked for (`registerDataRepresentation`).
    private struct DataLoader {
        let load: (@escaping (Data?, Error?) -> Void) -> Progress?

        /// The data, when the handler hands it over at once (as the code rendered here does).
        func loadedNow() -> Data? {
            var loaded: Data?
            _ = load { data, _ in loaded = data }
            return loaded
        }
    }

    private func item(conformingTo typeIdentifier: String) -> Any? {
        let wanted = UTType(typeIdentifier)
        return items.first { entry in
            entry.typeIdentifier == typeIdentifier
                || wanted.map { UTType(entry.typeIdentifier)?.conforms(to: $0) ?? false } ?? false
        }?.item
    }
}

/// Who may see a registered representation, as Foundation's `NSItemProviderRepresentationVisibility`.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all, teamOnly, group, ownProcess
}

/// Why an item provider could not load an item.
public enum NSItemProviderError: Error, Sendable {
    /// No registered item has the requested type.
    case unavailableCoercion
}
