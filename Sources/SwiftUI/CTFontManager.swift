import Foundation
import MockupText
import Security

/// Where a registered font is available (Core Text's `CTFontManagerScope`): a render is one process.
public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0, process = 1, persistent = 2, session = 3
    public static let user = CTFontManagerScope.persistent
}

/// Registers the font files at `fontURL` with the renderer's font library, as Core Text registers
/// them for the app: `Font.custom` and `UIFont(name:size:)` then find them by name. False, with an
/// error, when the file is missing or not a font.
@discardableResult
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    FontRegistration.register(error) { try FontLibrary.shared().registerFont(at: fontURL as URL) }
}

/// Registers each of `fontURLs` (`CTFontManagerRegisterFontURLs`); the handler is told of none failing.
public func CTFontManagerRegisterFontURLs(_ fontURLs: CFArray, _ scope: CTFontManagerScope, _ enabled: Bool,
                                          _ registrationHandler: ((CFArray, Bool) -> Bool)?) {
    let urls = fontURLs.compactMap { $0 as? URL ?? ($0 as? NSURL).map { $0 as URL } }
    let failed = urls.filter { !CTFontManagerRegisterFontsForURL($0 as CFURL, scope, nil) }
    _ = registrationHandler?(failed as NSArray, true)
}

/// Registers each of `fontURLs`, as the iOS 4–12 form did (`CTFontManagerRegisterFontsForURLs`): true
/// when all were registered, else false with an array of the errors.
@discardableResult
public func CTFontManagerRegisterFontsForURLs(_ fontURLs: CFArray, _ scope: CTFontManagerScope,
                                              _ errors: UnsafeMutablePointer<Unmanaged<CFArray>?>?) -> Bool {
    var failures: [NSError] = []
    for url in fontURLs.compactMap({ $0 as? URL ?? ($0 as? NSURL).map { $0 as URL } }) {
        var error: Unmanaged<CFError>?
        if !CTFontManagerRegisterFontsForURL(url as CFURL, scope, &error), let failure = error?.takeRetainedValue() {
            failures.append(failure as NSError)
        }
    }
    if !failures.isEmpty { errors?.pointee = Unmanaged.passRetained(failures as NSArray) }
    return failures.isEmpty
}

/// Registers a font made from data (`CGFont(provider)`): its bytes are written to a file of the
/// process's temporary folder and registered from there.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    FontRegistration.register(error) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("registered-font-\(UUID().uuidString).ttf")
        try font.data.write(to: file)
        return try FontLibrary.shared().registerFont(at: file)
    }
}

/// Unregistering changes nothing in a render (its fonts stay available); true.
@discardableResult
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool { true }

/// Unregistering changes nothing in a render; true.
@discardableResult
public func CTFontManagerUnregisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                               _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool { true }

/// Runs a registration, reporting a failure through Core Text's error pointer.
private enum FontRegistration {
    static func register(_ error: UnsafeMutablePointer<Unmanaged<CFError>?>?, _ body: () throws -> Int) -> Bool {
        do {
            return try body() > 0
        } catch let failure {
            error?.pointee = Unmanaged.passRetained(NSError(domain: "com.apple.CoreText.CTFontManagerErrorDomain", code: 105,
                                                            userInfo: [NSLocalizedDescriptionKey: "\(failure)"]))
            return false
        }
    }
}
