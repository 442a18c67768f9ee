import Foundation

/// UIKit's nib: an Interface Builder file's archived views. A render reads no Interface Builder
/// file, so instantiating one gives a plain, empty view standing in for its first top-level object
/// (code that casts it to its own class gets nil, as for a nib it cannot load), and a table or
/// collection view registers a nib's cells as plain cells. Not bound to the main actor: R.swift's
/// generated nib accessors instantiate nibs from plain functions.
open class UINib: NSObject, @unchecked Sendable {
    /// Options for instantiating a nib (`externalObjects`).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib file's name, without its extension.
    public let name: String?

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = nil
        super.init()
    }

    /// The nib's top-level objects: a plain view standing in for the first.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        // A render runs its views on the main thread.
        [MainActor.assumeIsolated { UIView() }]
    }
}

extension UITableView {
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        register(UITableViewCell.self, forCellReuseIdentifier: identifier)
    }
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: identifier)
    }
}

extension UICollectionView {
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        register(UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
    }
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }
}
