// `import SwiftUI` in pasted guide code resolves to this module on Linux: the DSL, Foundation
// (CGFloat, CGPoint, UUID, DispatchQueue, as real SwiftUI re-exports them), Combine
// (ObservableObject, @Published), CoreTransferable (Transferable), Observation (@Observable), DeveloperToolsSupport (the asset
// symbols' `ImageResource` and `ColorResource`, as real SwiftUI re-exports it) and the UIKit names
// guides call. FoundationNetworking is the part of Apple's Foundation that Linux ships apart
// (URLSession, URLRequest, HTTPURLResponse): view models that load data compile. UserNotifications
// comes with it as it comes with iOS's UIKit: app code schedules notifications and conforms to
// `UNUserNotificationCenterDelegate` with only `import SwiftUI`. Security comes with it as it comes
// with iOS's Foundation (keychain wrappers written with only `import Foundation`), with Core
// Foundation's names (`CFString`, `kCFBundleVersionKey`).
@_exported import Combine
@_exported import CoreTransferable
@_exported import DeveloperToolsSupport
@_exported import Foundation
@_exported import FoundationNetworking
@_exported import MockupUI
@_exported import Observation
@_exported import Security
@_exported import UserNotifications
