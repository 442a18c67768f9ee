import Foundation

extension URL {
    /// Writes a URL with chosen components, as Foundation's `URL.FormatStyle` (iOS 16), which
    /// swift-corelibs-foundation lacks: `url.formatted(.url.scheme(.never).host(.omitSpecificSubdomains(["www"])))`
    /// reads "example.com/pay". By default the scheme, host and path show, the port only outside
    /// HTTP and HTTPS, and the user, password, query and fragment never.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// A part of a URL.
        public enum Component: Int, Hashable, Codable, Sendable { case scheme, user, password, host, port, path, query, fragment }

        /// When a component shows.
        public struct ComponentDisplayOption: Hashable, Codable, Sendable {
            enum Rule: Hashable, Codable, Sendable {
                case always, never, omitIfHTTPFamily
                case displayWhen(Component, [String])
                case omitWhen(Component, [String])
            }
            let rule: Rule
            public static let always = ComponentDisplayOption(rule: .always)
            public static let never = ComponentDisplayOption(rule: .never)
            public static let omitIfHTTPFamily = ComponentDisplayOption(rule: .omitIfHTTPFamily)
            /// Shows the component only when `component` is one of `values`.
            public static func displayWhen(_ component: Component, matches values: some Collection<String>) -> Self {
                ComponentDisplayOption(rule: .displayWhen(component, Array(values)))
            }
            /// Hides the component when `component` is one of `values`.
            public static func omitWhen(_ component: Component, matches values: some Collection<String>) -> Self {
                ComponentDisplayOption(rule: .omitWhen(component, Array(values)))
            }

            func shows(in url: URL) -> Bool {
                switch rule {
                case .always: return true
                case .never: return false
                case .omitIfHTTPFamily: return !["http", "https"].contains(url.scheme?.lowercased() ?? "")
                case let .displayWhen(component, values): return values.contains(component.value(in: url) ?? "")
                case let .omitWhen(component, values): return !values.contains(component.value(in: url) ?? "")
                }
            }
        }

        /// When the host shows, and which of its subdomains.
        public struct HostDisplayOption: Hashable, Codable, Sendable {
            let display: ComponentDisplayOption
            let omittedSubdomains: Set<String>
            let includesMultiLevelSubdomains: Bool
            /// When the subdomains are left out (always, unless a component must match).
            var omitsSubdomainsWhen = ComponentDisplayOption.always
            public static let always = HostDisplayOption(display: .always, omittedSubdomains: [], includesMultiLevelSubdomains: false)
            public static let never = HostDisplayOption(display: .never, omittedSubdomains: [], includesMultiLevelSubdomains: false)
            public static let omitIfHTTPFamily = HostDisplayOption(display: .omitIfHTTPFamily, omittedSubdomains: [],
                                                                   includesMultiLevelSubdomains: false)
            public static func displayWhen(_ component: Component, matches values: some Collection<String>) -> Self {
                HostDisplayOption(display: .displayWhen(component, matches: values), omittedSubdomains: [], includesMultiLevelSubdomains: false)
            }
            public static func omitWhen(_ component: Component, matches values: some Collection<String>) -> Self {
                HostDisplayOption(display: .omitWhen(component, matches: values), omittedSubdomains: [], includesMultiLevelSubdomains: false)
            }
            /// Shows the host without the leading `subdomains` ("www", "m"); with
            /// `includeMultiLevelSubdomains`, every level of them ("www.m.").
            public static func omitSpecificSubdomains(_ subdomains: Set<String> = [], includeMultiLevelSubdomains: Bool = false) -> Self {
                HostDisplayOption(display: .always, omittedSubdomains: subdomains, includesMultiLevelSubdomains: includeMultiLevelSubdomains)
            }
            public static func omitSpecificSubdomains(_ subdomains: Set<String> = [], includeMultiLevelSubdomains: Bool = false,
                                                      when component: Component, matches values: some Collection<String>) -> Self {
                var option = omitSpecificSubdomains(subdomains, includeMultiLevelSubdomains: includeMultiLevelSubdomains)
                option.omitsSubdomainsWhen = .displayWhen(component, matches: values)
                return option
            }

