import Testing
@testable import MockupGuide

/// Which `#if` branches an iPhone build certainly leaves out: conditions on the platform are known,
/// other terms are not, and three-valued logic decides what it can.
struct ConditionalBranchesTests {
    @Test func conditionsOnThePlatformHaveTheirIPhoneValue() {
        #expect(ConditionalBranches.value(of: "os(iOS)") == true)
        #expect(ConditionalBranches.value(of: "canImport(AppKit) && !targetEnvironment(macCatalyst)") == false)
        #expect(ConditionalBranches.value(of: "os(macOS) || os(watchOS) // not on iPhone") == false)
        #expect(ConditionalBranches.value(of: "!(os(tvOS) || os(visionOS))") == true)
        #expect(ConditionalBranches.value(of: "DEBUG || os(iOS)") == true)
        #expect(ConditionalBranches.value(of: "DEBUG && os(iOS)") == nil)
        #expect(ConditionalBranches.value(of: "swift(>=5.9)") == nil)
        #expect(ConditionalBranches.value(of: "os(iOS) ? x") == nil, "what cannot be read is unknown")
    }

    @Test func branchesAfterATakenOneAndUnderAnInactiveOneAreInactive() {
        var branches = ConditionalBranches()
        var inactive: [Bool] = []
        for line in ["#if os(iOS)", "a", "#elseif FLAG", "b", "#else", "c", "#endif",
                     "#if FLAG", "d", "#if os(macOS)", "e", "#endif", "#else", "f", "#endif", "g"] {
            branches.read(line: line[...])
            if !line.hasPrefix("#") { inactive.append(branches.isInactive) }
        }
        #expect(inactive == [false, true, true, false, true, false, false])
    }
}
