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
}
