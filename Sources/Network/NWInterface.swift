import Foundation

/// A network interface of the device (Network's `NWInterface`).
public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
    /// The kind of link an interface is.
    public enum InterfaceType: Hashable, Sendable {
        case other, wifi, cellular, wiredEthernet, loopback
    }

    /// The interface's name, as the system names it (`en0`).
    public let name: String
    public let type: InterfaceType
    /// The system's index of the interface.
    public let index: Int

    public var debugDescription: String { name }

    /// The render's device's Wi-Fi interface: `en0`, index 1, as an iPhone names its Wi-Fi link
    /// (Mockup's choice of index).
    static let wifi = NWInterface(name: "en0", type: .wifi, index: 1)
}
