import Foundation

/// A SiriKit intent: the base class of the intents Xcode generates from an intent definition file
/// (what `IntentConfiguration` widgets are configured with). A render runs no intents.
open class INIntent: NSObject {
    public override init() { super.init() }
}
