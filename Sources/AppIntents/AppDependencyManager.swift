import Foundation

/// The registry of what an app's intents depend on, as App Intents' `AppDependencyManager`: the
/// app adds providers at launch (`AppDependencyManager.shared.add { Store() }`) and intents read
/// them through `@Dependency`. Each provider runs once, on first read.
public final class AppDependencyManager: @unchecked Sendable {
    /// The manager `@Dependency` reads by default.
    nonisolated(unsafe) public static let shared = AppDependencyManager()

    private enum Provider {
        case ready(() throws -> Any)
        /// Registered with an async closure: App Intents resolves it before an intent runs, which a
        /// render never does.
        case asynchronous
    }

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let key: AnyHashable?
    }

    private let lock = NSLock()
    private var providers: [Key: Provider] = [:]
    private var values: [Key: Any] = [:]

    /// A manager of its own (for tests).
    public init() {}

    /// Registers a value made on first read.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency: @autoclosure @escaping () -> Dependency) {
        register(Dependency.self, key: key, .ready(dependency))
    }

    /// Registers a throwing provider made on first read.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil,
                                          dependency: @autoclosure @escaping () -> @Sendable () throws -> Dependency) {
        register(Dependency.self, key: key, .ready { try dependency()() })
    }

    /// Registers an async provider; it is resolved only where App Intents runs an intent.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil,
                                          dependency: @escaping @Sendable () async throws -> Dependency) {
        register(Dependency.self, key: key, .asynchronous)
    }

    private func register<Dependency>(_ type: Dependency.Type, key: AnyHashable?, _ provider: Provider) {
        lock.withLock {
            let entry = Key(type: ObjectIdentifier(type), key: key)
            providers[entry] = provider
            values[entry] = nil
        }
    }

    /// The registered value of `type` under `key`.
    func resolve<Value>(_ type: Value.Type, key: AnyHashable?) throws -> Value {
        try lock.withLock {
            let entry = Key(type: ObjectIdentifier(type), key: key)
            if let value = values[entry] as? Value { return value }
            switch providers[entry] {
            case .ready(let make)?:
                guard let value = try make() as? Value else { throw AppDependencyError.notRegistered("\(Value.self)") }
                values[entry] = value
                return value
            case .asynchronous?:
                throw AppDependencyError.asynchronous("\(Value.self)")
            case nil:
                throw AppDependencyError.notRegistered("\(Value.self)")
            }
        }
    }
}

/// Why a dependency could not be read.
enum AppDependencyError: Error, CustomStringConvertible {
    case notRegistered(String)
    case asynchronous(String)

    var description: String {
        switch self {
        case .notRegistered(let type):
            return "no \(type) was added to the AppDependencyManager before it was read: call add(dependency:) at launch"
        case .asynchronous(let type):
            return "\(type) was added with an async provider, which is resolved only when App Intents runs an intent"
        }
    }
}

/// Reads a dependency registered with an `AppDependencyManager`, as App Intents' `@Dependency`.
@propertyWrapper
public final class AppDependency<Value: Sendable>: @unchecked Sendable {
    private let key: AnyHashable?
    private let manager: AppDependencyManager
    private let defaultValue: (() -> Value)?

    public convenience init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
        self.init(key: key, manager: manager, defaultValue: nil)
    }

    public convenience init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared,
                            default defaultValue: @autoclosure @escaping () -> Value) {
        self.init(key: key, manager: manager, defaultValue: defaultValue)
    }

    private init(key: AnyHashable?, manager: AppDependencyManager, defaultValue: (() -> Value)?) {
        self.key = key; self.manager = manager; self.defaultValue = defaultValue
    }

    /// The registered value (or the default); reading one that was never added stops the program, as on iOS.
    public var wrappedValue: Value {
        do {
            return try manager.resolve(Value.self, key: key)
        } catch {
            if let defaultValue { return defaultValue() }
            preconditionFailure("@Dependency: \(error)")
        }
    }

    public var projectedValue: AppDependency<Value> { self }
}

/// The iOS 16 name of `AppDependency`.
public typealias Dependency<Value: Sendable> = AppDependency<Value>
