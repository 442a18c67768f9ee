import Foundation

/// Firebase Crashlytics: logs, keys and recorded errors are accepted; a render reports none.
public final class Crashlytics: @unchecked Sendable {
    private static let shared = Crashlytics()
    public static func crashlytics() -> Crashlytics { shared }
    public func log(_ msg: String) {}
    public func setCustomValue(_ value: Any?, forKey key: String) {}
    public func setCustomKeysAndValues(_ keysAndValues: [AnyHashable: Any]) {}
    public func setUserID(_ userID: String?) {}
    public func record(error: any Error) {}
    public func record(error: any Error, userInfo: [String: Any]?) {}
    public func record(exceptionModel: ExceptionModel) {}
    public func setCrashlyticsCollectionEnabled(_ enabled: Bool) {}
    public func isCrashlyticsCollectionEnabled() -> Bool { false }
    public func didCrashDuringPreviousExecution() -> Bool { false }
    public func checkForUnsentReports(completion: @escaping (Bool) -> Void) { completion(false) }
    public func sendUnsentReports() {}
    public func deleteUnsentReports() {}
}

/// A non-fatal exception to record.
public final class ExceptionModel: @unchecked Sendable {
    public let name: String
    public let reason: String
    public var stackTrace: [StackFrame] = []
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }
}

/// One frame of an exception's stack.
public final class StackFrame: @unchecked Sendable {
    public init(symbol: String, file: String, line: Int) {}
}
