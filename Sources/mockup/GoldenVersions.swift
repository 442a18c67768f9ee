import Foundation
import MockupRaster
import MockupText

/// `Golden/VERSIONS`: the HarfBuzz and FreeType versions the goldens were recorded with, so a
/// mismatch on a machine with other versions can be told apart from a change in Mockup.
struct GoldenVersions: Equatable {
    static let fileName = "VERSIONS"
    private static let header = "# Text libraries the goldens were recorded with (written by 'mockup record')."

    /// Library name → version (`harfbuzz` → `8.3.0`).
    let versions: [String: String]

    /// The libraries of this process.
    static let current = GoldenVersions(versions: TextEngineVersions.all)

    /// The file in `golden`, or nil when it is missing or unreadable.
    static func read(from golden: URL) -> GoldenVersions? {
        guard let text = try? String(contentsOf: golden.appendingPathComponent(fileName), encoding: .utf8) else { return nil }
        var versions: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ")
            if fields.count == 2 { versions[String(fields[0])] = String(fields[1]) }
        }
        return versions.isEmpty ? nil : GoldenVersions(versions: versions)
    }

    /// Writes the file into `golden` atomically.
    func write(to golden: URL) throws {
        let lines = [Self.header] + versions.keys.sorted().map { "\($0) \(versions[$0]!)" }
        try AtomicFile.write(Array((lines.joined(separator: "\n") + "\n").utf8),
                             to: golden.appendingPathComponent(Self.fileName).path)
    }

    /// "harfbuzz 8.3.0, freetype 2.13.2".
    var summary: String { versions.keys.sorted().map { "\($0) \(versions[$0]!)" }.joined(separator: ", ") }
}
