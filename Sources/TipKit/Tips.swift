import Foundation
import SwiftUI

/// TipKit's namespace (iOS 17): configuring the tips datastore and display frequency, and the
/// types tips are made of. Nothing is stored in a render; every tip is eligible.
public enum Tips {
    /// Configures TipKit (the datastore, how often tips may show). Never fails in a render.
    public static func configure(_ configuration: [ConfigurationOption] = []) throws {}
    /// Erases the record of shown and invalidated tips.
    public static func resetDatastore() throws {}
    // Testing switches: a render draws every tip it is given either way.
    public static func showAllTipsForTesting() {}
    public static func hideAllTipsForTesting() {}
    public static func showTipsForTesting(_ tips: [any Tip.Type]) {}
    public static func hideTipsForTesting(_ tips: [any Tip.Type]) {}

    /// Why a tip stopped showing.
    public enum InvalidationReason: Sendable, Hashable {
        case actionPerformed, displayCountExceeded, tipClosed
    }

    /// A tip's state.
    public enum Status: Sendable, Hashable {
        case pending, available
        case invalidated(InvalidationReason)
    }

    /// A button under a tip's message (`Tips.Action(id: "learn", title: "Learn more")`).
    public struct Action: Identifiable, Sendable {
        public let id: String
        /// The button's title.
        public let label: @Sendable () -> Text
        let handler: @Sendable () -> Void

        public init(id: String? = nil, title: String, perform handler: @escaping @Sendable () -> Void = {}) {
            self.id = id ?? title
            label = { Text(title) }
            self.handler = handler
        }

        public init(id: String? = nil, perform handler: @escaping @Sendable () -> Void = {}, _ label: @escaping @Sendable () -> Text) {
            self.id = id ?? UUID().uuidString
            self.label = label
            self.handler = handler
        }

        /// Runs the action's handler (never, in a render, where nothing is tapped).
        public func callAsFunction() { handler() }
    }

    /// A condition a tip waits for, made by the `#Rule` macro from a parameter or an event and a
    /// predicate (`#Rule(Self.$isLoggedIn) { $0 == true }`). A render shows tips as if every rule passed.
    public struct Rule: Sendable {
        public init<Value>(_ parameter: Parameter<Value>, _ predicate: @escaping @Sendable (Value) -> Bool) {}
        public init<DonationInfo>(_ event: Event<DonationInfo>, _ predicate: @escaping @Sendable (Event<DonationInfo>) -> Bool) {}
    }

    /// A value rules test (`@Parameter static var isLoggedIn = false`), as TipKit's `@Parameter`.
    @propertyWrapper
    public struct Parameter<Value>: @unchecked Sendable {
        public var wrappedValue: Value
        public init(wrappedValue: Value, _ options: ParameterOption...) { self.wrappedValue = wrappedValue }
        public init(wrappedValue: Value, id: String, _ options: ParameterOption...) { self.wrappedValue = wrappedValue }
        /// The parameter itself, as `#Rule(Self.$isLoggedIn)` names it.
        public var projectedValue: Parameter<Value> { self }
    }

    /// How a parameter is kept (`.transient`: not persisted).
    public struct ParameterOption: Sendable {
        let name: String
        public static let transient = ParameterOption(name: "transient")
    }

    /// Something the user did that rules count (`Tips.Event(id: "openedPhoto")`, then `.donate()`).
    public struct Event<DonationInfo: Codable & Sendable>: Sendable {
        public let id: String
        /// The donations recorded: none in a render.
        public var donations: Donations { Donations() }

        public init(id: String) where DonationInfo == EmptyDonation { self.id = id }
        public init(id: String, _ type: DonationInfo.Type) { self.id = id }

        /// Records one occurrence (kept nowhere in a render).
        public func donate(_ donation: DonationInfo) async {}
        public func donate() async where DonationInfo == EmptyDonation {}
        /// The synchronous form of `donate()`, for code outside an async context.
        public func sendDonation(_ donation: DonationInfo, _ completion: @escaping @Sendable () -> Void = {}) {}
        public func sendDonation(_ completion: @escaping @Sendable () -> Void = {}) where DonationInfo == EmptyDonation {}

