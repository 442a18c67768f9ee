import MockupUI

/// The kind of keyboard a text field asks for, as UIKit's `UIKeyboardType`. No keyboard is on
/// screen in a still, so it changes nothing that is drawn.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// What a text field's content is, for autofill, as UIKit's `UITextContentType`.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

/// Old-style capitalization for `.autocapitalization(_:)`, as UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// The label of the keyboard's return key, as UIKit's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

extension View {
    /// The keyboard a text field inside asks for; not drawn in a still.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// The kind of content of a text field inside, for autofill; not drawn.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    /// How a text field inside capitalizes (iOS 13 form); not drawn.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
}
