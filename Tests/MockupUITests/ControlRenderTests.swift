import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// Issue 10's controls rendered at @3x with the bundled fonts: pixel colours where iOS puts them.
/// With `MOCKUP_CONTROL_RENDERS=<dir>` the renders are also written there as PNGs for review.
@MainActor @Suite struct ControlRenderTests {
    func render<V: View>(_ name: String, _ view: V, width: Double = 393, scheme: ColorScheme = .light) throws -> PixelImage {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let background: RGBA = scheme == .dark ? .black : .white
        let (_, image) = try R.render(view: resolveView(view, environment: environment), width: width, background: background)
        if let directory = ProcessInfo.processInfo.environment["MOCKUP_CONTROL_RENDERS"] {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try PNGEncoder.write(image.image, toFile: "\(directory)/\(name)-\(scheme).png")
        }
        return image.image
    }

    /// A LabeledContent's value is the secondary level of the foreground, not a fixed grey: under
    /// `.foregroundStyle(.white)` on green it is white at 60 %, as iOS draws a receipt's rows.
    @Test func labeledContentValueTakesTheSecondaryLevelOfTheForeground() throws {
        let image = try render("labeled-content-on-green",
                               LabeledContent("ID", value: "MMMMMMMM").foregroundStyle(.white).padding(16)
                                   .background(Color(red: 0, green: 0.5, blue: 0)), width: 300)
        // The value's glyphs sit at the trailing end of the row: their brightest red is white's 60 %
        // over the green's 0, not the secondary label grey's 60 % of 60.
        var brightest = 0
        for y in 20 * 3..<34 * 3 { for x in 200 * 3..<284 * 3 { brightest = max(brightest, Int(image.rgba(x, y).r)) } }
        #expect(brightest >= 150 && brightest <= 156, "value glyphs' red: \(brightest)")
    }

    /// A linear gauge's and a progress view's value labels are the foreground's secondary level too:
    /// white at 60 % on a card that sets `.foregroundStyle(.white)`.
    @Test func gaugeAndProgressValueLabelsTakeTheSecondaryLevelOfTheForeground() throws {
        for (name, view) in [("gauge", AnyView(Gauge(value: 0.68) { Text("Goal") } currentValueLabel: { Text("MMMM") }
                                            .gaugeStyle(.linearCapacity))),
                             ("progress", AnyView(ProgressView(value: 0.68) { Text("Goal") } currentValueLabel: { Text("MMMM") }))] {
            let image = try render("\(name)-on-green", view.foregroundStyle(.white).padding(16)
                                    .background(Color(red: 0, green: 0.5, blue: 0)), width: 300)
            var brightest = 0
            for y in 0..<image.height { for x in 16 * 3..<60 * 3 where y > 40 * 3 { brightest = max(brightest, Int(image.rgba(x, y).r)) } }
            #expect(brightest >= 150 && brightest <= 156, "\(name) value label's red: \(brightest)")
        }
    }

    @Test func colorWellRingSweepsTheHues() throws {
        let image = try render("color-well", ColorPicker("Accent", selection: .constant(.orange)).padding(16))
        // The 28-pt well ends 16 pt from the trailing edge, 16 pt from the top: centre (363, 30); the
        // ring's middle is 1.5 pt inside its edge.
        let trailing = image.rgba(Int(375.5 * 3), 30 * 3), leading = image.rgba(Int(350.5 * 3), 30 * 3)
        #expect(trailing.r > 200 && trailing.g < 80 && trailing.b < 80, "red at the trailing point: \(trailing)")
        #expect(leading.r < 80 && leading.g > 200 && leading.b > 200, "cyan opposite: \(leading)")
        let fill = image.rgba(363 * 3, 30 * 3)
        #expect(fill.r == 255 && fill.g == 149 && fill.b == 0, "the selected colour inside")
    }

    @Test func aBadgeOutsideAListRowOrATabDrawsNothingAndIsNotNoted() throws {
        let plain = resolveView(Text("Inbox").padding(8))
        let badged = resolveView(Text("Inbox").badge(3).padding(8))
        let (plainList, plainImage) = try R.render(view: plain, width: 100)
        let (badgedList, badgedImage) = try R.render(view: badged, width: 100)
        #expect(badgedList.warnings.isEmpty && badgedList.warnings == plainList.warnings)
        #expect(badgedImage.image.pixels == plainImage.image.pixels)
    }

