import Foundation

extension NSString {
    /// The notification text for `key`, which iOS localizes when the notification is delivered. A
    /// render has no localization tables beyond en_US, so the key is the text, with `arguments`
    /// filled into its `%@`/`%d` placeholders.
    public class func localizedUserNotificationString(forKey key: String, arguments: [Any]?) -> String {
        guard let arguments, !arguments.isEmpty else { return key }
        let values: [CVarArg] = arguments.map { argument in
            switch argument {
            case let value as Int: return value
            case let value as Double: return value
            case let value as CVarArg: return value
            default: return String(describing: argument)
            }
        }
        return String(format: key, arguments: values)
    }
}
