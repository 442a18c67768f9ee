/// `Text` is `Equatable`, as SwiftUI's is (a view model compares its titles, `onChange(of:)` watches
/// a label): two texts are equal when they draw the same runs — characters, font and styling — in
/// the default environment, however they were built (`Text("a") + Text("b")` equals `Text("ab")`).
/// Resolving reads the main actor's state, as views do: compared elsewhere, it stops the program.
extension Text: @preconcurrency Equatable {
    public static func == (lhs: Text, rhs: Text) -> Bool {
        let environment = EnvironmentValues()
        return lhs.resolvedRuns(in: lhs.styled(environment)).runs == rhs.resolvedRuns(in: rhs.styled(environment)).runs
    }
}
