/// Objects a render puts in the environment when no ancestor did. An app injects its models at the
/// root (`.environmentObject(session)`), so a screen rendered on its own, or a preview that forgot
/// one, would stop the program as in SwiftUI; the guide runner registers, for each `ObservableObject`
/// and `@Observable` class the code declares with an `init()`, how to make one, as a preview's author
/// adds `.environmentObject(Model())`. One object per type is made, when first read.
@MainActor public enum EnvironmentObjectDefaults {
    private static var makers: [ObjectIdentifier: () -> AnyObject] = [:]
    private static var made: [ObjectIdentifier: AnyObject] = [:]

    /// Registers how to make the `type` a view reads when no ancestor put one in its environment.
    public static func register<T: AnyObject>(_ type: T.Type, _ make: @escaping @MainActor () -> T) {
        makers[ObjectIdentifier(type)] = make
    }

    /// The stand-in object of `type`, made on first use, or nil when none is registered.
    static func object<T: AnyObject>(_ type: T.Type) -> T? {
        let key = ObjectIdentifier(type)
        if let object = made[key] { return object as? T }
        guard let make = makers[key] else { return nil }
        let object = make()
        made[key] = object
        return object as? T
    }
}
