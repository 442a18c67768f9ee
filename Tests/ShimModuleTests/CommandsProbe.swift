import Foundation
import SwiftUI
import Testing
@testable import MockupUI

// SwiftUI's scene commands and window actions as Apple documents them, through `import SwiftUI`:
// an app whose scene has menus, shortcuts and window settings renders its window unchanged.

private struct NoteCommands: Commands {
    @FocusedBinding(\.noteTitle) private var title
    var showsInspector = true

    var body: some Commands {
        CommandMenu("Note") {
            Button("Rename") {}.keyboardShortcut("r")
            Divider()
            Button("Duplicate") {}
        }
        CommandMenu(Text("Format")) { Button("Bold") {} }
        CommandMenu(String("View")) { Toggle("Wrap", isOn: .constant(true)) }
        CommandGroup(before: .newItem) { Button("New Note") {} }
        CommandGroup(after: .pasteboard) { Button("Paste Plain") {} }
        CommandGroup(replacing: .help) { Button("Note Help") {} }
        if showsInspector {
            InspectorCommands()
        } else {
            EmptyCommands()
        }
        if title != nil {
            SidebarCommands()
        }
    }
}

private struct TitleKey: FocusedValueKey {
    typealias Value = Binding<String>
}

extension FocusedValues {
    fileprivate var noteTitle: Binding<String>? {
        get { self[TitleKey.self] }
        set { self[TitleKey.self] = newValue }
    }
}

private struct WindowButtons: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows

    var body: some View {
        ProbeCard()
            .onAppear {
                if supportsMultipleWindows {
                    openWindow(id: "inspector")
                    openWindow(value: 42)
                    openWindow(id: "note", value: "a")
                }
                dismissWindow()
                dismissWindow(id: "inspector")
                dismissWindow(value: 42)
                dismissWindow(id: "note", value: "a")
            }
    }
}

private struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            WindowButtons()
        }
        .commands {
            NoteCommands()
            SidebarCommands()
            ToolbarCommands()
            TextEditingCommands()
            TextFormattingCommands()
            CommandGroup(replacing: .appInfo) {}
        }
        .commands { NoteCommands(showsInspector: false) }
        .commandsRemoved()
        .commandsReplaced { EmptyCommands() }
        .windowResizability(.contentSize)
        .windowResizability(.contentMinSize)
        .windowResizability(.automatic)
        .handlesExternalEvents(matching: ["notes"])
    }
}

private struct PresentingApp: App {
    var body: some Scene {
        WindowGroup("Note", id: "note", for: String.self) { $note in
            Text(note).id("note")
        } defaultValue: {
            "Draft"
        }
        WindowGroup(Text("Inspector"), for: Int.self) { $id in Text(id.map(String.init) ?? "none") }
    }
}

private struct PresentingNothingApp: App {
    var body: some Scene {
        WindowGroup("Inspector", id: "inspector", for: Int.self) { $id in
            Text(id.map(String.init) ?? "none").id("inspector")
        }
    }
}

@MainActor @Suite struct CommandsProbeTests {
    @Test func windowGroupsPresentingValuesShowTheirDefaultOrNone() throws {
        let note = try layout(resolveView(AppWindow(PresentingApp())), width: 390)
        #expect(note.node(identifiedBy: "note")?.detail == "Draft")
        let inspector = try layout(resolveView(AppWindow(PresentingNothingApp())), width: 390)
        #expect(inspector.node(identifiedBy: "inspector")?.detail == "none")
    }

    @Test func anAppWithCommandsRendersItsWindowExactlyAsIs() throws {
        try expectSameLayout(AppWindow(NotesApp()), as: ProbeCard())
    }

    @Test func everyPlacementIsDistinct() {
        let placements: [CommandGroupPlacement] = [.appInfo, .appSettings, .systemServices, .appVisibility,
            .appTermination, .newItem, .saveItem, .importExport, .printItem, .undoRedo, .pasteboard, .textEditing,
            .textFormatting, .toolbar, .sidebar, .windowSize, .windowArrangement, .help]
        #expect(Set(placements).count == 18)
    }

    @Test func multipleWindowsOnlyOnARegularWidthDevice() throws {
        var phone = EnvironmentValues()
        phone.horizontalSizeClass = .compact
        var pad = EnvironmentValues()
        pad.horizontalSizeClass = .regular
        #expect(!phone.supportsMultipleWindows && pad.supportsMultipleWindows)
    }
}