    @Test func switchTrackAndKnob() throws {
        let image = try render("toggle", VStack(spacing: 8) {
            Toggle("Airplane Mode", isOn: .constant(true))
            Toggle("Wi-Fi", isOn: .constant(false))
        }.padding(16))
        // On track (x 326…377 pt, y 16…47): green left of the knob; white knob at the right end.
        let on = image.rgba(Int(333 * 3), Int(31.5 * 3))
        #expect(on.r == 0x34 && on.g == 0xC7 && on.b == 0x59)
        let knob = image.rgba(Int(363 * 3), Int(31.5 * 3))
        #expect(knob.r == 255 && knob.g == 255 && knob.b == 255)
        // Off track: secondary fill over white, knob at the left end.
        let off = image.rgba(Int(370 * 3), Int(70.5 * 3))
        #expect(off.r == 233 && off.g == 233 && off.b == 235)
    }

    @Test func dividerIsOnePixelOfSeparator() throws {
        let image = try render("divider", VStack(spacing: 0) {
            Color.clear.frame(height: 10)
            Divider()
            Color.clear.frame(height: 10)
        })
        let line = image.rgba(100, 30)
        #expect(line.r == 198 && line.g == 198 && line.b == 200, "rgba(60,60,67,0.29) over white: \(line)")
        #expect(image.rgba(100, 29).r == 255 && image.rgba(100, 31).r == 255)
    }

    @Test func segmentedControlRaisesTheSelection() throws {
        let image = try render("segmented", Picker("View", selection: .constant(0)) {
            Text("Day").tag(0)
            Text("Week").tag(1)
            Text("Month").tag(2)
        }.pickerStyle(.segmented).padding(16), scheme: .light)
        let selected = image.rgba(Int(30 * 3), Int(20 * 3))
        #expect(selected.r == 255 && selected.g == 255 && selected.b == 255)
        let track = image.rgba(Int(200 * 3), Int(20 * 3))
        #expect(track.r == 238 && track.g == 238 && track.b == 240, "tertiary fill over white: \(track)")
    }

    @Test func galleryRendersInBothSchemes() throws {
        let gallery = VStack(alignment: .leading, spacing: 16) {
            TextField("Search", text: .constant("")).textFieldStyle(.roundedBorder)
            TextField("Message", text: .constant("Hello there"), axis: .vertical)
            Slider(value: .constant(0.4))
            Stepper("Guests: 2", value: .constant(2), in: 1...10)
            ProgressView(value: 0.6)
            ProgressView()
            HStack {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Delete", role: .destructive) {}
            }
            DatePicker("Start", selection: .constant(Date(timeIntervalSince1970: 1_700_000_000)))
            Divider()
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 8), count: 4), spacing: 8) {
                ForEach(0..<8) { _ in RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(height: 40) }
            }
        }
        .padding(16)
        for scheme in ColorScheme.allCases {
            let image = try render("gallery", gallery, scheme: scheme)
            #expect(image.width == 393 * 3)
        }
        let list = NavigationStack {
            List {
                Section("Account") {
                    NavigationLink("Profile") { Text("Detail") }
                    Toggle("Notifications", isOn: .constant(true))
                    Text("Inbox").badge(3)
                }
                Section {
                    Picker("Theme", selection: .constant("Dark")) {
                        ForEach(["Light", "Dark"], id: \.self) { Text($0) }
                    }
                } footer: {
                    Text("Applies to every screen.")
                }
            }
            .navigationTitle("Settings")
            .toolbar { Button("Done") {} }
            .searchable(text: .constant(""))
        }
        .frame(height: 700)
        for scheme in ColorScheme.allCases {
            let image = try render("settings", list, scheme: scheme)
            let background = image.rgba(5, 600 * 3)
            #expect(scheme == .light ? background.r == 0xF2 && background.b == 0xF7 : background.r == 0)
        }
    }
}

/// Navigation bars, plain lists, paged tab views and empty states, rendered for review.
@MainActor @Suite struct ContainerRenderTests {
    let renders = ControlRenderTests()

