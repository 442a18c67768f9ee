import Foundation
import MockupUI

/// The system pasteboard, held in memory: a render has no clipboard to share with other apps, so
/// what the code copies is there for it to read back and nowhere else. Each item maps type
/// identifiers to values; the typed accessors read and write the first item (or every item, for
/// the plural forms), as UIKit's do.
@preconcurrency @MainActor
public final class UIPasteboard {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// Options for `setItems(_:options:)`: an expiry date and whether the items stay on the device.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
    }

    /// The general pasteboard.
    public static let general = UIPasteboard(name: .general)
    private static var named: [Name: UIPasteboard] = [:]

    public let name: Name
    /// Counts changes to the contents.
    public private(set) var changeCount = 0
    /// The items, each a dictionary from type identifier to value.
    public var items: [[String: Any]] = [] { didSet { changeCount += 1 } }

    private init(name: Name) { self.name = name }

    /// The pasteboard called `name`, made when `create` is true and there is none.
    public static func withName(_ name: Name, create: Bool) -> UIPasteboard? {
        if name == .general { return general }
        if let pasteboard = named[name] { return pasteboard }
        guard create else { return nil }
        let pasteboard = UIPasteboard(name: name)
        named[name] = pasteboard
        return pasteboard
    }

    /// A new pasteboard with a unique name.
    public static func withUniqueName() -> UIPasteboard {
        withName(Name(UUID().uuidString), create: true)!
    }

    /// Forgets a named pasteboard.
    public static func remove(withName name: Name) { named[name] = nil }

    /// Replaces the items (the options are held by nothing: the contents never expire in a render).
    public func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) { self.items = items }
    /// Adds items after the present ones.
    public func addItems(_ items: [[String: Any]]) { self.items += items }

    /// The type identifiers of the first item.
    public var types: [String] { items.first.map { Array($0.keys).sorted() } ?? [] }
    /// Whether the first item has a value of any of `types`.
    public func contains(pasteboardTypes types: [String]) -> Bool { types.contains { items.first?[$0] != nil } }
    /// The first item's value of `type`.
    public func value(forPasteboardType type: String) -> Any? { items.first?[type] }
    /// Makes `value` the only item, under `type`.
    public func setValue(_ value: Any, forPasteboardType type: String) { items = [[type: value]] }
    /// The first item's data of `type`.
    public func data(forPasteboardType type: String) -> Data? { value(forPasteboardType: type) as? Data }
    /// Makes `data` the only item, under `type`.
    public func setData(_ data: Data, forPasteboardType type: String) { setValue(data, forPasteboardType: type) }

    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    public var strings: [String]? {
        get { values(Self.textType) }
        set { setValues(newValue, type: Self.textType) }
    }
    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    public var urls: [URL]? {
        get { values(Self.urlType) }
        set { setValues(newValue, type: Self.urlType) }
    }
    public var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    public var images: [UIImage]? {
        get { values(Self.imageType) }
        set { setValues(newValue, type: Self.imageType) }
    }
    public var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }
    public var colors: [UIColor]? {
        get { values(Self.colorType) }
        set { setValues(newValue, type: Self.colorType) }
    }

    public var hasStrings: Bool { strings != nil }
    public var hasURLs: Bool { urls != nil }
    public var hasImages: Bool { images != nil }
    public var hasColors: Bool { colors != nil }

    /// The values of `type` across the items; nil when no item has one.
    private func values<Value>(_ type: String) -> [Value]? {
        let found = items.compactMap { $0[type] as? Value }
        return found.isEmpty ? nil : found
    }

    /// Makes each value an item of `type` (nil empties the pasteboard).
    private func setValues<Value>(_ values: [Value]?, type: String) {
        items = (values ?? []).map { [type: $0] }
    }

    // The uniform type identifiers UIKit files each kind under.
    private static let textType = "public.utf8-plain-text"
    private static let urlType = "public.url"
    private static let imageType = "public.png"
    private static let colorType = "com.apple.uikit.color"
}
