import Foundation
import SwiftUI

/// Google Analytics for Firebase: events and user properties are accepted; a render sends none.
public enum Analytics {
    public static func logEvent(_ name: String, parameters: [String: Any]?) {}
    public static func setUserID(_ userID: String?) {}
    public static func setUserProperty(_ value: String?, forName name: String) {}
    public static func setAnalyticsCollectionEnabled(_ analyticsCollectionEnabled: Bool) {}
    public static func setSessionTimeoutInterval(_ sessionTimeoutInterval: TimeInterval) {}
    public static func setDefaultEventParameters(_ parameters: [String: Any]?) {}
    public static func resetAnalyticsData() {}
    /// The app instance's ID: none is assigned without a server.
    public static func appInstanceID() -> String? { nil }
}

// The event and parameter names apps log most, as Firebase spells them.
public let AnalyticsEventScreenView = "screen_view"
public let AnalyticsEventSelectContent = "select_content"
public let AnalyticsEventLogin = "login"
public let AnalyticsEventSignUp = "sign_up"
public let AnalyticsEventSearch = "search"
public let AnalyticsEventShare = "share"
public let AnalyticsEventPurchase = "purchase"
public let AnalyticsEventAddToCart = "add_to_cart"
public let AnalyticsEventViewItem = "view_item"
public let AnalyticsEventViewItemList = "view_item_list"
public let AnalyticsEventBeginCheckout = "begin_checkout"
public let AnalyticsEventAppOpen = "app_open"
public let AnalyticsEventTutorialBegin = "tutorial_begin"
public let AnalyticsEventTutorialComplete = "tutorial_complete"
public let AnalyticsParameterScreenName = "screen_name"
public let AnalyticsParameterScreenClass = "screen_class"
public let AnalyticsParameterItemID = "item_id"
public let AnalyticsParameterItemName = "item_name"
public let AnalyticsParameterItemCategory = "item_category"
public let AnalyticsParameterContentType = "content_type"
public let AnalyticsParameterMethod = "method"
public let AnalyticsParameterSearchTerm = "search_term"
public let AnalyticsParameterValue = "value"
public let AnalyticsParameterCurrency = "currency"
public let AnalyticsParameterPrice = "price"
public let AnalyticsParameterQuantity = "quantity"
public let AnalyticsParameterSuccess = "success"

extension View {
    /// Logs a screen view when the view appears (a render sends none).
    public func analyticsScreen(name: String, class screenClass: String = "View", extraParameters: [String: Any] = [:]) -> some View {
        self
    }
}
