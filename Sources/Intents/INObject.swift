import Foundation

/// A custom type's value a SiriKit intent parameter holds, as Intents' `INObject`: the base class
/// of the types Xcode generates from an intent definition's custom types.
open class INObject: NSObject {
    /// The app's identifier of the value.
    open var identifier: String?
    /// What the user sees for the value.
    open var displayString: String
    /// How the value is pronounced, when its spelling does not say.
    open var pronunciationHint: String?
    /// A second line under the display string.
    open var subtitleString: String?

    public init(identifier: String?, display displayString: String) {
        self.identifier = identifier; self.displayString = displayString
    }

    public convenience init(identifier: String?, display displayString: String, pronunciationHint: String?) {
        self.init(identifier: identifier, display: displayString)
        self.pronunciationHint = pronunciationHint
    }

    public convenience init(identifier: String?, display displayString: String, subtitle subtitleString: String?) {
        self.init(identifier: identifier, display: displayString)
        self.subtitleString = subtitleString
    }
}
