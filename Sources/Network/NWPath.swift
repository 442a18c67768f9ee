import Foundation

/// What the device's network can reach, as a path monitor reports it (Network's `NWPath`).
public struct NWPath: Equatable, Sendable, CustomDebugStringConvertible {
    /// Whether the path can be used.
    public enum Status: Equatable, Sendable {
        /// Usable: data can be sent and received.
        case satisfied
        /// Not usable; `unsatisfiedReason` says why.
        case unsatisfied
        /// Usable once a connection is brought up (an on-demand VPN).
        case requiresConnection
    }

    /// Why a path is unsatisfied.
    public enum UnsatisfiedReason: Equatable, Sendable {
        case notAvailable, cellularDenied, wifiDenied, localNetworkDenied, vpnInactive
    }

    public let status: Status
    public let unsatisfiedReason: UnsatisfiedReason
    /// The interfaces the path can use, preferred first.
    public let availableInterfaces: [NWInterface]
    /// Whether the path uses an interface the system counts as expensive (cellular, a hotspot).
    public let isExpensive: Bool
    /// Whether the path uses an interface in Low Data Mode.
    public let isConstrained: Bool
    public let supportsIPv4: Bool
    public let supportsIPv6: Bool
    public let supportsDNS: Bool

    /// Whether the path uses an interface of `type`.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        availableInterfaces.contains { $0.type == type }
    }

    public var debugDescription: String {
        let status = switch status {
        case .satisfied: "satisfied"
        case .unsatisfied: "unsatisfied"
        case .requiresConnection: "requiresConnection"
        }
        return status + " (" + availableInterfaces.map(\.name).joined(separator: ", ") + ")"
    }

    /// The render's network: a Wi-Fi link that is up, neither expensive nor constrained, with IPv4,
    /// IPv6 and DNS — a device at rest on Wi-Fi (Mockup's choice: a still is taken online, and
    /// apps then draw their connected state).
    static let renderWiFi = NWPath(status: .satisfied, unsatisfiedReason: .notAvailable, availableInterfaces: [.wifi],
                                   isExpensive: false, isConstrained: false, supportsIPv4: true, supportsIPv6: true,
                                   supportsDNS: true)

    /// What a monitor restricted to `required` or prohibiting `prohibited` interface types sees of
    /// the render's network: unsatisfied (not available) when that leaves no interface.
    static func render(required: NWInterface.InterfaceType?, prohibited: [NWInterface.InterfaceType]) -> NWPath {
        let path = renderWiFi
        let interfaces = path.availableInterfaces.filter { interface in
            (required.map { interface.type == $0 } ?? true) && !prohibited.contains(interface.type)
        }
        guard interfaces.isEmpty else { return path }
        return NWPath(status: .unsatisfied, unsatisfiedReason: .notAvailable, availableInterfaces: [],
                      isExpensive: false, isConstrained: false, supportsIPv4: false, supportsIPv6: false, supportsDNS: false)
    }
}
