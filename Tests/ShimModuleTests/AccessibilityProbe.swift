import Accessibility
import Foundation
import SwiftUI
import Testing
@testable import MockupUI

// Every accessibility modifier of SwiftUI's iOS 17 surface as Apple documents it, written as
// pasted code writes them, through `import SwiftUI`. None changes the drawing.

private struct Alert: Identifiable {
    let id: Int
    let title: String
}

private struct AccessibilityProbe: View {
    @Namespace private var namespace
    @AccessibilityFocusState private var isTitleFocused: Bool
    @AccessibilityFocusState(for: .voiceOver) private var voiceOverFocused: Bool
    @AccessibilityFocusState private var focusedAlert: Int?
    @AccessibilityFocusState(for: [.voiceOver, .switchControl]) private var focusedRow: String?
    private let alerts = [Alert(id: 1, title: "Low battery"), Alert(id: 2, title: "Update")]
    private let text = "Hello world"

    var body: some View { focusAndText }

    private var deprecatedForms: some View {
        ProbeCard()
            // iOS 13/14 forms
            .accessibility(hidden: false)
            .accessibility(label: Text("Report"))
            .accessibility(hint: Text("Opens the report"))
            .accessibility(inputLabels: [Text("Report"), Text("Quarter")])
            .accessibility(identifier: "report")
            .accessibility(selectionIdentifier: AnyHashable("q3"))
            .accessibility(sortPriority: 1)
            .accessibility(activationPoint: CGPoint(x: 4, y: 4))
            .accessibility(activationPoint: UnitPoint.center)
            .accessibility(value: Text("Q3"))
            .accessibility(addTraits: .isHeader)
            .accessibility(removeTraits: .isImage)
    }

    private var actionsAndBehaviors: some View {
        deprecatedForms
            // labels, values, actions
            .accessibilityInputLabels(["Report", "Quarter"])
            .accessibilityInputLabels([String("Report")])
            .accessibilityInputLabels([Text("Report")])
            .accessibilityAction(named: Text("Share")) {}
            .accessibilityAction(named: "Archive") {}
            .accessibilityAction(named: String("Delete")) {}
            .accessibilityAction { print("default") } label: { Label("Pin", systemImage: "pin") }
            .accessibilityActions {
                Button("Flag") {}
                Toggle("Muted", isOn: .constant(true))
            }
            .accessibilityActivationPoint(CGPoint(x: 2, y: 2))
            .accessibilityActivationPoint(.topLeading)
            .accessibilityDirectTouch()
            .accessibilityDirectTouch(true, options: [.silentOnTouch, .requiresActivation])
            .accessibilityZoomAction { action in
                switch action.direction {
                case .zoomIn: _ = action.location
                case .zoomOut: _ = action.point
                }
            }
            .accessibilityScrollAction { edge in _ = edge }
            .accessibilityRespondsToUserInteraction()
            .accessibilityRespondsToUserInteraction(false)
            .accessibilityShowsLargeContentViewer()
            .accessibilityShowsLargeContentViewer { Label("Report", systemImage: "doc") }
            .accessibilityIgnoresInvertColors()
            .accessibilityIgnoresInvertColors(false)
    }

    private var relationshipsAndCustomContent: some View {
        actionsAndBehaviors
            // relationships
            .accessibilityLabeledPair(role: .label, id: "name", in: namespace)
            .accessibilityLabeledPair(role: AccessibilityLabeledPairRole.content, id: "name", in: namespace)
            .accessibilityLinkedGroup(id: 7, in: namespace)
            .accessibilityChildren {
                HStack { Rectangle(); Rectangle() }
            }
            // custom content
            .accessibilityCustomContent(.status, Text("Ready"))
            .accessibilityCustomContent(.status, nil)
            .accessibilityCustomContent(.owner, "Ada", importance: .high)
            .accessibilityCustomContent(.owner, String("Ada"))
            .accessibilityCustomContent(Text("Owner"), Text("Ada"))
            .accessibilityCustomContent("Owner", Text("Ada"), importance: .default)
            .accessibilityCustomContent("Owner", "Ada")
            .accessibilityCustomContent("Owner", String("Ada"))
            .accessibilityCustomContent(String("Owner"), String("Ada"))
    }

