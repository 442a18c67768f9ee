import Foundation

extension Data.WritingOptions {
    /// Apple Foundation's older name for `.atomic` (`NSDataWritingAtomic`), which
    /// swift-corelibs-foundation does not carry.
    public static let atomicWrite = Data.WritingOptions.atomic
}
