import Foundation

// The references R.swift 7 generates for Interface Builder files, reuse identifiers and segues. A render
// reads no Interface Builder file: UIKit's `UIStoryboard` stands a plain controller in for the file's.

/// A storyboard of the app (`R.storyboard.main`).
public protocol StoryboardReference {
    var name: String { get }
    var bundle: Bundle { get }
}

/// A storyboard with an initial view controller of type `InitialController`.
public protocol InitialControllerContainer {
    associatedtype InitialController
}

/// A view controller with a storyboard ID.
public struct StoryboardViewControllerIdentifier<ViewController>: @unchecked Sendable {
    public let identifier: String
    public let storyboard: String
    public let bundle: Bundle

    public init(identifier: String, storyboard: String, bundle: Bundle) {
        self.identifier = identifier
        self.storyboard = storyboard
        self.bundle = bundle
    }
}

/// A nib of the app whose first view is a `FirstView`.
public protocol NibReferenceContainer {
    associatedtype FirstView
    var name: String { get }
    var bundle: Bundle { get }
}

/// A reuse identifier of cells of type `Reusable`.
public protocol ReuseIdentifierContainer<Reusable> {
    associatedtype Reusable
    var identifier: String { get }
}

/// A nib (`R.nib.profileCell`).
public struct NibReference<FirstView>: NibReferenceContainer, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A reuse identifier (`R.reuseIdentifier.cell`).
public struct ReuseIdentifier<Reusable>: ReuseIdentifierContainer, Sendable {
    public let identifier: String

    public init(identifier: String) { self.identifier = identifier }
}

/// A nib whose cell has a reuse identifier.
public struct NibReferenceReuseIdentifier<FirstView, Reusable>: NibReferenceContainer, ReuseIdentifierContainer, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle
    public let identifier: String

    public init(name: String, bundle: Bundle, identifier: String) {
        self.name = name
        self.bundle = bundle
        self.identifier = identifier
    }
}

/// A segue from `Source` to `Destination` (`R.segue.listViewController.showDetail`).
public struct SegueIdentifier<Segue, Source, Destination>: Sendable {
    public let identifier: String

    public init(identifier: String) { self.identifier = identifier }
}

/// A segue as it is performed: the segue with its typed source and destination.
public struct TypedSegue<Segue, Source, Destination> {
    public let segue: Segue
    public let source: Source
    public let destination: Destination

    public init(segue: Segue, source: Source, destination: Destination) {
        self.segue = segue
        self.source = source
        self.destination = destination
    }
}
