import Foundation
import SwiftUI
import Testing
@testable import MockupUI

/// Guide-style uses of issue 10's API families, type-checked together (overloads must not be
/// ambiguous) and resolved: each draws its title.
@MainActor @Suite struct ControlAPISurfaceTests {
    struct Item: Identifiable { let id: Int; let name: String }
    @State private var text = ""
    @State private var isOn = true
    @State private var value = 0.5
    @State private var count = 3
    @State private var choice = "A"
    @State private var date = Date(timeIntervalSince1970: 0)
    @FocusState private var focused: Bool

    func dump<V: View>(@ViewBuilder _ view: () -> V) -> String { nodeTree(resolveView(view())) }

    @Test func styleStructsAndStaticMembersBothCompile() {
        let text = dump {
            VStack {
                Toggle("Wi-Fi", isOn: $isOn).toggleStyle(SwitchToggleStyle(tint: .green))
                Toggle(isOn: $isOn) { Text("Dark") }.toggleStyle(.switch)
                ProgressView("Loading", value: value).progressViewStyle(LinearProgressViewStyle(tint: .blue))
                Picker("Choice", selection: $choice) { Text("A").tag("A"); Text("B").tag("B") }
                    .pickerStyle(SegmentedPickerStyle())
                TextField("Name", text: $text).textFieldStyle(RoundedBorderTextFieldStyle()).focused($focused)
                SecureField("Password", text: $text).textInputAutocapitalization(.never).submitLabel(.go)
                Button("Buy", systemImage: "cart", action: {}).buttonStyle(BorderedProminentButtonStyle())
                    .controlSize(.large).buttonBorderShape(.capsule)
                Stepper("Count: \(count)", value: $count, in: 0...10)
                Slider(value: $value, in: 0...1, step: 0.1)
                DatePicker("Date", selection: $date, displayedComponents: .date).datePickerStyle(.compact)
                Label("Starred", systemImage: "star").labelStyle(.titleAndIcon)
            }
        }
        for title in ["Wi-Fi", "Dark", "Loading", "A", "Name", "Password", "Buy", "Count: 3", "Date", "Starred"] {
            #expect(text.contains("text \"\(title)\""), "\(title) is drawn")
        }
    }

    @Test func containersTakeEveryDataForm() {
        let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
        let text = dump {
            NavigationView {
                List {
                    Section(header: Text("Header"), footer: Text("Footer")) {
                        ForEach(items) { Text($0.name) }
                    }
                    Section("Range") { ForEach(0..<2) { Text("Row \($0)") } }
                    ForEach(items, id: \.id) { NavigationLink($0.name + "!", destination: Text("Detail")) }
                        .onDelete { _ in }
                }
                .listStyle(InsetGroupedListStyle())
                .navigationBarTitle("Title", displayMode: .inline)
                .navigationBarItems(trailing: EditButton())
            }
            .navigationViewStyle(StackNavigationViewStyle())
        }
        for title in ["HEADER", "Footer", "One", "Two", "Row 0", "Row 1", "One!", "Title", "Edit"] {
            #expect(text.contains("text \"\(title)\""), "\(title) is drawn")
        }
        #expect(!text.contains("Detail"))
    }

    @Test func presentationsAndToolbarsCompileOnAnyView() {
        let text = dump {
            ScrollView(.vertical, showsIndicators: false) {
                LazyVStack(alignment: .leading, spacing: 8, pinnedViews: [.sectionHeaders]) {
                    Text("Feed")
                }
            }
            .refreshable {}
            .scrollIndicators(.hidden)
            .scrollTargetBehavior(.paging)
            .sheet(isPresented: .constant(false)) { Text("Sheet").presentationDetents([.medium, .large]) }
            .alert("Delete?", isPresented: .constant(false)) { Button("Delete", role: .destructive) {} } message: { Text("Sure") }
            .confirmationDialog("Share", isPresented: .constant(false), titleVisibility: .visible) { Button("Copy") {} }
            .toolbar {
                ToolbarItem(placement: .principal) { Text("Logo") }
                ToolbarItemGroup(placement: .bottomBar) { Button("Left") {}; Button("Right") {} }
            }
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
        }
        #expect(text.contains("text \"Feed\""))
        #expect(!text.contains("Sheet") && !text.contains("Logo"), "no navigation container, so no bars; presentations closed")
    }

