import SwiftUI
import Testing

// Keychain wrappers written with only `import Foundation` compile, as on iOS, where Foundation brings
// Security and Core Foundation: here `import SwiftUI` (which the guide's other files import) does.

struct FoundationBringsSecurityTests {
    @Test func keychainKeysAndBundleKeysNeedNoImportOfTheirOwn() {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecMatchLimit as String: kSecMatchLimitOne,
                                    kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock]
        #expect(query.count == 3)
        #expect(kCFBundleVersionKey as String == "CFBundleVersion" && kCFBundleIdentifierKey == "CFBundleIdentifier")
    }

    /// A font registrar reads the `CFError` Core Text hands back (Reece's design system).
    @Test func coreFoundationErrorsAreRead() {
        let error: CFError = NSError(domain: "com.apple.CoreText.CTFontManagerErrorDomain", code: 105,
                                     userInfo: [NSLocalizedDescriptionKey: "The font is already registered."])
        #expect(CFErrorGetCode(error) == 105 && CFErrorGetDomain(error) as String == "com.apple.CoreText.CTFontManagerErrorDomain")
        #expect(kCFErrorDomainPOSIX == NSPOSIXErrorDomain)
        #expect(CFErrorCopyDescription(error) as String == "The font is already registered.")
        #expect(CFErrorCopyFailureReason(error) == nil)
        #expect(CFErrorCopyUserInfo(error)?[kCFErrorLocalizedDescriptionKey] as? String == "The font is already registered.")
    }
}
