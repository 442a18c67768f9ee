/// What a guide's compile rounds have left out so far: whole blocks, and in an app's files the
/// declarations errors were in (`LeftOutDeclaration`), each with the error that left it out.
struct LeftOutCode {
    private(set) var blocks: [Int: CompiledGuide.BlockFailure] = [:]
    private(set) var declarations: [LeftOutDeclaration] = []
    private var declarationFailures: [(block: Int, failure: CompiledGuide.BlockFailure)] = []
    /// Whether an error leaves out its declaration rather than its block (`GuideInput.leavesOutDeclarations`).
    let byDeclaration: Bool

    init(byDeclaration: Bool) { self.byDeclaration = byDeclaration }

    /// Everything left out, with its first error, in file and line order.
    var failures: [CompiledGuide.BlockFailure] {
        (blocks.values + declarationFailures.filter { blocks[$0.block] == nil }.map(\.failure))
            .sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// Leaves out what `errors` in `Guide.swift` of `program` are in; false when none of them leaves
    /// out anything new.
    mutating func leaveOut(_ errors: [CompilerDiagnostic], of program: GuideProgram) -> Bool {
        var progressed = false
        var found: [(declaration: LeftOutDeclaration, failure: CompiledGuide.BlockFailure)] = []
        let text = byDeclaration ? ProgramText(program.source) : nil
        for error in errors where error.file == "Guide.swift" {
            guard let location = program.location(ofProgramLine: error.line), blocks[location.block.index] == nil else { continue }
            var failure = CompiledGuide.BlockFailure(
                file: location.block.file, blockLine: location.block.guideLine, line: location.guideLine, message: error.message)
            progressed = true
            guard let text,
                  let declaration = LeftOutDeclaration.around(line: error.line, column: error.column, in: program, text: text,
                                                              earlier: declarations),
                  !declarations.contains(declaration) else {
                blocks[location.block.index] = failure
                continue
            }
            // The innermost goes first: a type's header error (`does not conform to 'Decodable'`) often
            // comes from a member's error, and is reported again next round if not.
            if found.contains(where: { declaration.encloses($0.declaration) }) { continue }
            found.removeAll { $0.declaration.encloses(declaration) }
            failure.declaration = declaration.summary
            found.append((declaration, failure))
        }
        // Each is placed in the source as this round's program has it: applied from the last one back.
        found.sort { ($0.declaration.block, $0.declaration.start) > ($1.declaration.block, $1.declaration.start) }
        declarations += found.map(\.declaration)
        declarationFailures += found.map { ($0.declaration.block, $0.failure) }
        return progressed
    }
}