    @State private var rating = 2.5
    @GestureState private var pressed = false

    /// Initializer forms Apple declares beside the ones guides use most: titled and image-labelled
    /// control groups, format-style steppers with titles and bounds, a labelled toolbar group, an
    /// empty state named by an asset symbol, gesture state with a reset, gradients from stops.
    @Test func theRestOfEachInitializerFamilyCompilesAndDraws() {
        let text = dump {
            NavigationStack {
                VStack {
                    ControlGroup("Edit", systemImage: "pencil") { Button("Cut") {}; Button("Copy") {} }
                    Stepper("Rating", value: $rating, in: 0...5, step: 0.5, format: .number)
                    Stepper(value: $rating, in: 0...2.5, format: .number) { Text("Capped") }
                    ContentUnavailableView("Nothing here", image: ImageResource(name: "empty", bundle: .main),
                                           description: Text("Add a card"))
                    Circle().fill(RadialGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
                                                 center: .center, startRadius: 0, endRadius: 20))
                    Circle().fill(AngularGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
                                                  center: .center, angle: .degrees(90)))
                }
                .toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) { Button("Share") {} } label: { Text("More") }
                }
                .gesture(LongPressGesture().updating(GestureState(initialValue: false, reset: { _, _ in }), body: { _, _, _ in }))
            }
        }
        for title in ["Cut", "Copy", "Rating", "Capped", "Nothing here", "Add a card", "Share"] {
            #expect(text.contains("text \"\(title)\""), "\(title) is drawn")
        }
        #expect(!text.contains("text \"More\""), "a toolbar group's label names it only when iOS folds it into a menu")
        #expect(RadialGradient(stops: [.init(color: .red, location: 0.2)], center: .top, startRadius: 1, endRadius: 9)
                == RadialGradient(gradient: Gradient(stops: [.init(color: .red, location: 0.2)]), center: .top, startRadius: 1, endRadius: 9))
        #expect(AngularGradient(stops: [.init(color: .red, location: 0)], center: .center, angle: .degrees(90)).endAngle.degrees == 450)
    }

    struct Setting: Identifiable { let id: Int; var isOn: Bool; var size: String }

    @Test func multiSourceControlsShowWhatTheirSourcesAgreeOn() {
        @State var agreeing = [Setting(id: 1, isOn: true, size: "M"), Setting(id: 2, isOn: true, size: "M")]
        @State var mixed = [Setting(id: 1, isOn: true, size: "S"), Setting(id: 2, isOn: false, size: "L")]
        func picker(_ sources: Binding<[Setting]>) -> some View {
            Picker("Size", sources: sources, selection: \.size) { Text("Small").tag("S"); Text("Medium").tag("M"); Text("Large").tag("L") }
        }
        let agreed = dump { picker($agreeing) }
        #expect(agreed.contains("text \"Medium\""), "the sources' common value: \(agreed)")
        let disagreed = dump { picker($mixed) }
        #expect(!disagreed.contains("text \"Small\"") && !disagreed.contains("text \"Large\""), "no value for mixed sources: \(disagreed)")
        #expect(dump { Toggle("All on", sources: $agreeing, isOn: \.isOn) }.contains("text \"All on\""))
    }

    @Test func iOS18FormsCompileAndDraw() {
        @State var selection: TextSelection? = TextSelection(insertionPoint: "Hi".endIndex)
        @State var size = "M"
        let text = dump {
            VStack {
                TextField("Name", text: .constant("Hi"), selection: $selection)
                TextEditor(text: .constant("Notes"), selection: $selection)
                Picker("Size", selection: $size) { Text("Medium").tag("M") } currentValueLabel: { Text("M (default)") }
                Text("Tagged").tag(1, includeOptional: false).accessibilityHidden(true, isEnabled: false)
            }
        }
        for drawn in ["Hi", "Notes", "M (default)", "Tagged"] { #expect(text.contains("text \"\(drawn)\""), "\(drawn): \(text)") }
        #expect(selection?.isInsertion == true)
        #expect(ScrollPosition(idType: Int.self, y: 40).point == CGPoint(x: 0, y: 40))
        #expect(ScrollPosition(idType: Int.self, x: 10, y: 20).point == CGPoint(x: 10, y: 20))
    }

}
