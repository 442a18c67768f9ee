import Foundation

/// One verified snapshot, as the reports show it.
struct VerifyResult {
    /// `monzo/card-hero` or `monzo/card-hero (dark)`.
    let label: String
    /// Why it failed, each with the paths involved; empty when it passed.
    let reasons: [String]
    /// Expected, actual and diff images (paths as given to the report), when the images differ.
    let images: (expected: String, actual: String, diff: String)?

    var passed: Bool { reasons.isEmpty }

    /// The same result with image paths inside `folder` made relative to it (for a page there).
    func relative(to folder: URL) -> VerifyResult {
        guard let images else { return self }
        let prefix = folder.path + "/"
        func inside(_ path: String) -> String { path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
        return VerifyResult(label: label, reasons: reasons, images: (inside(images.expected), inside(images.actual), inside(images.diff)))
    }
}
