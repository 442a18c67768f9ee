import Foundation

/// UIKit's share sheet. A render shows no presented sheets: presenting it changes nothing.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    public let activityItems: [Any]
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void)?

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }
}

/// A share-sheet service: UIKit's own, or an app's subclass (a "Copy link" action) overriding its
/// type, title, image and what it does. A render shows no share sheet, so nothing asks or runs it.
@preconcurrency @MainActor
open class UIActivity {
    public init() {}

    /// Whether the service acts on the items (`.action`) or shares them (`.share`).
    public enum Category: Int, Sendable { case action, share }

    /// The category of the sheet row the service sits in: `.action`, UIKit's default.
    open class var activityCategory: Category { .action }
    /// The service's identifier; nil unless a subclass gives one.
    open var activityType: ActivityType? { nil }
    /// The title under the service's icon; nil unless a subclass gives one.
    open var activityTitle: String? { nil }
    /// The service's icon; nil unless a subclass gives one.
    open var activityImage: UIImage? { nil }
    /// Whether the service can act on `activityItems`: false, UIKit's default.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Takes the items before the service runs.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// The controller the service presents instead of `perform()`; nil by default.
    open var activityViewController: UIViewController? { nil }
    /// Runs the service (UIKit's default does nothing).
    open func perform() {}
    /// Tells the share sheet the service is done.
    open func activityDidFinish(_ completed: Bool) {}

    /// A share-sheet service's identifier.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }
}
