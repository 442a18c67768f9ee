extension View {
    /// Changes the environment value at `keyPath` for this view and its descendants with `transform`.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentWriter { transform(&$0[keyPath: keyPath]) })
    }
}