            func written(_ host: String, in url: URL) -> String {
                guard omitsSubdomainsWhen.shows(in: url) else { return host }
                var labels = host.split(separator: ".").map(String.init)
                while labels.count > 2, let first = labels.first, omittedSubdomains.contains(first) {
                    labels.removeFirst()
                    if !includesMultiLevelSubdomains { break }
                }
                return labels.joined(separator: ".")
            }
        }

        public var scheme: ComponentDisplayOption
        public var user: ComponentDisplayOption
        public var password: ComponentDisplayOption
        public var host: HostDisplayOption
        public var port: ComponentDisplayOption
        public var path: ComponentDisplayOption
        public var query: ComponentDisplayOption
        public var fragment: ComponentDisplayOption

        public init(scheme: ComponentDisplayOption = .always, user: ComponentDisplayOption = .never,
                    password: ComponentDisplayOption = .never, host: HostDisplayOption = .always,
                    port: ComponentDisplayOption = .omitIfHTTPFamily, path: ComponentDisplayOption = .always,
                    query: ComponentDisplayOption = .never, fragment: ComponentDisplayOption = .never) {
            self.scheme = scheme; self.user = user; self.password = password; self.host = host
            self.port = port; self.path = path; self.query = query; self.fragment = fragment
        }

        public func scheme(_ strategy: ComponentDisplayOption = .always) -> Self { with { $0.scheme = strategy } }
        public func user(_ strategy: ComponentDisplayOption = .always) -> Self { with { $0.user = strategy } }
        public func password(_ strategy: ComponentDisplayOption = .always) -> Self { with { $0.password = strategy } }
        public func host(_ strategy: HostDisplayOption = .always) -> Self { with { $0.host = strategy } }
        public func port(_ strategy: ComponentDisplayOption = .always) -> Self { with { $0.port = strategy } }
        public func path(_ strategy: ComponentDisplayOption = .always) -> Self { with { $0.path = strategy } }
        public func query(_ strategy: ComponentDisplayOption = .always) -> Self { with { $0.query = strategy } }
        public func fragment(_ strategy: ComponentDisplayOption = .always) -> Self { with { $0.fragment = strategy } }

        private func with(_ change: (inout Self) -> Void) -> Self {
            var copy = self
            change(&copy)
            return copy
        }

        public func format(_ url: URL) -> String {
            guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url.absoluteString }
            var text = ""
            if let value = parts.scheme, scheme.shows(in: url) { text += value + "://" }
            let showsUser = parts.user != nil && user.shows(in: url)
            if showsUser, let value = parts.user { text += value }
            if let value = parts.password, password.shows(in: url) { text += (showsUser ? ":" : "") + value }
            if showsUser || (parts.password != nil && password.shows(in: url)) { text += "@" }
            if let value = parts.host, host.display.shows(in: url) { text += host.written(value, in: url) }
            if let value = parts.port, port.shows(in: url) { text += ":\(value)" }
            if path.shows(in: url) { text += parts.path }
            if let value = parts.query, query.shows(in: url) { text += "?" + value }
            if let value = parts.fragment, fragment.shows(in: url) { text += "#" + value }
            return text
        }
    }

    /// The URL written by `URL.FormatStyle`'s defaults: "https://example.com/pay".
    public func formatted() -> String { FormatStyle().format(self) }

    /// The URL written by `format`.
    public func formatted<F: Foundation.FormatStyle>(_ format: F) -> F.FormatOutput where F.FormatInput == URL {
        format.format(self)
    }
}

extension URL.FormatStyle.Component {
    /// This component's value in `url`.
    func value(in url: URL) -> String? {
        let parts = URLComponents(url: url, resolvingAgainstBaseURL: true)
        switch self {
        case .scheme: return parts?.scheme
        case .user: return parts?.user
        case .password: return parts?.password
        case .host: return parts?.host
        case .port: return parts?.port.map(String.init)
        case .path: return parts?.path
        case .query: return parts?.query
        case .fragment: return parts?.fragment
        }
    }
}

extension FormatStyle where Self == URL.FormatStyle {
    /// The URL format style with its defaults.
    public static var url: URL.FormatStyle { URL.FormatStyle() }
}
