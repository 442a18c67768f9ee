import Testing
@testable import MockupGuide

/// A component whose planned call lacks a required argument needs arguments; it has not failed.
@Suite struct MissingParametersTests {
    @Test func theCompilersMissingArgumentMessagesNameTheParameters() {
        #expect(RunnerSource.missingParameters(in: "missing arguments for parameters 'label', 'action' in call") == ["label", "action"])
        #expect(RunnerSource.missingParameters(in: "missing argument for parameter 'configuration' in call") == ["configuration"])
        #expect(RunnerSource.missingParameters(in: "missing arguments for parameters #1, 'action' in call") == ["#1", "action"])
        #expect(RunnerSource.missingParameters(in: "generic parameter 'Content' could not be inferred") == nil)
        #expect(RunnerSource.missingParameters(in: "missing argument label 'title:' in call") == nil)
    }
}
