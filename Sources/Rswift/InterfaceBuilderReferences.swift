import Foundation

// R.swift.Library's references to Interface Builder files, reuse identifiers and segues. A render reads
// no Interface Builder file: UIKit's `UIStoryboard` and `UINib` stand plain objects in for the file's.

/// A string identifier (a reuse identifier, a segue's, a controller's storyboard ID).
public protocol IdentifierType: CustomStringConvertible {
    var identifier: String { get }
}

extension IdentifierType {
    public var description: String { identifier }
}

/// A nib of the app (`R.nib.profileCell`).
public protocol NibResourceType {
    var bundle: Bundle { get }
    var name: String { get }
}

/// A storyboard of the app (`R.storyboard.main`).
public protocol StoryboardResourceType {
    var bundle: Bundle { get }
    var name: String { get }
}

/// A storyboard whose initial controller is an `InitialController`.
public protocol StoryboardResourceWithInitialControllerType: StoryboardResourceType {
    associatedtype InitialController
}

/// A reuse identifier of cells of type `ReusableType`.
public protocol ReuseIdentifierType: IdentifierType {
    associatedtype ReusableType
}

public struct ReuseIdentifier<Reusable>: ReuseIdentifierType, Sendable {
    public typealias ReusableType = Reusable
    public let identifier: String
    public init(identifier: String) { self.identifier = identifier }
}

/// A controller with a storyboard ID.
public protocol StoryboardViewControllerResourceType: IdentifierType {
    associatedtype ViewControllerType
}

public struct StoryboardViewControllerResource<ViewController>: StoryboardViewControllerResourceType, Sendable {
    public typealias ViewControllerType = ViewController
    public let identifier: String
    public init(identifier: String) { self.identifier = identifier }
}

/// A segue of a storyboard, from `SourceType` to `DestinationType`.
public protocol StoryboardSegueIdentifierType: IdentifierType {
    associatedtype SegueType
    associatedtype SourceType
    associatedtype DestinationType
}

public struct StoryboardSegueIdentifier<Segue, Source, Destination>: StoryboardSegueIdentifierType, Sendable {
    public typealias SegueType = Segue
    public typealias SourceType = Source
    public typealias DestinationType = Destination
    public let identifier: String
    public init(identifier: String) { self.identifier = identifier }

    public func storyboardSegue(withSource source: Source) -> StoryboardSegue<Segue, Source, Destination> {
        StoryboardSegue(identifier: self, source: source)
    }
}

/// A segue as it is performed: the segue with its typed source and destination.
public struct TypedStoryboardSegueInfo<Segue, Source, Destination>: StoryboardSegueIdentifierType {
    public typealias SegueType = Segue
    public typealias SourceType = Source
    public typealias DestinationType = Destination
    public let destination: Destination
    public let identifier: String
    public let segue: Segue
    public let source: Source

    init(destination: Destination, identifier: String, segue: Segue, source: Source) {
        self.destination = destination
        self.identifier = identifier
        self.segue = segue
        self.source = source
    }
}

/// A segue identifier bound to the controller it starts from.
public struct StoryboardSegue<Segue, Source, Destination> {
    public let identifier: StoryboardSegueIdentifier<Segue, Source, Destination>
    public let source: Source
    public init(identifier: StoryboardSegueIdentifier<Segue, Source, Destination>, source: Source) {
        self.identifier = identifier
        self.source = source
    }
}
