/// The context of a state change (its animation), as SwiftUI's `Transaction`; a still has none,
/// so it is accepted for APIs that take one (`AsyncImage(url:transaction:content:)`).
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}
