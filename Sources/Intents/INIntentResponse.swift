import Foundation
import SwiftUI

/// The result of handling a SiriKit intent, as Intents' `INIntentResponse`: the base class of the
/// responses Xcode generates from an intent definition. A render handles no intent.
open class INIntentResponse: NSObject {
    /// The activity the app continues when the response opens it.
    open var userActivity: NSUserActivity?

    public override init() { super.init() }
}
