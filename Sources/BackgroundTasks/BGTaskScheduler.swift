import Foundation

/// The scheduler of background work, as iOS's `BGTaskScheduler`. A render is never sent to the
/// background, as the iOS Simulator, which has no background task scheduling either: launch
/// handlers are registered and never called, and `submit(_:)` throws `.unavailable`, as the
/// Simulator's scheduler does, so no request is ever pending.
open class BGTaskScheduler: @unchecked Sendable {
    /// The app's scheduler.
    public static let shared = BGTaskScheduler()

    /// Why a request could not be submitted, as BackgroundTasks' `BGTaskScheduler.Error`.
    public struct Error: Swift.Error, Equatable, Sendable {
        /// The codes of `BGTaskSchedulerErrorCode`.
        public enum Code: Int, Sendable {
            case unavailable = 1, tooManyPendingTaskRequests = 2, notPermitted = 3, immediateRunIneligible = 4

            /// `catch BGTaskScheduler.Error.unavailable`: whether `error` has this code.
            public static func ~= (code: Code, error: any Swift.Error) -> Bool {
                (error as? BGTaskScheduler.Error)?.code == code
            }
        }
        public let code: Code
        public init(_ code: Code) { self.code = code }

        public static var unavailable: Code { .unavailable }
        public static var tooManyPendingTaskRequests: Code { .tooManyPendingTaskRequests }
        public static var notPermitted: Code { .notPermitted }
        public static var immediateRunIneligible: Code { .immediateRunIneligible }
    }

    private let lock = NSLock()
    private var handlers: [String: @Sendable (BGTask) -> Void] = [:]

    public init() {}

    /// Registers `launchHandler` for tasks with `identifier`; true unless one is already registered.
    @discardableResult
    @preconcurrency open func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                       launchHandler: @escaping @Sendable (BGTask) -> Void) -> Bool {
        lock.withLock {
            guard handlers[identifier] == nil else { return false }
            handlers[identifier] = launchHandler
            return true
        }
    }

    /// Submits `taskRequest`; throws `.unavailable`, as the Simulator's scheduler does.
    open func submit(_ taskRequest: BGTaskRequest) throws {
        throw Error(.unavailable)
    }

    open func cancel(taskRequestWithIdentifier identifier: String) {}
    open func cancelAllTaskRequests() {}

    /// The submitted requests not yet run: none, as none can be submitted.
    @preconcurrency open func getPendingTaskRequests(completionHandler: @escaping @Sendable ([BGTaskRequest]) -> Void) {
        completionHandler([])
    }

    /// The submitted requests not yet run: none.
    open func pendingTaskRequests() async -> [BGTaskRequest] { [] }
}

/// A request to run background work, as `BGTaskRequest`.
open class BGTaskRequest: @unchecked Sendable {
    /// The identifier of the registered launch handler to run.
    public let identifier: String
    /// The earliest date to run the task; nil for no start delay.
    open var earliestBeginDate: Date?

    public init(identifier: String) { self.identifier = identifier }
}

/// A request to refresh the app's content briefly in the background.
open class BGAppRefreshTaskRequest: BGTaskRequest {}

/// A request for a longer, deferrable task, such as maintenance or training.
open class BGProcessingTaskRequest: BGTaskRequest {
    open var requiresNetworkConnectivity = false
    open var requiresExternalPower = false
}

/// A request to work with health research data (iOS 17).
open class BGHealthResearchTaskRequest: BGProcessingTaskRequest {
    /// The file protection the task's data needs.
    open var protectionTypeOfRequiredData = FileProtectionType.completeUntilFirstUserAuthentication
}

/// Background work the system runs, handed to a launch handler.
open class BGTask: @unchecked Sendable {
    public let identifier: String
    /// Called when the task's time runs out.
    open var expirationHandler: (@Sendable () -> Void)?

    public init(identifier: String) { self.identifier = identifier }

    /// Tells the system the work is done.
    open func setTaskCompleted(success: Bool) {}
}

open class BGAppRefreshTask: BGTask {}
open class BGProcessingTask: BGTask {}
open class BGHealthResearchTask: BGProcessingTask {}