        /// One recorded occurrence.
        public struct Donation: Sendable {
            public let date: Date
            public let value: DonationInfo?
        }

        /// The donations of an event, as rules read them (`$0.donations.count >= 3`).
        public struct Donations: RandomAccessCollection, Sendable {
            let items: [Donation] = []
            public var startIndex: Int { items.startIndex }
            public var endIndex: Int { items.endIndex }
            public subscript(position: Int) -> Donation { items[position] }
            /// The donations in the last `range` (`.week`).
            public func donatedWithin(_ range: DonationTimeRange) -> Donations { self }
        }
    }

    /// An event with nothing recorded beside the moment.
    public struct EmptyDonation: Codable, Sendable, Hashable { public init() {} }

    /// A window of time rules count donations in.
    public struct DonationTimeRange: Sendable, Hashable {
        let seconds: TimeInterval
        public static let minute = DonationTimeRange(seconds: 60)
        public static let hour = DonationTimeRange(seconds: 3_600)
        public static let day = DonationTimeRange(seconds: 86_400)
        public static let week = DonationTimeRange(seconds: 604_800)
        public static func minutes(_ count: Int) -> DonationTimeRange { DonationTimeRange(seconds: Double(count) * 60) }
        public static func hours(_ count: Int) -> DonationTimeRange { DonationTimeRange(seconds: Double(count) * 3_600) }
        public static func days(_ count: Int) -> DonationTimeRange { DonationTimeRange(seconds: Double(count) * 86_400) }
        public static func weeks(_ count: Int) -> DonationTimeRange { DonationTimeRange(seconds: Double(count) * 604_800) }
    }

    /// The most times a tip shows.
    public struct MaxDisplayCount: TipOption {
        public init(_ count: Int) {}
    }

    /// Whether a tip may show however recently another did.
    public struct IgnoresDisplayFrequency: TipOption {
        public init(_ ignoresDisplayFrequency: Bool) {}
    }

    /// A setting for `Tips.configure(_:)`.
    public struct ConfigurationOption: Sendable {
        let name: String

        public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption {
            ConfigurationOption(name: "displayFrequency")
        }
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption {
            ConfigurationOption(name: "datastoreLocation")
        }
        public static func cloudKitContainer(_ container: CloudKitContainerOption) -> ConfigurationOption {
            ConfigurationOption(name: "cloudKitContainer")
        }

        /// How often tips may show.
        public struct DisplayFrequency: Sendable, Hashable {
            let interval: TimeInterval
            public static let immediate = DisplayFrequency(interval: 0)
            public static let hourly = DisplayFrequency(interval: 3_600)
            public static let daily = DisplayFrequency(interval: 86_400)
            public static let weekly = DisplayFrequency(interval: 604_800)
            public static let monthly = DisplayFrequency(interval: 2_592_000)
        }

        /// Where TipKit keeps its records.
        public struct DatastoreLocation: Sendable, Hashable {
            let path: String
            public static let applicationDefault = DatastoreLocation(path: "default")
            public static func groupContainer(identifier: String) -> DatastoreLocation { DatastoreLocation(path: identifier) }
            public static func url(_ url: URL) -> DatastoreLocation { DatastoreLocation(path: url.path) }
            public init(_ url: URL, shouldReset: Bool = false) { path = url.path }
            init(path: String) { self.path = path }
        }

        /// The CloudKit container tips sync through.
        public struct CloudKitContainerOption: Sendable, Hashable {
            let name: String
            public static let automatic = CloudKitContainerOption(name: "automatic")
            public static func named(_ name: String) -> CloudKitContainerOption { CloudKitContainerOption(name: name) }
        }
    }
}

/// `@Parameter static var isLoggedIn = false` in a tip, as TipKit's macro is spelled.
public typealias Parameter<Value> = Tips.Parameter<Value>
