/// The screens `--device` names, in points (docs/DEVICES.md cites the sources).
struct DevicePreset {
    let name: String
    let width: Double
    let height: Double

    static let all = [
        DevicePreset(name: "iphone-16", width: 393, height: 852),
        DevicePreset(name: "iphone-16-pro", width: 402, height: 874),
        DevicePreset(name: "iphone-16-pro-max", width: 440, height: 956),
        DevicePreset(name: "iphone-se", width: 375, height: 667),
    ]

    /// The preset called `name` (default iPhone 16).
    static func named(_ name: String?) throws -> DevicePreset {
        guard let name else { return all[0] }
        guard let preset = all.first(where: { $0.name == name.lowercased() }) else {
            throw CommandError.usage("unknown device '\(name)'; use one of: " + all.map(\.name).joined(separator: ", "))
        }
        return preset
    }
}
