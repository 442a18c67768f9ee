import Foundation

/// Undo and redo of registered changes, as Foundation's `UndoManager` on Apple platforms
/// (swift-corelibs-foundation has none): what a document editor registers its edits with. Each
/// registration outside `beginUndoGrouping()`/`endUndoGrouping()` is one undo step (Apple groups by
/// run-loop turn, which a render does not have).
open class UndoManager: @unchecked Sendable {
    private struct Step {
        var actions: [() -> Void] = []
        var name = ""
    }

    private var undoSteps: [Step] = []
    private var redoSteps: [Step] = []
    private var openGroup: Step?
    private var groupingDepth = 0
    /// What is registered while a step is undone (its redo) or redone (its undo).
    private var replayed: Step?
    open private(set) var isUndoing = false
    open private(set) var isRedoing = false
    /// The most steps kept (0: no limit).
    open var levelsOfUndo = 0

    public init() {}

    /// Registers `handler` (called with `target`) as the undo of the change just made; while undoing
    /// it is the redo.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        let action = { handler(target) }
        if groupingDepth > 0 {
            openGroup?.actions.append(action)
        } else if replayed != nil {
            replayed?.actions.append(action)
        } else {
            redoSteps.removeAll()
            push(Step(actions: [action]))
        }
    }

    /// Names the step being registered ("Undo Typing").
    open func setActionName(_ actionName: String) {
        if groupingDepth > 0 {
            openGroup?.name = actionName
        } else if replayed != nil {
            replayed?.name = actionName
        } else if !undoSteps.isEmpty {
            undoSteps[undoSteps.count - 1].name = actionName
        }
    }

    open func beginUndoGrouping() {
        if groupingDepth == 0 { openGroup = Step() }
        groupingDepth += 1
    }

    open func endUndoGrouping() {
        guard groupingDepth > 0 else { return }
        groupingDepth -= 1
        guard groupingDepth == 0, let group = openGroup else { return }
        openGroup = nil
        if !group.actions.isEmpty {
            redoSteps.removeAll()
            push(group)
        }
    }

    open var canUndo: Bool { !undoSteps.isEmpty }
    open var canRedo: Bool { !redoSteps.isEmpty }
    open var undoActionName: String { undoSteps.last?.name ?? "" }
    open var redoActionName: String { redoSteps.last?.name ?? "" }

    /// Runs the last step's undo actions (most recent first); what they register becomes its redo.
    open func undo() {
        guard let step = undoSteps.popLast() else { return }
        isUndoing = true
        if let redo = replay(step) { redoSteps.append(redo) }
        isUndoing = false
    }

    /// Runs the last undone step again; what it registers becomes its undo.
    open func redo() {
        guard let step = redoSteps.popLast() else { return }
        isRedoing = true
        if let undo = replay(step) { push(undo) }
        isRedoing = false
    }

    /// Runs `step`'s actions, most recent first, and returns what they registered (named as `step`).
    private func replay(_ step: Step) -> Step? {
        replayed = Step(name: step.name)
        step.actions.reversed().forEach { $0() }
        defer { replayed = nil }
        return replayed.flatMap { $0.actions.isEmpty ? nil : $0 }
    }

    open func removeAllActions() {
        undoSteps.removeAll(); redoSteps.removeAll(); openGroup = nil; groupingDepth = 0; replayed = nil
    }

    private func push(_ step: Step) {
        undoSteps.append(step)
        if levelsOfUndo > 0, undoSteps.count > levelsOfUndo { undoSteps.removeFirst(undoSteps.count - levelsOfUndo) }
    }
}

/// The undo manager of the environment: a document group's editor has one, other views none.
struct UndoManagerKey: EnvironmentKey {
    static var defaultValue: UndoManager? { nil }
}

extension EnvironmentValues {
    /// The undo manager views register their edits with; a `DocumentGroup`'s editor gets one of its
    /// own, elsewhere it is nil.
    public var undoManager: UndoManager? { self[UndoManagerKey.self] }
}
