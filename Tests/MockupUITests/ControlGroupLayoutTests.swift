import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// `ControlGroup` in each built-in style (docs/CONTROLS.md, "Control groups"): equal segments as
/// wide as the widest label needs, borderless buttons for `.navigation`, the label for the menus.
@MainActor @Suite struct ControlGroupLayoutTests {
    func tree(_ view: some View, width: Double? = nil) throws -> LayoutTree {
        try layout(resolveView(view), width: width, height: nil)
    }

    func quickActions() -> some View {
        ControlGroup {
            Button("Pause", systemImage: "pause.fill") {}
            Button("Reconnect", systemImage: "arrow.clockwise") {}
            Button("Change", systemImage: "globe") {}
        }
    }

    /// Whether the hairlines' centres are at `boundaries`: a 1-pt (3-pixel) line centred on a
    /// boundary is drawn a sixth of a point to one side at @3x.
    func centred(_ lines: [Rect], on boundaries: [Double]) -> Bool {
        lines.count == boundaries.count && zip(lines, boundaries).allSatisfy { abs($0.midX - $1) <= 1.0 / 6 + 1e-6 }
    }

    /// The hairlines between segments as drawn: 1-pt shapes.
    func dividers(_ tree: LayoutTree) -> [Rect] {
        tree.all(.shape).map(\.displayFrame).filter { abs($0.width - 1) < 1e-6 }
    }

    @Test func atItsIdealWidthEverySegmentIsAsWideAsTheWidestLabelNeeds() throws {
        let group = try tree(quickActions())
        let segment = group.root.frame.width / 3
        let reconnect = group.one(.text, "Reconnect").frame
        let pause = group.one(.text, "Pause").frame
        #expect(abs(reconnect.maxX - (2 * segment - 12)) < 1e-6, "the widest label fills its segment less the 12-pt insets")
        #expect(reconnect.height == pause.height, "one line each")
        #expect(centred(dividers(group), on: [segment, 2 * segment]), "\(dividers(group))")
    }

    @Test func moreWidthWidensEverySegmentAlike() throws {
        let group = try tree(quickActions(), width: 393)
        expectSize(group.root.frame.size, 393, group.root.frame.height)
        #expect(centred(dividers(group), on: [131, 262]), "\(dividers(group))")
        let change = group.one(.text, "Change").frame
        #expect(change.maxX < 393 - 12 && change.minX > 262, "Change is centred in the last third")
    }

    @Test func lessWidthKeepsEqualSegmentsAndOneLine() throws {
        let group = try tree(quickActions(), width: 240)
        #expect(centred(dividers(group), on: [80, 160]), "\(dividers(group))")
        #expect(group.one(.text, "Pause").frame.height == group.one(.text, "Change").frame.height)
        #expect(group.all(.text).allSatisfy { $0.frame.height == group.one(.text, "Pause").frame.height })
    }

    @Test func theNavigationStyleDrawsBorderlessButtonsSideBySide() throws {
        let group = try tree(quickActions().controlGroupStyle(.navigation))
        #expect(group.all(.shape).isEmpty, "no box, no hairlines")
        let pause = group.one(.text, "Pause").frame, reconnect = group.one(.text, "Reconnect").frame
        #expect(pause.maxX < reconnect.minX && abs(pause.midY - reconnect.midY) < 1e-6)
    }

    /// In a navigation bar the automatic style is the navigation one: each control a borderless bar
    /// button, as far apart as bar items, the last at the bar's trailing margin; no segmented box.
    @Test func inANavigationBarTheAutomaticStyleDrawsBarButtons() throws {
        let screen = NavigationStack {
            Text("Branches list")
                .navigationTitle("Branches")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        ControlGroup {
                            Button("New Branch", systemImage: "plus") {}
                            Button("Fetch", systemImage: "arrow.down") {}
                        }
                    }
                }
        }
        let laid = try layout(resolveView(screen), width: 393, height: 852)
        #expect(!laid.all(.shape).contains { $0.detail?.contains("#767680@0.12") == true }, "no tertiary-fill box")
        #expect(dividers(laid).isEmpty, "no hairlines")
        let symbols = laid.all(.symbol)
        let plus = try #require(symbols.first { $0.detail?.contains("plus") == true }?.frame)
        let fetch = try #require(symbols.first { $0.detail?.contains("arrow.down") == true }?.frame)
        #expect(abs(fetch.maxX - (393 - 16)) < 1e-6, "the last button at the bar's trailing margin: \(fetch)")
        #expect(abs(fetch.minX - plus.maxX - 16) < 1e-6, "bar items' spacing: \(plus) \(fetch)")
        #expect(abs(plus.midY - fetch.midY) < 1e-6 && fetch.maxY <= 44)
    }

    @Test func theMenuStylesShowTheLabelAndThePaletteIsSegmented() throws {
        let edit = ControlGroup("Edit", systemImage: "pencil") { Button("Cut") {}; Button("Copy") {} }
        #expect(try tree(edit.controlGroupStyle(.menu)).all(.text).compactMap(\.detail) == ["Edit"])
        #expect(try tree(edit.controlGroupStyle(.compactMenu)).all(.text).compactMap(\.detail) == ["Edit"])
        #expect(try tree(edit).all(.text).compactMap(\.detail) == ["Cut", "Copy"], "the automatic style shows the controls")
        let palette = try tree(quickActions().controlGroupStyle(.palette), width: 393)
        #expect(centred(dividers(palette), on: [131, 262]), "\(dividers(palette))")
    }

    @Test func aGroupInAFormRowHasEqualSegmentsAcrossTheRow() throws {
        let form = try layout(resolveView(Form { Section { quickActions() } }), width: 393, height: 300)
        let lines = dividers(form).filter { $0.height > 10 }
        #expect(lines.count == 2)
        // The group's box: the narrowest shape around the hairlines.
        let first: Rect = lines[0], last: Rect = lines[1]
        let frames: [Rect] = form.all(.shape).map(\.frame)
        let around: [Rect] = frames.filter { frame in
            frame.width > 100 && frame.minX <= first.minX && frame.maxX >= last.maxX && frame.minY <= first.minY
        }
        let box = try #require(around.min { $0.width < $1.width })
        let third: Double = box.width / 3
        #expect(centred([first, last], on: [box.minX + third, box.minX + 2 * third]))
    }
}
