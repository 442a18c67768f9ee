import Foundation
import SwiftUI
import Testing
@testable import MockupUI

// SwiftUI's keyboard-shortcut, key-press and pointer-hover families as Apple documents them,
// through `import SwiftUI`. A still presses no key and has no pointer: nothing changes on screen.

private struct KeyboardHoverProbe: View {
    @State private var isHovered = false
    @State private var location = CGPoint.zero

    var body: some View { hover }

    private var shortcuts: some View {
        ProbeCard()
            .keyboardShortcut("s")
            .keyboardShortcut("n", modifiers: [.command, .shift])
            .keyboardShortcut(.return, modifiers: [])
            .keyboardShortcut(.defaultAction)
            .keyboardShortcut(.cancelAction)
            .keyboardShortcut(KeyboardShortcut("p", modifiers: .option))
            .keyboardShortcut(Optional<KeyboardShortcut>.none)
            .keyboardShortcut("[", modifiers: .command, localization: .withoutMirroring)
            .keyboardShortcut(.leftArrow, localization: .custom)
            .keyboardShortcut(KeyboardShortcut(.upArrow, modifiers: .control, localization: .automatic))
    }

    private var keyPresses: some View {
        shortcuts
            .onKeyPress(.escape) { .handled }
            .onKeyPress(.space, phases: .down) { press in press.modifiers.contains(.shift) ? .handled : .ignored }
            .onKeyPress(keys: [.upArrow, .downArrow]) { press in
                _ = press.key == .upArrow
                return .handled
            }
            .onKeyPress(keys: ["a", "b"], phases: .all) { _ in .ignored }
            .onKeyPress(characters: .alphanumerics) { press in
                _ = press.characters
                return .handled
            }
            .onKeyPress(characters: .decimalDigits, phases: [.down, .up]) { _ in .ignored }
            .onKeyPress { press in press.phase == .repeat ? .ignored : .handled }
            .onKeyPress(phases: .up) { _ in .handled }
    }

    private var hover: some View {
        keyPresses
            .onHover { hovering in isHovered = hovering }
            .onContinuousHover { phase in
                switch phase {
                case .active(let point): location = point
                case .ended: isHovered = false
                }
            }
            .onContinuousHover(coordinateSpace: .global) { _ in }
            .onContinuousHover(coordinateSpace: CoordinateSpace.named("card")) { _ in }
            .hoverEffect()
            .hoverEffect(.highlight)
            .hoverEffect(.lift, isEnabled: false)
            .hoverEffect(HoverEffect.automatic, isEnabled: true)
            .defaultHoverEffect(.highlight)
            .defaultHoverEffect(nil)
            .hoverEffectDisabled()
    }
}

/// Shows the shortcut and hover setting its environment holds.
private struct EnvironmentReader: View {
    @Environment(\.keyboardShortcut) private var shortcut
    @Environment(\.isHoverEffectEnabled) private var hoverEnabled

    var body: some View {
        Text(shortcut.map { "\($0.key.character)\($0.modifiers.rawValue)" } ?? "none").id("shortcut")
        Text(hoverEnabled ? "hover" : "no hover").id("hover")
    }
}

@MainActor @Suite struct KeyboardHoverProbeTests {
    @Test func keyboardAndHoverModifiersLeaveTheLayoutExactlyAsIs() throws {
        try expectSameLayout(KeyboardHoverProbe(), as: ProbeCard())
    }

    @Test func shortcutsAndHoverReachTheEnvironment() throws {
        func shown(_ view: some View) throws -> [String] {
            let tree = try layout(resolveView(VStack { view }), width: 390)
            return ["shortcut", "hover"].map { tree.node(identifiedBy: $0)?.detail ?? "?" }
        }
        #expect(try shown(EnvironmentReader()) == ["none", "hover"])
        #expect(try shown(EnvironmentReader().keyboardShortcut("s")) == ["s16", "hover"])
        #expect(try shown(EnvironmentReader().keyboardShortcut(nil).keyboardShortcut("s")) == ["none", "hover"])
        #expect(try shown(EnvironmentReader().hoverEffectDisabled().hoverEffectDisabled(false)) == ["none", "no hover"])
    }

    @Test func keysAndShortcutsAreValues() {
        let key: KeyEquivalent = "k"
        #expect(key.character == "k" && KeyEquivalent("k") == key)
        #expect(KeyEquivalent.return.character == "\r" && KeyEquivalent.tab.character == "\t")
        #expect(KeyboardShortcut("k") == KeyboardShortcut(key, modifiers: .command))
        #expect(KeyboardShortcut.defaultAction.key == .return && KeyboardShortcut.defaultAction.modifiers.isEmpty)
        #expect(KeyboardShortcut.cancelAction.key == .escape)
        #expect(KeyboardShortcut("k").localization == .automatic)
        #expect(EventModifiers.all.isSuperset(of: [.command, .shift, .option, .control, .capsLock, .numericPad]))
        #expect(KeyPress.Phases.all == [.down, .repeat, .up])
        #expect(KeyPress.Phases([.down, .up]).debugDescription == "[down, up]")
        #expect(HoverPhase.active(CGPoint(x: 1, y: 2)) != .ended)
    }
}
