import Foundation
import Testing
@testable import MockupGuide

/// An app folder's Info.plist as Xcode builds it: build-setting references resolved from the
/// project, the app target's list rather than an extension's, and a generated list for projects
/// without one.
struct AppInfoPlistTests {
    static let project = """
    // !$*UTF8*$!
    {
        objects = {
            A1 /* Debug */ = {
                isa = XCBuildConfiguration;
                buildSettings = {
                    CURRENT_PROJECT_VERSION = 319;
                    INFOPLIST_KEY_CFBundleDisplayName = "Reading List";
                    MARKETING_VERSION = 7.5.2;
                    PRODUCT_BUNDLE_IDENTIFIER = "org.example.$(PRODUCT_NAME:rfc1034identifier)";
                    PRODUCT_NAME = "$(TARGET_NAME)";
                };
                name = Debug;
            };
            A2 /* Release */ = {
                isa = XCBuildConfiguration;
                buildSettings = {
                    CURRENT_PROJECT_VERSION = 319;
                    MARKETING_VERSION = 7.5.2;
                };
                name = Release;
            };
            W1 /* Widget Release */ = {
                isa = XCBuildConfiguration;
                buildSettings = {
                    MARKETING_VERSION = 1.0;
                };
            };
        };
    }
    """

    static let appList = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0"><dict>
        <key>CFBundleShortVersionString</key><string>$(MARKETING_VERSION)</string>
        <key>CFBundleVersion</key><string>$(CURRENT_PROJECT_VERSION)</string>
        <key>CFBundleExecutable</key><string>$(EXECUTABLE_NAME)</string>
        <key>DOCUMENTATION_URL</key><string>https://doc.example.org/ios.html</string>
        <key>API_HOST</key><string>${UNDEFINED_SETTING}</string>
    </dict></plist>
    """

    static let widgetList = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
        <key>CFBundleShortVersionString</key><string>widget</string>
        <key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>com.apple.widgetkit-extension</string></dict>
    </dict></plist>
    """

    /// The `Reader` app's folder holding `files`.
    private func folder(_ files: [String: String]) throws -> AppFolderFixture { try AppFolderFixture(files, name: "Reader") }

    private func list(_ fixture: AppFolderFixture) throws -> [String: Any] {
        let folder = fixture.url
        let data = try #require(AppInfoPlist.make(in: folder, resources: AppFolder.resourceFiles(in: folder)))
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    @Test func theAppTargetsListHasItsBuildSettingsResolved() throws {
        let pods = String(repeating: "MARKETING_VERSION = 9.9;\n", count: 5)
        let root = try folder(["Reader.xcodeproj/project.pbxproj": Self.project, "AWidget/Info.plist": Self.widgetList,
                               "Pods/Pods.xcodeproj/project.pbxproj": pods,
                               "App/Info.plist": Self.appList, "App/ContentView.swift": "import SwiftUI\n"])
        defer { root.remove() }
        let info = try list(root)
        #expect(info["CFBundleShortVersionString"] as? String == "7.5.2",
                "the app's configurations outnumber the widget's; CocoaPods' project is not the app's")
        #expect(info["CFBundleVersion"] as? String == "319")
        #expect(info["CFBundleExecutable"] as? String == "Reader", "EXECUTABLE_NAME → PRODUCT_NAME → TARGET_NAME, the project's name")
        #expect(info["CFBundleIdentifier"] as? String == "org.example.Reader")
        #expect(info["CFBundleDisplayName"] as? String == "Reading List")
        #expect(info["DOCUMENTATION_URL"] as? String == "https://doc.example.org/ios.html")
        #expect(info["API_HOST"] as? String == "${UNDEFINED_SETTING}", "what nothing defines stays as written")
        #expect(info["NSExtension"] == nil)
    }

    @Test func aProjectThatGeneratesItsListGetsOneAndAFolderWithNeitherANewProjects() throws {
        let generated = try folder(["Reader.xcodeproj/project.pbxproj": Self.project.replacingOccurrences(of: "Reading List", with: "Read & Go"),
                                    "App/ContentView.swift": ""])
        defer { generated.remove() }
        let info = try list(generated)
        #expect(info["CFBundleShortVersionString"] as? String == "7.5.2" && info["CFBundleDisplayName"] as? String == "Read & Go")
        let plain = try folder(["ContentView.swift": ""])
        defer { plain.remove() }
        // WorkoutApp's sources without their project: `Bundle.main.bundleIdentifier!` must not trap.
        let bare = try list(plain)
        #expect(bare["CFBundleIdentifier"] as? String == "com.example.\(plain.url.lastPathComponent)")
        #expect(bare["CFBundleShortVersionString"] as? String == "1.0" && bare["CFBundleVersion"] as? String == "1")
        // Its Info.plist, as Xcode 13's templates write it, leaves the identifier to the build settings.
        let listed = try folder(["ContentView.swift": "", "Resources/Info.plist": "<plist version=\"1.0\"><dict><key>UILaunchScreen</key><dict/></dict></plist>"])
        defer { listed.remove() }
        #expect(try list(listed)["CFBundleIdentifier"] as? String == "com.example.Reader")
    }

    @Test(.timeLimit(.minutes(3)))
    func aRenderedViewReadsTheAppsInfoDictionary() throws {
        let view = """
        import SwiftUI

        struct AboutView: View {
            var body: some View {
                let info = Bundle.main.infoDictionary ?? [:]
                let version = info["CFBundleShortVersionString"] as? String ?? "?"
                let build = info["CFBundleVersion"] as? String ?? "?"
                if version != "7.5.2" || build != "319" { fatalError("Info.plist not read: \\(version) (\\(build))") }
                return Text("Version \\(version) (\\(build))")
            }
        }
        """
        let files = ["Reader/Reader.xcodeproj/project.pbxproj": Self.project, "Reader/App/Info.plist": Self.appList,
                     "Reader/App/AboutView.swift": view]
        try GuideBuildTests.renderThroughRunner(files: files, loading: "Reader") { report, _ in
            #expect(report.entries.map(\.status) == ["rendered"], "\(report.entries.map { $0.message ?? "" })")
        }
    }
}