    private var rotorBuilders: some View {
        relationshipsAndCustomContent
            .accessibilityRotor("Alerts") {
                ForEach(alerts) { alert in
                    AccessibilityRotorEntry(alert.title, id: alert.id)
                }
            }
            .accessibilityRotor(Text("Pinned")) {
                AccessibilityRotorEntry(Text("First"), id: 1)
                AccessibilityRotorEntry("Second", id: 2, in: namespace)
                if alerts.count > 1 {
                    AccessibilityRotorEntry(Text("Third"), id: 3, in: namespace, textRange: nil) {}
                }
            }
            .accessibilityRotor(.headings) {
                AccessibilityRotorEntry(textRange: text.startIndex..<text.endIndex)
            }
            .accessibilityRotor(String("Words")) {
                AccessibilityRotorEntry(String("Hello"), textRange: text.startIndex..<text.index(text.startIndex, offsetBy: 5))
                AccessibilityRotorEntry("world", textRange: text.index(text.startIndex, offsetBy: 6)..<text.endIndex)
                AccessibilityRotorEntry(String("Fourth"), 4, in: namespace)
                AccessibilityRotorEntry(String("Fifth"), id: 5)
            }
    }

    private var rotorLists: some View {
        rotorBuilders
            .accessibilityRotor("Alerts", entries: alerts, entryLabel: \.title)
            .accessibilityRotor(Text("Alerts"), entries: alerts, entryLabel: \.title)
            .accessibilityRotor(.links(visited: true), entries: alerts, entryLabel: \.title)
            .accessibilityRotor(String("Alerts"), entries: alerts, entryLabel: \.title)
            .accessibilityRotor("Alerts", entries: alerts, entryID: \.id, entryLabel: \.title)
            .accessibilityRotor(Text("Alerts"), entries: alerts, entryID: \.id, entryLabel: \.title)
            .accessibilityRotor(.headings(level: .h2), entries: alerts, entryID: \.id, entryLabel: \.title)
            .accessibilityRotor(String("Alerts"), entries: alerts, entryID: \.id, entryLabel: \.title)
            .accessibilityRotor("Words", textRanges: [text.startIndex..<text.endIndex])
            .accessibilityRotor(Text("Words"), textRanges: [])
            .accessibilityRotor(.misspelledWords, textRanges: [])
            .accessibilityRotor(String("Words"), textRanges: [])
            .accessibilityRotorEntry(id: 1, in: namespace)
    }

    private var focusAndText: some View {
        rotorLists
            .accessibilityFocused($isTitleFocused)
            .accessibilityFocused($voiceOverFocused)
            .accessibilityFocused($focusedAlert, equals: 1)
            .accessibilityFocused($focusedRow, equals: "a")
            // text content, speech, typesetting
            .accessibilityTextContentType(.narrative)
            .speechAlwaysIncludesPunctuation()
            .speechSpellsOutCharacters(false)
            .speechAdjustedPitch(0.5)
            .speechAnnouncementsQueued()
            .typesettingLanguage(Locale.Language(identifier: "th"))
            .typesettingLanguage(.explicit(Locale.Language(identifier: "vi")), isEnabled: false)
            .typesettingLanguage(.automatic)
    }
}

/// Apple's audio-graph pattern: the chart view describes itself.
private struct SalesChart: View, AXChartDescriptorRepresentable {
    let sales: [(month: String, amount: Double)] = [("Jan", 12), ("Feb", 30), ("Mar", 21)]

    var body: some View {
        ProbeCard().accessibilityChartDescriptor(self)
    }

    func makeChartDescriptor() -> AXChartDescriptor {
        let months = AXCategoricalDataAxisDescriptor(title: "Month", categoryOrder: sales.map(\.month))
        let amounts = AXNumericDataAxisDescriptor(title: "Sales", range: 0...40, gridlinePositions: [10, 20, 30]) { value in
            "\(Int(value)) units"
        }
        let series = AXDataSeriesDescriptor(name: "2024", isContinuous: false, dataPoints: sales.map {
            AXDataPoint(x: $0.month, y: $0.amount, label: $0.month)
        })
        let trend = AXDataSeriesDescriptor(name: "Trend", isContinuous: true, dataPoints: [
            AXDataPoint(x: 0, y: 12, additionalValues: [.number(1), .category("low")]),
            AXDataPoint(x: 2, y: 21),
        ])
        return AXChartDescriptor(title: "Sales by month", summary: "Sales peak in February",
                                 xAxis: months, yAxis: amounts, additionalAxes: [], series: [series, trend])
    }

