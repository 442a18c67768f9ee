import Foundation
import Testing
@testable import MockupUI

/// User types conforming to the style protocols Apple documents for custom styles
/// (`makeBody(configuration:)`) compile and draw in place of the built-in style.
@MainActor @Suite struct CustomStyleTests {
    struct CapsuleAction: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).padding(4).background(Capsule().fill(Color.yellow))
        }
    }

    struct TapOnly: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onTapGesture { configuration.trigger() }
        }
    }

    /// The idiom of styles that keep the system look and add to it: the system styles are primitive.
    struct Responsive: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            PlainButtonStyle().makeBody(configuration: configuration).padding(2)
        }
    }

    struct OutlinedButton: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(4).overlay(Capsule().stroke(Color.blue))
        }
    }

    struct CardBox: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack { configuration.label; configuration.content }.padding(2)
        }
    }

    struct Percent: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.label; Text(verbatim: "\(Int(configuration.value * 100))%") }
        }
    }

    struct Stacked: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) { configuration.label; configuration.content }
        }
    }

    struct PlusMinus: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { Text(configuration.isExpanded ? "−" : "+"); configuration.label }
            if configuration.isExpanded { configuration.content }
        }
    }

    /// Custom styles that wrap the standard control, as Apple's examples do.
    struct Framed: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration).padding(3) }
    }
    struct Boxed: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View { DisclosureGroup(configuration).padding(3) }
    }
    struct Outlined: MenuStyle {
        func makeBody(configuration: Configuration) -> some View { Menu(configuration).padding(3).border(Color.red) }
    }

    struct PaddedForm: FormStyle {
        func makeBody(configuration: Configuration) -> some View { Form(configuration).padding(.top, 7) }
    }
    struct BareForm: FormStyle {
        func makeBody(configuration: Configuration) -> some View { VStack { configuration.content } }
    }

    /// A design system's button that draws its destructive variant by role (iOS 15's `configuration.role`).
    struct RoleTagged: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.label; Text(configuration.role == .destructive ? "destructive" : configuration.role == .cancel ? "cancel" : "none") }
        }
    }

    @Test func aButtonStyleSeesTheButtonsRole() throws {
        func tag(_ button: some View) throws -> [String?] { try layout(button.buttonStyle(RoleTagged())).all(.text).map(\.detail) }
        #expect(try tag(Button("Delete", role: .destructive) {}).last == "destructive")
        #expect(try tag(Button("Cancel", role: .cancel) {}).last == "cancel")
        #expect(try tag(Button("Save") {}).last == "none")
    }

    @Test func formStylesGiveTheContentOrTheGroupedFormWithItsSections() throws {
        let form = Form { Section("Account") { Text("Name") } }
        let standard = try layout(form).all(.text).map(\.detail)
        #expect(try layout(form.formStyle(PaddedForm())).all(.text).map(\.detail) == standard)
        #expect(standard.count == 2, "header and row: \(standard)")
        #expect(try layout(form.formStyle(BareForm())).all(.shape).isEmpty, "no grouped list behind a bare form")
    }

    struct Column: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View { VStack { configuration.content } }
    }
    struct Wrapped: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration).padding(2) }
    }

    @Test func controlGroupStylesGetTheControlsOneByOne() throws {
        let group = ControlGroup { Button("A") {}; Button("B") {} }
        let column = try layout(group.controlGroupStyle(Column())).all(.text)
        #expect(column.map(\.detail) == ["A", "B"] && column[1].frame.minY > column[0].frame.minY)
        let standard = try layout(group).all(.text)
        let wrapped = try layout(group.controlGroupStyle(Wrapped())).all(.text)
        #expect(standard[1].frame.minX > standard[0].frame.minX, "segments side by side")
        #expect(wrapped.map(\.frame.minY) == standard.map { $0.frame.minY + 2 })
    }

    @Test func aStyleWrappingTheStandardControlDrawsItInTheAutomaticStyle() throws {
        #expect(texts(resolveView(LabeledContent("Name", value: "Ada").labeledContentStyle(Framed()))) == ["Name", "Ada"])
        #expect(try layout(DisclosureGroup("More") { Text("In") }.disclosureGroupStyle(Boxed())).all(.symbol).map(\.detail) == ["chevron.forward"])
        let menu = try layout(Menu("Sort") { Button("Name") {} }.menuStyle(Outlined()))
        #expect(menu.all(.text).map(\.detail) == ["Sort"])
        #expect(menu.all(.shape).count == 1, "the custom style's border")
    }

    struct BorderedLabel: LabelStyle {
        func makeBody(configuration: Configuration) -> some View { Label(configuration).padding(3).border(Color.red) }
    }
    struct BorderedToggle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View { Toggle(configuration).padding(3).border(Color.red) }
    }
    struct BorderedBox: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View { GroupBox(configuration).padding(3).border(Color.red) }
    }
    struct BorderedProgress: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).padding(3).border(Color.red) }
    }

    /// Labels, toggles, group boxes and progress views made from a configuration inside their own
    /// style's body draw the standard control (before, each resolved its own style again, without end).
    @Test func labelsTogglesGroupBoxesAndProgressViewsWrapTheStandardControl() throws {
        let label = try layout(Label("Star", systemImage: "star").labelStyle(BorderedLabel()))
        #expect(label.all(.text).map(\.detail) == ["Star"] && label.all(.symbol).map(\.detail) == ["star"])
        #expect(label.all(.text)[0].frame.minY >= 3, "inside the style's padding")

        let toggle = Toggle("Wi-Fi", isOn: .constant(true))
        let standard = try layout(toggle)
        let wrapped = try layout(toggle.toggleStyle(BorderedToggle()))
        #expect(wrapped.all(.text).map(\.detail) == ["Wi-Fi"])
        #expect(wrapped.all(.shape).count == standard.all(.shape).count + 1, "the switch's shapes and the border")
        #expect(wrapped.all(.text)[0].frame.minX == standard.all(.text)[0].frame.minX + 3)

        let box = try layout(GroupBox("Title") { Text("Body") }.groupBoxStyle(BorderedBox()))
        #expect(box.all(.text).map(\.detail) == ["Title", "Body"])
        #expect(box.all(.shape).count == 2, "iOS's rounded box inside the border")
        let unlabelled = try layout(GroupBox { Text("Body") }.groupBoxStyle(BorderedBox()))
        #expect(unlabelled.all(.text).map(\.detail) == ["Body"], "no label stays no label")

        let progress = try layout(ProgressView(value: 0.5).progressViewStyle(BorderedProgress()))
        let standardProgress = try layout(ProgressView(value: 0.5))
        #expect(progress.all(.shape).count == standardProgress.all(.shape).count + 1)
    }

    private func texts(_ node: ViewNode) -> [String] {
        (node.resolvedText.map { [$0.string] } ?? []) + node.children.flatMap(texts)
    }

    private func layout(_ view: some View) throws -> LayoutTree {
        let engine = try LayoutEngine(measurer: TestSans(), images: TableImageSizes(sizes: [:]), scale: 1)
        return try engine.layout(resolveView(view), proposal: LayoutProposal(width: 200, height: nil))
    }

    @Test func aPrimitiveButtonStyleDrawsItsBodyAndItsButtonTakesTheButtonStyle() throws {
        let tree = try layout(Button("Go") {}.buttonStyle(CapsuleAction()))
        #expect(tree.all(.shape).count == 1, "the capsule behind the button")
        #expect(texts(resolveView(Button("Tap") {}.buttonStyle(TapOnly()))) == ["Tap"])
        // The style set nearest the button wins, primitive or not.
        let inner = Button("Go") {}.buttonStyle(.plain).buttonStyle(CapsuleAction())
        #expect(try layout(inner).all(.shape).isEmpty)
        let outer = Button("Go") {}.buttonStyle(CapsuleAction()).buttonStyle(.plain)
        #expect(try layout(outer).all(.shape).count == 1)
        #expect(try layout(Button("Go") {}.buttonStyle(OutlinedButton()).buttonStyle(.bordered)).all(.shape).count == 1,
                "the outline, not the bordered fill")
        #expect(try layout(Button("Go") {}.buttonStyle(.bordered).buttonStyle(OutlinedButton())).all(.shape).count == 1,
                "the bordered fill, not the outline")
    }

    @Test func theSystemButtonStylesArePrimitiveAsInSwiftUI() throws {
        let responsive = try layout(Button("Go") {}.buttonStyle(Responsive()))
        #expect(responsive.all(.shape).isEmpty && responsive.all(.text).map(\.detail) == ["Go"])
        #expect(try layout(Button("Go") {}.buttonStyle(.borderedProminent)).all(.shape).count == 1)
        #expect(try layout(Button("Go") {}.buttonStyle(BorderedButtonStyle())).all(.shape).count == 1)
        #expect(try layout(Button("Go") {}.buttonStyle(DefaultButtonStyle())).all(.shape).isEmpty)
    }

    @Test func groupBoxGaugeLabeledContentAndDisclosureGroupDrawTheCustomStyle() throws {
        #expect(texts(resolveView(GroupBox("Title") { Text("Body") }.groupBoxStyle(CardBox()))) == ["Title", "Body"])
        #expect(try layout(GroupBox("Title") { Text("Body") }.groupBoxStyle(CardBox())).all(.shape).isEmpty,
                "no rounded box behind a custom group box")
        #expect(try layout(GroupBox("Title") { Text("Body") }).all(.shape).count == 1, "iOS's box by default")
        #expect(texts(resolveView(Gauge(value: 30, in: 0...120) { Text("Fuel") }.gaugeStyle(Percent()))) == ["Fuel", "25%"])
        let stacked = try layout(LabeledContent("Name", value: "Ada").labeledContentStyle(Stacked()))
        let lines = stacked.all(.text)
        #expect(lines.map(\.detail) == ["Name", "Ada"])
        #expect(lines[1].frame.minY > lines[0].frame.minY && lines[1].frame.minX == lines[0].frame.minX)
        let expanded = DisclosureGroup("More", isExpanded: .constant(true)) { Text("Inside") }.disclosureGroupStyle(PlusMinus())
        #expect(texts(resolveView(expanded)) == ["−", "More", "Inside"])
        #expect(texts(resolveView(DisclosureGroup("More") { Text("Inside") }.disclosureGroupStyle(PlusMinus()))) == ["+", "More"])
    }
}