    @Test func inlineBarWithItemsAndAPlainList() throws {
        let view = NavigationStack {
            List {
                ForEach(["Alice", "Bob", "Carol"], id: \.self) { name in
                    Label(name, systemImage: "person")
                }
            }
            .listStyle(.plain)
            .navigationTitle("Contacts")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button { } label: { Image(systemName: "plus") }
                }
            }
        }
        .frame(height: 300)
        let image = try renders.render("inline-plain-list", view)
        // A plain list sits on the system background, also under the transparent bar.
        let under = image.rgba(200 * 3, 10 * 3)
        #expect(under.r == 255 && under.g == 255 && under.b == 255)
        // "Edit" in the tint at the leading margin of the 44-pt bar.
        var tinted = 0
        for x in (16 * 3)..<(50 * 3) where image.rgba(x, 22 * 3).b > 200 && image.rgba(x, 22 * 3).r < 60 { tinted += 1 }
        #expect(tinted > 0)
    }

    @Test func pagedTabViewShowsThePageAndDots() throws {
        let view = TabView {
            Color.indigo
            Color.orange
            Color.teal
        }
        .tabViewStyle(.page)
        .frame(height: 200)
        let image = try renders.render("paged-tabs", view)
        let page = image.rgba(20 * 3, 20 * 3)
        #expect(page.r == 0x58 && page.g == 0x56 && page.b == 0xD6, "the first page")
        // Three dots centred 10 pt above the bottom: the first (current) opaque white.
        let dotY = Int((200 - 10 - 6 - 4) * 3)
        let first = image.rgba(Int((196.5 - 16) * 3), dotY)
        #expect(first.r == 255 && first.g == 255 && first.b == 255)
    }

    /// A page larger than the tab view (an image scaled to fill) is clipped to it, as UIKit's paging
    /// scroll view clips: the header drawn before a 200-pt carousel stays clear.
    @Test func pagedTabViewClipsAPageThatOverflows() throws {
        let view = VStack(spacing: 0) {
            Color.white.frame(height: 60)
            TabView {
                Color.indigo.frame(width: 393, height: 300)
            }
            .tabViewStyle(.page)
            .frame(height: 200)
        }
        let image = try renders.render("paged-tabs-overflow", view)
        let top = image.rgba(20 * 3, 62 * 3), header = image.rgba(20 * 3, 40 * 3)
        #expect(top.r == 0x58 && top.b == 0xD6, "the page from the tab view's top: \(top)")
        #expect(header.r == 255 && header.g == 255 && header.b == 255, "the page's 50 pt above it clipped: \(header)")
    }

    @Test func contentUnavailableAndGroupBox() throws {
        let view = VStack(spacing: 20) {
            GroupBox("Storage") {
                LabeledContent("Used", value: "12 GB")
                Gauge(value: 0.3) { Text("Capacity") }
            }
            ContentUnavailableView("No Mail", systemImage: "envelope", description: Text("New messages appear here."))
                .frame(height: 220)
        }
        .padding(16)
        let image = try renders.render("empty-state", view)
        let box = image.rgba(30 * 3, 24 * 3)
        #expect(box.r == 242 && box.g == 242 && box.b == 247, "GroupBox on the secondary system background")
        let yellow = try renders.render("group-box-background-style",
                                        GroupBox("Card") { Text("Balance") }.backgroundStyle(Color.yellow).padding(16))
        #expect(yellow.rgba(30 * 3, 24 * 3) == (255, 204, 0, 255), "backgroundStyle fills the box")
    }
}

/// Menus, links, disclosure groups, control groups, colour and wheel pickers, rendered for review.
@MainActor @Suite struct MiscControlRenderTests {
    @Test func menusLinksAndGroups() throws {
        let view = VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 20) {
                Menu("Sort") { Button("Name") {} }
                Link("Website", destination: URL(string: "https://example.com")!)
                ShareLink(item: "Hello")
            }
            DisclosureGroup("Details", isExpanded: .constant(true)) {
                Text("Shown when expanded").foregroundStyle(.secondary)
            }
            ControlGroup {
                Button { } label: { Image(systemName: "minus") }
                Button { } label: { Image(systemName: "plus") }
            }
            ColorPicker("Accent", selection: .constant(.orange))
            Picker("Hour", selection: .constant(3)) {
                ForEach(0..<7) { Text("\($0)") }
            }
            .pickerStyle(.wheel)
        }
        .padding(16)
        let image = try ControlRenderTests().render("misc", view)
        // "Sort" draws in the tint at the top leading corner.
        var tinted = 0
        for x in (16 * 3)..<(50 * 3) where image.rgba(x, 27 * 3).b > 200 && image.rgba(x, 27 * 3).r < 60 { tinted += 1 }
        #expect(tinted > 0)
    }
}
