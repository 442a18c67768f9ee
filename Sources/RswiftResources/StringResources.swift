import Foundation
import MockupUI

/// A key of the app's string tables (`R.string.localizable.welcome`), read as the app's tables have it,
/// else the development language's value R.swift wrote down, else the key.
public struct StringResource: @unchecked Sendable {
    /// Where the string is looked up: the app's bundle, or a bundle in a chosen locale.
    public enum Source: @unchecked Sendable {
        case hosting(Bundle)
        case selected(Bundle, Locale)
        case none

        public var bundle: Bundle? {
            switch self {
            case .hosting(let bundle), .selected(let bundle, _): bundle
            case .none: nil
            }
        }

        /// The source for a table in the given languages or locale; a render has the development
        /// language only, so the app's bundle.
        public init(bundle: Bundle, tableName: String, preferredLanguages: [String]?, locale overrideLocale: Locale?) {
            self = overrideLocale.map { .selected(bundle, $0) } ?? .hosting(bundle)
        }
    }

    public let key: StaticString
    public let tableName: String
    public let source: Source
    public let developmentValue: String?
    public let comment: StaticString?

    public init(key: StaticString, tableName: String, source: Source, developmentValue: String?, comment: StaticString?) {
        self.key = key
        self.tableName = tableName
        self.source = source
        self.developmentValue = developmentValue
        self.comment = comment
    }

    /// The string as the app's table has it.
    public func callAsFunction() -> String { Self.format(key: key, tableName: tableName, developmentValue: developmentValue) }
    public func callAsFunction(preferredLanguages: [String]) -> String { callAsFunction() }

    /// The format for `key` in `tableName`: the app's table's, else the development value, else the key.
    static func format(key: StaticString, tableName: String, developmentValue: String?) -> String {
        AppStringTables.format(for: "\(key)", table: tableName) ?? developmentValue ?? "\(key)"
    }
}

/// A string-table key whose value is a format taking arguments (`R.string.localizable.items(3)`).
/// R.swift names these `StringResource1` … `StringResource9` by their argument count.
public struct FormattedStringResource<each Argument: CVarArg>: @unchecked Sendable {
    public let key: StaticString
    public let tableName: String
    public let source: StringResource.Source
    public let developmentValue: String?
    public let comment: StaticString?

    public init(key: StaticString, tableName: String, source: StringResource.Source, developmentValue: String?, comment: StaticString?) {
        self.key = key
        self.tableName = tableName
        self.source = source
        self.developmentValue = developmentValue
        self.comment = comment
    }

    /// The format with `arguments` written into it, in `locale` when given.
    public func formatted(_ arguments: repeat each Argument, locale: Locale? = nil) -> String {
        var values: [any CVarArg] = []
        for argument in repeat each arguments { values.append(argument) }
        return String(format: StringResource.format(key: key, tableName: tableName, developmentValue: developmentValue),
                      locale: locale, arguments: values)
    }

    public func callAsFunction(_ arguments: repeat each Argument) -> String { formatted(repeat each arguments) }
    public func callAsFunction(_ arguments: repeat each Argument, preferredLanguages: [String]) -> String {
        formatted(repeat each arguments)
    }
}

public typealias StringResource1<Arg1: CVarArg> = FormattedStringResource<Arg1>
public typealias StringResource2<Arg1: CVarArg, Arg2: CVarArg> = FormattedStringResource<Arg1, Arg2>
public typealias StringResource3<Arg1: CVarArg, Arg2: CVarArg, Arg3: CVarArg> = FormattedStringResource<Arg1, Arg2, Arg3>
public typealias StringResource4<Arg1: CVarArg, Arg2: CVarArg, Arg3: CVarArg, Arg4: CVarArg> =
    FormattedStringResource<Arg1, Arg2, Arg3, Arg4>
public typealias StringResource5<Arg1: CVarArg, Arg2: CVarArg, Arg3: CVarArg, Arg4: CVarArg, Arg5: CVarArg> =
    FormattedStringResource<Arg1, Arg2, Arg3, Arg4, Arg5>
public typealias StringResource6<Arg1: CVarArg, Arg2: CVarArg, Arg3: CVarArg, Arg4: CVarArg, Arg5: CVarArg, Arg6: CVarArg> =
    FormattedStringResource<Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>
public typealias StringResource7<Arg1: CVarArg, Arg2: CVarArg, Arg3: CVarArg, Arg4: CVarArg, Arg5: CVarArg, Arg6: CVarArg,
                                 Arg7: CVarArg> = FormattedStringResource<Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>
public typealias StringResource8<Arg1: CVarArg, Arg2: CVarArg, Arg3: CVarArg, Arg4: CVarArg, Arg5: CVarArg, Arg6: CVarArg,
                                 Arg7: CVarArg, Arg8: CVarArg> = FormattedStringResource<Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>
public typealias StringResource9<Arg1: CVarArg, Arg2: CVarArg, Arg3: CVarArg, Arg4: CVarArg, Arg5: CVarArg, Arg6: CVarArg,
                                 Arg7: CVarArg, Arg8: CVarArg, Arg9: CVarArg> =
    FormattedStringResource<Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>

extension String {
    public init(resource: StringResource) { self = resource() }
    public init(resource: StringResource, preferredLanguages: [String], locale overrideLocale: Locale? = nil) { self = resource() }
    public init<each Argument: CVarArg>(format resource: FormattedStringResource<repeat each Argument>, locale overrideLocale: Locale? = nil,
                                       _ arguments: repeat each Argument) {
        self = resource.formatted(repeat each arguments, locale: overrideLocale)
    }
    public init<each Argument: CVarArg>(format resource: FormattedStringResource<repeat each Argument>, preferredLanguages: [String],
                                       locale overrideLocale: Locale? = nil, _ arguments: repeat each Argument) {
        self = resource.formatted(repeat each arguments, locale: overrideLocale)
    }
}