    func updateChartDescriptor(_ descriptor: AXChartDescriptor) {
        descriptor.summary = "Updated"
    }
}

extension AccessibilityCustomContentKey {
    static let status = AccessibilityCustomContentKey("Status", id: "status")
    @MainActor static var owner: AccessibilityCustomContentKey { AccessibilityCustomContentKey(Text("Owner"), id: "owner") }
    static let ownerKeyOnly = AccessibilityCustomContentKey("Owner")
}

@MainActor @Suite struct AccessibilityProbeTests {
    @Test func accessibilityModifiersLeaveTheLayoutExactlyAsIs() throws {
        try expectSameLayout(AccessibilityProbe(), as: ProbeCard())
    }

    @Test func theComparisonSeesAOnePointChange() throws {
        let card = placed(try layout(resolveView(ProbeCard()), width: 390))
        let padded = placed(try layout(resolveView(ProbeCard().padding(.leading, 1)), width: 390))
        #expect(card != padded)
    }

    @Test func textFormsStayTextAndConcatenate() throws {
        let styled: Text = Text("Total ").accessibilityTextContentType(.spreadsheet).accessibilityHeading(.h1)
            + Text("12").accessibilityLabel("twelve").speechSpellsOutCharacters().speechAdjustedPitch(-0.2)
            + Text("€").accessibilityLabel(Text("euros")).accessibilityLabel(String("euros"))
                .speechAlwaysIncludesPunctuation().speechAnnouncementsQueued(false)
                .typesettingLanguage(.automatic).typesettingLanguage(Locale.Language(identifier: "en"), isEnabled: true)
        try expectSameLayout(VStack { ProbeCard(); styled }, as: VStack { ProbeCard(); Text("Total ") + Text("12") + Text("€") })
    }

    @Test func deprecatedIdentifierNamesTheViewLikeTheCurrentForm() throws {
        let tree = try layout(resolveView(ProbeCard().accessibility(identifier: "card")), width: 390)
        let current = try layout(resolveView(ProbeCard().accessibilityIdentifier("card")), width: 390)
        #expect(tree.frame(of: "card") == current.frame(of: "card"))
        #expect(tree.frame(of: "card")?.width == 390)
    }

    @Test func chartDescriptorsDescribeTheChartAndLeaveItAsDrawn() throws {
        try expectSameLayout(SalesChart(), as: ProbeCard())
        let chart = SalesChart().makeChartDescriptor()
        #expect(chart.title == "Sales by month" && chart.summary == "Sales peak in February")
        #expect((chart.xAxis as? AXCategoricalDataAxisDescriptor)?.categoryOrder == ["Jan", "Feb", "Mar"])
        #expect(chart.yAxis?.valueDescriptionProvider(30) == "30 units")
        #expect(chart.yAxis.map { [$0.lowerBound, $0.upperBound] } == [0, 40])
        #expect(chart.series[0].dataPoints.map(\.xValue.category) == ["Jan", "Feb", "Mar"])
        #expect(chart.series[0].dataPoints.map { $0.yValue?.number } == [12, 30, 21])
        #expect(chart.series[1].dataPoints[0].xValue.number == 0 && chart.series[1].dataPoints[0].additionalValues[1].category == "low")
        SalesChart().updateChartDescriptor(chart)
        #expect(chart.summary == "Updated")
        #expect(AXCustomContent(label: "Owner", value: "Ada").importance == .default)
    }

    @Test func focusStateKeepsWhatCodeSets() {
        let state = AccessibilityFocusState<Int?>()
        #expect(state.wrappedValue == nil)
        state.projectedValue.wrappedValue = 2
        #expect(state.wrappedValue == 2)
        let flag = AccessibilityFocusState<Bool>(for: .switchControl)
        #expect(flag.wrappedValue == false)
    }

    @Test func technologiesAreASet() {
        var both: AccessibilityTechnologies = [.voiceOver, .switchControl]
        #expect(both.contains(.voiceOver) && both.contains(.switchControl))
        #expect(both.remove(.voiceOver) == .voiceOver)
        #expect(!both.contains(.voiceOver) && both == .switchControl)
        #expect(both.insert(.switchControl).inserted == false)
        #expect(AccessibilityTechnologies.voiceOver.symmetricDifference(.switchControl) == [.voiceOver, .switchControl])
        #expect(AccessibilityTechnologies().isEmpty)
    }
}
