import Foundation
import MockupGallery
import Testing

/// Opens the generated site in headless Chromium (`test.sh` installs it; without it the test is
/// skipped with a message): every image must load and every brand page must show its cards.
/// Screenshots go to `.build/gallery-screenshots/`. Chromium runs off the main actor so the
/// main-actor suites are not queued behind it.
@Suite(.serialized) struct BrowserTests {
    static let screenshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/gallery-screenshots")

    @Test(.enabled(if: Chromium.installed != nil,
                   "chromium is not installed: run ./install-deps.sh --test (or apt-get install chromium) to run the browser test"))
    func siteLoadsInChromium() async throws {
        let chromium = try #require(Chromium.installed)
        let folder = GalleryFixture.temporaryDirectory("browser")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = try await MainActor.run { try GalleryFixture.write(to: folder) }
        try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)

        let expectedCards = ["index.html": 0, "acme.html": site.brands[0].scenes.count]
        for (page, cards) in expectedCards.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(page)
            let dom = try chromium.run(["--virtual-time-budget=5000", "--dump-dom", url.absoluteString])
            let body = try #require(dom.range(of: "<body[^>]*>", options: .regularExpression).map { String(dom[$0]) },
                                    "\(page): no <body> in the DOM dump")
            func attribute(_ name: String) -> Int? {
                guard let range = body.range(of: "\(name)=\"[0-9]+\"", options: .regularExpression) else { return nil }
                return Int(body[range].dropFirst(name.count + 2).dropLast())
            }
            let total = try #require(attribute("data-images-total"), "\(page): the load script did not run")
            #expect(total > 0, "\(page) has no images")
            #expect(attribute("data-images-loaded") == total, "\(page): not every image loaded")
            #expect(attribute("data-cards") == cards, "\(page): wrong number of cards")
            #expect(!dom.contains("http://") && !dom.contains("https://"), "\(page) refers to the network")

            let shot = Self.screenshots.appendingPathComponent(page.replacingOccurrences(of: ".html", with: ".png"))
            try? FileManager.default.removeItem(at: shot)
            _ = try chromium.run(["--window-size=1280,2400", "--virtual-time-budget=5000",
                                  "--screenshot=\(shot.path)", url.absoluteString])
            #expect(FileManager.default.fileExists(atPath: shot.path), "\(page): no screenshot")
        }
        // Search from the top bar's box: the index reads `?q=` and lists the matching token.
        let search = folder.appendingPathComponent("index.html").absoluteString + "?q=acmeBrandTint"
        let found = try chromium.run(["--virtual-time-budget=5000", "--dump-dom", search])
        #expect(found.contains("data-results=\"1\""), "search did not run or found other than one result")
        #expect(found.contains("<span>acmeBrandTint</span>"))
        // The light/dark switch exists for the two-scheme scene.
        let brandPage = try String(contentsOf: folder.appendingPathComponent("acme.html"), encoding: .utf8)
        #expect(brandPage.contains("class=\"scheme-dark\""))
        #expect(brandPage.contains("mockup render acme/badge --scheme dark"))
    }
}

/// The `chromium` binary, run headless.
struct Chromium {
    let path: String

    /// The installed `chromium`, nil when there is none.
    static var installed: Chromium? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/local/bin/chromium"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }.map(Chromium.init(path:))
    }

    /// Runs chromium headless with `arguments`; returns stdout.
    func run(_ arguments: [String]) throws -> String {
        let result = try Self.shell([path, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                     "--allow-file-access-from-files"] + arguments)
        guard result.status == 0 else { throw BrowserTestError("chromium exited with \(result.status): \(result.error)") }
        return result.output
    }

    private static func shell(_ command: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes to the end before waiting, so a full pipe cannot block the child.
        let errorData = ErrorCollector(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), errorData.text())
    }
}

/// Reads a pipe to its end on another thread.
private final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)
    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }
    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}

struct BrowserTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
