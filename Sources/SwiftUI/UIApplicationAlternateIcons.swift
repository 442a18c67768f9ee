import Foundation
import MockupUI

/// Alternate app icons. A render has no home screen and no Info.plist to declare icons in: the
/// app supports alternate icons (as iPhone apps do) and starts on its primary icon (`nil`); a
/// change completes at once without an error and holds for the rest of the render (kept in the
/// render's `RenderContext`, so renders never share it; the name is not checked against an
/// Info.plist: Mockup's choice).
extension UIApplication {
    public var supportsAlternateIcons: Bool { true }
    public var alternateIconName: String? { RenderContext.current?.alternateIconName }

    /// Changes the icon to `alternateIconName` (nil = the primary icon).
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: (@Sendable (Error?) -> Void)? = nil) {
        RenderContext.current?.alternateIconName = alternateIconName
        completionHandler?(nil)
    }

    public func setAlternateIconName(_ alternateIconName: String?) async throws {
        RenderContext.current?.alternateIconName = alternateIconName
    }
}
