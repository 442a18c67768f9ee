import Foundation
import MockupRaster
import MockupText
import MockupSnapshot
import MockupUI
import SceneCatalog
import Testing

/// One scene in one colour scheme.
struct SnapshotCase: Sendable, CustomTestStringConvertible {
    let scene: MockupScene
    let scheme: ColorScheme
    var testDescription: String { "\(scene.name) \(scheme)" }

    static let all = SceneCatalog.all.flatMap { scene in scene.schemes.map { SnapshotCase(scene: scene, scheme: $0) } }
}

/// Every scene renders exactly as its golden in Golden/ (@3x). Goldens change only through
/// `mockup record`.
@Suite struct GoldenSnapshotTests {
    static let store = GoldenStore(directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden"))
    static let artifacts = ProcessInfo.processInfo.environment["MOCKUP_ARTIFACTS_DIR"].map(URL.init(fileURLWithPath:))
        ?? store.directory.deletingLastPathComponent().appendingPathComponent(".build/mockup-artifacts")

    @Test(arguments: SnapshotCase.all)
    func sceneMatchesGolden(_ snapshot: SnapshotCase) async throws {
        let fonts = try FontLibrary.shared()
        let laidOut = try await MainActor.run {
            try snapshot.scene.layout(scheme: snapshot.scheme, scale: 3, fonts: fonts)
        }
        let rendered = try snapshot.scene.rasterize(laidOut, fonts: fonts)
        let relative = snapshot.scene.goldenPath(scheme: snapshot.scheme)
        switch try Self.store.verify(rendered.image, relativePath: relative) {
        case .match:
            break
        case .missing(let path):
            Issue.record(Comment(rawValue: "\(snapshot.testDescription): no golden at \(path). "
                + "Run 'mockup record \(snapshot.scene.name)', review the image and commit it."))
        case let .mismatch(path, difference, expected):
            let files = try GoldenStore.writeArtifacts(expected: expected, actual: rendered.image,
                                                       stem: (relative as NSString).deletingPathExtension, to: Self.artifacts)
            Issue.record(Comment(rawValue: "\(snapshot.testDescription) differs from \(path): \(difference.summary). "
                + "Expected, actual and diff: \(files.joined(separator: ", "))"))
        }
    }

    @Test func everyGoldenHasAScene() {
        let expected = Set(SnapshotCase.all.map { $0.scene.goldenPath(scheme: $0.scheme) })
        let orphans = Self.store.orphans(expected: expected)
        #expect(orphans.isEmpty, "orphaned goldens (no scene renders them; delete them or restore their scenes): \(orphans)")
    }

    @Test func sceneNamesAreUniqueKebabCase() {
        let names = SceneCatalog.all.map(\.name)
        #expect(Set(names).count == names.count, "duplicate scene names")
        for name in names {
            #expect(name.range(of: #"^[a-z0-9]+(-[a-z0-9]+)*/[a-z0-9]+(-[a-z0-9]+)*$"#, options: .regularExpression) != nil,
                    "\(name) is not brand/component in kebab-case")
        }
    }
}
