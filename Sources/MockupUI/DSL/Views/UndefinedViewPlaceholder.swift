/// What a view that a guide uses but never defines draws (the guide runner declares one for each
/// such name): a `NamedPlaceholder` box named after it, so the screens around it still show where
/// it sits; the render warns that it is missing.
public struct UndefinedViewPlaceholder: View {
    let typeName: String

    /// A placeholder for the missing view `typeName`.
    public init(typeName: String) {
        self.typeName = typeName
    }

    public var body: some View {
        NamedPlaceholder(name: typeName)
            .wrapNodes { node, _ in .undefinedView(typeName: typeName, placeholder: node) }
    }
}
