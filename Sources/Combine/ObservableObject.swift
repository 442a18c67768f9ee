/// An object whose changes views observe (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`).
///
/// A static render evaluates each body once, so nothing listens to `objectWillChange`; the default
/// publisher exists so code that calls `objectWillChange.send()` compiles and runs.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    /// Emits before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher for this object's changes (not shared between accesses: nothing re-renders in a
    /// static render, so no one needs to hear it).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// The default `objectWillChange` publisher.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    private let subscribers = SubscriberList<Void, Never>()

    public init() {}

    /// Tells subscribers the object is about to change.
    public func send() { subscribers.send(()) }

    public func _subscribe(receiveValue: @escaping (Void) -> Void,
                           receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        subscribers.add(value: receiveValue, completion: receiveCompletion)
    }
}
