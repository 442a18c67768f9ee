/// What a view draws when the runner left its body out because it does not compile here (it uses a
/// package a render has not, such as an image loader): a `NamedPlaceholder` box named after it, so
/// the screens around it still show where it sits; the render warns that it is left out.
public struct LeftOutViewPlaceholder: View {
    let name: String

    /// A placeholder for the body of `name` (`ProfileHeader.body`).
    public init(_ name: String) {
        self.name = name
    }

    public var body: some View {
        NamedPlaceholder(name: name)
            .wrapNodes { node, _ in .leftOutView(name: name, placeholder: node) }
    }
}
