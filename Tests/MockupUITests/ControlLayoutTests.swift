import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// Issue 10's composed controls and containers: exact frames with TestSans, resolved colours.
@MainActor @Suite struct ControlLayoutTests {
    /// Lays out `view` resolved with `environment`.
    func tree<V: View>(_ view: V, width: Double? = 393, height: Double? = nil,
                       environment: EnvironmentValues = EnvironmentValues()) throws -> LayoutTree {
        try layout(resolveView(view, environment: environment), width: width, height: height)
    }

    /// Frames of the shapes whose paint is exactly `color` (hex as `nodeTree` prints it), in tree order.
    func shapes(_ tree: LayoutTree, _ color: String) -> [Rect] {
        tree.all(.shape).filter { node in
            guard let shape = node.resolvedShape else { return false }
            return describe(shape).hasSuffix(" " + color) || describe(shape).contains(" \(color) ")
        }.map(\.frame)
    }

    // MARK: Grid tracks (pure function)

    @Test func flexibleTracksShareTheFreeWidthEqually() {
        let items = Array(repeating: GridItem(.flexible(), spacing: 10), count: 3)
        let tracks = GridTrackLayout.tracks(items, available: 300)
        #expect(tracks.map(\.length).allSatisfy { abs($0 - 280.0 / 3) < 1e-9 })
        #expect(tracks.map(\.spacingAfter) == [10, 10, 0])
    }

    @Test func fixedTracksComeOffTheTopAndBoundsClamp() {
        let tracks = GridTrackLayout.tracks([GridItem(.fixed(100)), GridItem(.flexible(maximum: 50)), GridItem(.flexible())],
                                            available: 300)
        // 300 − 2 × 8 spacing − 100 fixed = 184; the least flexible item (max 50) is served first.
        #expect(tracks.map(\.length) == [100, 50, 134])
        let tight = GridTrackLayout.tracks([GridItem(.flexible(minimum: 150)), GridItem(.flexible(minimum: 150))], available: 200)
        #expect(tight.map(\.length) == [150, 150], "minimums win over the available width, as in SwiftUI")
    }

    /// An adaptive item's maximum caps each of its tracks, not the width they share: 393 pt holds
    /// floor((393 + 2) / (90 + 2)) = 4 tracks of (393 − 3 × 2) / 4 = 96.75 ≤ 180 (it had been one
    /// 180-pt track); with a maximum under the share, the tracks stop at it.
    @Test func anAdaptiveItemsMaximumBoundsEachTrack() {
        let tracks = GridTrackLayout.tracks([GridItem(.adaptive(minimum: 90, maximum: 180), spacing: 2)], available: 393)
        #expect(tracks.map(\.length) == [96.75, 96.75, 96.75, 96.75])
        let capped = GridTrackLayout.tracks([GridItem(.adaptive(minimum: 100, maximum: 110))], available: 393)
        #expect(capped.map(\.length) == [110, 110, 110])
    }

    @Test func adaptiveItemsYieldAsManyTracksAsFit() {
        let tracks = GridTrackLayout.tracks([GridItem(.adaptive(minimum: 80))], available: 361)
        // floor((361 + 8) / (80 + 8)) = 4 tracks of (361 − 3 × 8) / 4.
        #expect(tracks.count == 4)
        #expect(tracks.allSatisfy { $0.length == 84.25 })
        #expect(tracks.map(\.item) == [0, 0, 0, 0])
    }

    // MARK: LazyVGrid composition matches the track function

    @Test func lazyVGridRowsFollowTheTracks() throws {
        let grid = LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 10), count: 3), spacing: 12) {
            ForEach(0..<5) { _ in Color.red.frame(height: 20) }
        }
        let laid = try tree(grid, width: 300)
        let cells = shapes(laid, "#FF3B30")
        #expect(cells.count == 5)
        let tracks = GridTrackLayout.tracks(Array(repeating: GridItem(.flexible(), spacing: 10), count: 3), available: 300)
        var x = 0.0
        for (column, track) in tracks.enumerated() {
            expectRect(cells[column], x, 0, track.length, 20)
            x += track.length + track.spacingAfter
        }
        expectRect(cells[3], 0, 32, tracks[0].length, 20)
        expectRect(cells[4], tracks[0].length + 10, 32, tracks[1].length, 20)
        expectSize(laid.root.frame.size, 300, 52)
    }

    @Test func fixedColumnsCentreInTheGrid() throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))]) {
            Color.blue.frame(height: 10)
            Color.blue.frame(height: 10)
        }
        let cells = shapes(try tree(grid, width: 300), "#007AFF")
        expectRect(cells[0], 96, 0, 50, 10)
        expectRect(cells[1], 154, 0, 50, 10)
    }

    @Test func lazyGridSectionsStackTheirHeadersAndStartNewRows() throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 4) {
            Section {
                ForEach(0..<3) { _ in Color.blue.frame(height: 10) }
            } header: {
                Text("Header")
            }
            Section {
                Color.green.frame(height: 10)
            } footer: {
                Color.red.frame(width: 30, height: 6)
            }
        }
        let laid = try tree(grid, width: 300)
        let header = laid.all(.text, "Header")[0]
        #expect(header.frame.minY == 0 && abs(header.frame.midX - 150) < 1e-9, "the header is not a cell: it sits above, centred")
        let cells = shapes(laid, "#007AFF")
        expectRect(cells[0], 96, header.frame.maxY + 4, 50, 10)
        expectRect(cells[1], 154, header.frame.maxY + 4, 50, 10)
        expectRect(cells[2], 96, header.frame.maxY + 18, 50, 10)
        // The second section starts a row of its own, its footer below it.
        let green = try #require(shapes(laid, "#34C759").first)
        expectRect(green, 96, cells[2].maxY + 4, 50, 10)
        expectRect(try #require(shapes(laid, "#FF3B30").first), 135, green.maxY + 4, 30, 6)
    }

    @Test func gridColumnsAreAsWideAsTheirWidestCell() throws {
        let grid = Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow {
                Text("A")
                Text("Longer")
            }
            GridRow {
                Text("Wider text")
                Text("B")
            }
        }
        let laid = try tree(grid, width: 393)
        let a = laid.all(.text, "A")[0], longer = laid.all(.text, "Longer")[0]
        let wide = laid.all(.text, "Wider text")[0], b = laid.all(.text, "B")[0]
        #expect(a.frame.minX == 0 && wide.frame.minX == 0)
        #expect(abs(longer.frame.minX - (wide.frame.width + 10)) < 1e-9, "column 1 starts after the widest cell of column 0")
        #expect(abs(b.frame.minX - longer.frame.minX) < 1e-9)
        #expect(abs(wide.frame.minY - (a.frame.maxY + 4)) < 1e-9)
        #expect(abs(laid.root.frame.width - (wide.frame.width + 10 + longer.frame.width)) < 1e-9, "the grid is as wide as its columns")
    }

    /// A grid offered no width places its columns at the ideal widths it was sized with. Sharing its
    /// own width out again had offered the least flexible column first its even share, leaving the
    /// next one (a wide text under a tall one-letter cell) less than its ideal width: it wrapped.
    @Test func aGridAtItsIdealWidthKeepsItsColumnsIdeal() throws {
        let grid = Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Text("x").font(.system(size: 40)); Text("cc").font(.system(size: 12)); Text("bbbbbbbbbbb").font(.system(size: 12)) }
            GridRow { Text("aaaaaaaaaa").font(.system(size: 14)); Color.clear.frame(width: 0, height: 0); Color.clear.frame(width: 0, height: 0) }
        }
        let laid = try layout(resolveView(grid))
        let wide = laid.all(.text, "aaaaaaaaaa")[0]
        expectRect(wide.frame, 0, laid.all(.text, "x")[0].frame.maxY, 70, 14)
        #expect(laid.all(.text, "cc")[0].frame.minX == 70)
    }

    /// Offered more than its columns' ideal widths, a grid gives each column at least its ideal. The
    /// equation's column (`x =` beside a 200-pt fixed cell) is less flexible than the label's, so it was
    /// offered its even share first, (353 − 24) / 2 = 164.5, below its ideal: `x` and `=` wrapped onto
    /// two lines (the Photomath gallery's `Root` row).
    @Test func aGridWithRoomGivesEachColumnItsIdealWidth() throws {
        let grid = Grid(alignment: .leading, horizontalSpacing: 24) {
            GridRow {
                Text("a b c d").font(.system(size: 13))
                HStack(spacing: 6) {
                    Text("x =").font(.system(size: 26, design: .serif))
                    Color.red.frame(width: 200, height: 60)
                }
            }
        }
        let equation = try layout(resolveView(grid), width: 353).all(.text, "x =")[0]
        let alone = try layout(resolveView(Text("x =").font(.system(size: 26, design: .serif)))).root
        #expect(equation.textLines?.lineCount == 1)
        expectSize(equation.frame.size, alone.frame.width, alone.frame.height)
    }

    /// Apple's `gridCellColumns(_:)` example shape: rows of flexible colours spanning 4, 1 + 3, 1 + 1 + 2 and 1 × 4
    /// columns share the grid's width equally per column.
    @Test func flexibleCellsShareTheColumnsAndSpansCoverThem() throws {
        let grid = Grid(horizontalSpacing: 4, verticalSpacing: 4) {
            GridRow { Color.red.frame(height: 20).gridCellColumns(4) }
            GridRow {
                Color.green.frame(height: 20)
                Color.green.frame(height: 20).gridCellColumns(3)
            }
            GridRow {
                Color.blue.frame(height: 20)
                Color.blue.frame(height: 20)
                Color.blue.frame(height: 20).gridCellColumns(2)
            }
            GridRow { ForEach(0..<4) { _ in Color.orange.frame(height: 20) } }
        }
        let laid = try tree(VStack { grid }, width: 300)
        // (300 − 3 × 4) / 4 = 72 per column.
        expectRect(shapes(laid, "#FF3B30")[0], 0, 0, 300, 20)
        let green = shapes(laid, "#34C759")
        expectRect(green[0], 0, 24, 72, 20)
        expectRect(green[1], 76, 24, 224, 20)
        let blue = shapes(laid, "#007AFF")
        expectRect(blue[2], 152, 48, 148, 20)
        let orange = shapes(laid, "#FF9500")
        #expect(orange.count == 4)
        expectRect(orange[3], 228, 72, 72, 20)
    }

    /// Apple's `gridCellUnsizedAxes(_:)` example: a `Divider` between rows makes the grid fill the width it
    /// is offered, "expanding all the other cells to match"; unsized, it leaves the grid at its cells' width.
    /// A flexible cell spanning the columns does the same.
    @Test func flexibleRowsAcrossTheGridWidenItsColumns() throws {
        func grid(_ divider: some View) -> some View {
            Grid(horizontalSpacing: 8) { GridRow { Text("Hello"); Text("World") }; divider; GridRow { Text("A"); Text("B") } }
        }
        let wide = try tree(VStack { grid(Divider()) }, width: 300)
        #expect(wide.root.frame.width == 300)
        let hello = wide.all(.text, "Hello")[0], world = wide.all(.text, "World")[0]
        // Each column gets half the extra: (300 − 8) / 2 = 146, texts centred in them.
        #expect(abs(hello.frame.midX - 73) < 0.5 && abs(world.frame.midX - (146 + 8 + 73)) < 0.5, "\(hello.frame) \(world.frame)")
        let narrow = try tree(VStack { grid(Divider().gridCellUnsizedAxes(.horizontal)) }, width: 300)
        let cells = narrow.all(.text, "Hello")[0].frame.width + 8 + narrow.all(.text, "World")[0].frame.width
        #expect(abs(narrow.one(.vstack).children[0].frame.width - cells) < 1e-9)
        let spanning = try tree(VStack {
            Grid { GridRow { Text("A"); Text("B") }; GridRow { Color.red.frame(height: 10).gridCellColumns(2) } }
        }, width: 300)
        expectRect(shapes(spanning, "#FF3B30")[0], 0, spanning.all(.text, "A")[0].frame.maxY + 8, 300, 10)
    }

    /// A column of `Spacer`s is sized last, as a stack sizes its spacers (LAYOUT-SPEC §3.6): the text column keeps
    /// its width and the spacer column takes what is left.
    @Test func aSpacerColumnTakesWhatTheOtherColumnsLeave() throws {
        let title = "Previous cycle length"
        let grid = Grid(horizontalSpacing: 12) {
            GridRow { Text(title); Spacer(); Text("Normal") }
            GridRow { Text("Cycle variation"); Spacer(); Text("Irregular") }
        }
        let laid = try tree(VStack { grid }, width: 329)
        let text = laid.all(.text, title)[0]
        #expect(text.textLines?.lineCount == 1, "\(text.frame)")
        #expect(laid.root.frame.width == 329)
    }

    /// A modifier on a `GridRow` applies to each cell (as `Group`'s do) and the row keeps the grid's columns; a
    /// `gridColumnAlignment` shows through the modifiers after it, as a SwiftUI trait does.
    @Test func aModifiedGridRowKeepsItsColumns() throws {
        let grid = Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow {
                Text("Category")
                Text("Amount").gridColumnAlignment(.trailing).padding(.leading, 6)
            }
            .font(.caption)
            GridRow {
                Text("Groceries")
                Text("$4.00")
            }
            .padding(2)
        }
        let laid = try tree(grid, width: 393)
        let category = laid.all(.text, "Category")[0], groceries = laid.all(.text, "Groceries")[0]
        let amount = laid.all(.text, "Amount")[0], price = laid.all(.text, "$4.00")[0]
        #expect(category.frame.minX == 0 && groceries.frame.minX == 2, "column 0 is leading; each cell of row 1 is padded")
        #expect(category.frame.height < groceries.frame.height, "the row's font reaches its cells")
        #expect(abs(amount.frame.maxX - (price.frame.maxX + 2)) < 1e-9, "column 1 is trailing: \(amount.frame) \(price.frame)")
        #expect(amount.frame.minX > groceries.frame.maxX + 10, "the cells are in columns, not one cell: \(amount.frame)")
    }

    @Test func aGridRowCanLineItsCellsUpOnTheirBaselines() throws {
        let grid = Grid(horizontalSpacing: 10) {
            GridRow(alignment: .firstTextBaseline) {
                Text("Small").font(.caption)
                Text("Large").font(.largeTitle)
            }
        }
        let laid = try tree(grid, width: 393)
        let small = laid.all(.text, "Small")[0], large = laid.all(.text, "Large")[0]
        // As an HStack aligned on first baselines places them (not centred: the midpoints differ).
        let stack = try tree(HStack(alignment: .firstTextBaseline, spacing: 10) {
            Text("Small").font(.caption)
            Text("Large").font(.largeTitle)
        }, width: 393)
        let stackedSmall = stack.all(.text, "Small")[0], stackedLarge = stack.all(.text, "Large")[0]
        #expect(abs((small.frame.minY - large.frame.minY) - (stackedSmall.frame.minY - stackedLarge.frame.minY)) < 1e-9)
        #expect(abs(small.frame.midY - large.frame.midY) > 1)
    }

    @Test func spanningCellsWidenTheColumnsTheySpanAndCellsAlign() throws {
        let grid = Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow {
                Text("A")
                Text("B")
                Text("C").gridColumnAlignment(.trailing)
            }
            GridRow {
                Text("Across two").gridCellColumns(2)
                Text("Wider D")
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Color.red.frame(width: 5, height: 5).gridCellAnchor(.bottomTrailing)
                Text("Tall\ncell")
            }
        }
        let laid = try tree(grid, width: 393)
        let a = laid.all(.text, "A")[0], b = laid.all(.text, "B")[0], c = laid.all(.text, "C")[0], d = laid.all(.text, "Wider D")[0]
        let across = laid.all(.text, "Across two")[0]
        // "Across two" is wider than columns 0 (A) and 1 (its widest cell, "Tall cell") with their gap: the
        // two columns share the difference.
        let tall = laid.all(.text, "Tall\ncell")[0]
        let extra = (across.frame.width - (a.frame.width + 10 + max(b.frame.width, tall.frame.width))) / 2
        #expect(abs(b.frame.minX - (a.frame.width + extra + 10)) < 1e-9, "the spanning cell widens the columns it spans")
        #expect(across.frame.minX == 0)
        #expect(abs(c.frame.maxX - d.frame.maxX) < 1e-9, "column 2 is trailing-aligned, as wide as its widest cell")
        #expect(abs(laid.root.frame.width - d.frame.maxX) < 1e-9)
        let red = try #require(shapes(laid, "#FF3B30").first)
        #expect(abs(red.maxY - tall.frame.maxY) < 1e-9 && abs(red.maxX - (a.frame.width + extra)) < 1e-9, "anchored at the bottom trailing corner")
    }

    // MARK: ScrollView and lazy stacks

    @Test func verticalScrollViewFillsAndClipsItsIdealLengthContent() throws {
        let view = ScrollView { Color.red.frame(height: 1000) }
        let laid = try tree(view, width: 393, height: 600)
        expectSize(laid.root.frame.size, 393, 600)
        expectRect(try #require(shapes(laid, "#FF3B30").first), 0, 0, 393, 1000)
        // Clipped, and reaching under the bars below it on a device (LAYOUT-SPEC §10.5).
        #expect(nodeTree(resolveView(view)).hasPrefix("ignoresSafeArea(4)\n  effect clip(rectangle"))
    }

    @Test func horizontalScrollViewIsAsTallAsItsContent() throws {
        let view = ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 10) { ForEach(0..<6) { _ in Color.red.frame(width: 100, height: 80) } }
        }
        let laid = try tree(VStack(spacing: 0) { view }, width: 393)
        expectSize(laid.root.frame.size, 393, 80)
        let cells = shapes(laid, "#FF3B30")
        expectRect(cells[0], 0, 0, 100, 80)
        expectRect(cells[5], 550, 0, 100, 80)
    }

    /// A single content view is placed with the scroll view's own proposal (nil along the axis), not
    /// re-proposed its ideal width by an implicit VStack: tabs whose underline stretches keep their
    /// text widths instead of splitting the row evenly (corpus quora `TopSegments`).
    @Test func horizontalScrollViewPlacesItsOneViewAtItsIdealWidth() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach([40.0, 90.0, 40.0], id: \.self) { width in
                    VStack(spacing: 2) { Color.blue.frame(width: width, height: 10); Color.red.frame(height: 2) }
                }
            }
        }
        let underlines = shapes(try tree(view, width: 393), "#FF3B30")
        #expect(underlines.map(\.width) == [40, 90, 40], "\(underlines)")
        // Several views still stack vertically.
        let stacked = shapes(try tree(ScrollView(.horizontal) { Color.red.frame(width: 50, height: 10); Color.red.frame(width: 80, height: 10) },
                                      width: 393), "#FF3B30")
        #expect(stacked.map(\.minY) == [0, 18], "\(stacked)")
    }

    @Test func bottomAnchoredScrollViewShowsTheEnd() throws {
        let view = ScrollView { Color.red.frame(height: 1000) }.defaultScrollAnchor(.bottom)
        expectRect(try #require(shapes(try tree(view, width: 393, height: 600), "#FF3B30").first), 0, -400, 393, 1000)
    }

    @Test func lazyVStackTakesTheFullWidth() throws {
        let laid = try tree(LazyVStack(alignment: .leading, spacing: 4) {
            Color.red.frame(width: 40, height: 10)
            Color.red.frame(width: 60, height: 10)
        }, width: 393)
        expectSize(laid.root.frame.size, 393, 24)
        let cells = shapes(laid, "#FF3B30")
        expectRect(cells[0], 0, 0, 40, 10)
        expectRect(cells[1], 0, 14, 60, 10)
    }

    // MARK: Divider

    @Test func dividerIsAHairlineAcrossTheStack() throws {
        let vertical = try tree(VStack(spacing: 0) { Color.red.frame(width: 100, height: 10); Divider() }, width: 393)
        let line = try #require(shapes(vertical, "#3C3C43@0.29").first)
        expectRect(line, 0, 10, 393, 1.0 / 3)
        let horizontal = try tree(HStack(spacing: 0) { Color.red.frame(width: 100, height: 30); Divider() }, width: 393)
        let bar = try #require(shapes(horizontal, "#3C3C43@0.29").first)
        expectRect(bar, 100, 0, 1.0 / 3, 30)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(nodeTree(resolveView(Divider(), environment: dark)).contains("#545458@0.6"))
    }

    // MARK: Text input

    @Test func textFieldShowsThePlaceholderOrTheText() {
        let empty = nodeTree(resolveView(TextField("Search", text: .constant(""))))
        #expect(empty.contains("text \"Search\" system(default) 17 regular #3C3C43@0.3"))
        #expect(empty.contains("flexFrame(maxW: inf, leading)"))
        let filled = nodeTree(resolveView(TextField("Search", text: .constant("Tacos"))))
        #expect(filled.contains("text \"Tacos\" system(default) 17 regular #000000"))
        let prompt = nodeTree(resolveView(TextField("Name", text: .constant(""), prompt: Text("Your name"))))
        #expect(prompt.contains("text \"Your name\"") && !prompt.contains("\"Name\""))
        #expect(nodeTree(resolveView(SecureField("Password", text: .constant("abc")))).contains("text \"•••\""))
    }

    @Test func anOptionalValueFieldShowsThePromptWhileNilAndTheFormattedValueOtherwise() {
        let unset: Double? = nil, amount: Double? = 12.5
        let empty = nodeTree(resolveView(TextField("$0.00", value: .constant(unset), format: .currency(code: "USD"))))
        #expect(empty.contains("text \"$0.00\" system(default) 17 regular #3C3C43@0.3"))
        let filled = nodeTree(resolveView(TextField("Amount", value: .constant(amount), format: .currency(code: "USD"))))
        #expect(filled.contains("text \"$12.50\" system(default) 17 regular #000000"))
        let title: String = "Tip"
        let prompted = nodeTree(resolveView(TextField(title, value: .constant(unset), format: .number, prompt: Text("None"))))
        #expect(prompted.contains("text \"None\"") && !prompted.contains("\"Tip\""))
        let labelled = nodeTree(resolveView(TextField(value: .constant(Int?.some(3)), format: .number) { Text("Count") }))
        #expect(labelled.contains("text \"3\" system(default) 17 regular #000000"))
    }

    @Test func roundedBorderFieldIsInsetInABox() throws {
        let laid = try tree(TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder), width: 300)
        let text = laid.one(.text, "Email")
        expectRect(text.frame, 7, 6, text.frame.width, text.frame.height)
        expectSize(laid.root.frame.size, 300, text.frame.height + 12)
        #expect(shapes(laid, "#C6C6C8").count == 1, "the hairline border")
    }

    @Test func verticalAxisFieldWraps() {
        let dump = nodeTree(resolveView(TextField("Message", text: .constant("Hi"), axis: .vertical)))
        #expect(!dump.contains("lineLimit: 1"))
    }

    // MARK: Toggle

    @Test func toggleDrawsTheSwitchTrailing() throws {
        let laid = try tree(Toggle("Wi-Fi", isOn: .constant(true)), width: 393)
        let track = try #require(shapes(laid, "#34C759").first)
        expectRect(track, 342, 0, 51, 31)
        let knob = try #require(laid.all(.shape).first { $0.detail == "circle" })
        expectRect(knob.frame, 342 + 51 - 2 - 27, 2, 27, 27)
        let off = try tree(Toggle("Wi-Fi", isOn: .constant(false)).tint(.red), width: 393)
        #expect(shapes(off, "#787880@0.16").count == 1, "the off track")
        let tinted = try tree(Toggle("Wi-Fi", isOn: .constant(true)).tint(.red), width: 393)
        #expect(shapes(tinted, "#FF3B30").count == 1, "the tint colours the on track")
    }

    @Test func disabledButtonsTurnGrey() {
        #expect(nodeTree(resolveView(Button("Send") {}.disabled(true))) == "text \"Send\" system(default) 17 regular #3C3C43@0.30")
        let bordered = nodeTree(resolveView(Button("Send") {}.buttonStyle(.borderedProminent).disabled(true)))
        #expect(bordered.contains("text \"Send\" system(default) 17 regular #3C3C43@0.3"))
        #expect(bordered.contains("fill #767680@0.12"))
    }

    @Test func disabledTogglesAreDimmed() {
        #expect(nodeTree(resolveView(Toggle("A", isOn: .constant(true)).disabled(true))).hasPrefix("effect opacity(0.5)"))
        #expect(nodeTree(resolveView(Toggle("A", isOn: .constant(true)))).hasPrefix("effect opacity(1)"))
    }

    // MARK: Picker

    @Test func segmentedPickerRaisesTheSelectedSegment() throws {
        let picker = Picker("Size", selection: .constant(1)) {
            Text("S").tag(0)
            Text("M").tag(1)
            Text("L").tag(2)
        }
        .pickerStyle(.segmented)
        let laid = try tree(picker, width: 300)
        expectSize(laid.root.frame.size, 300, 32)
        let selected = try #require(shapes(laid, "#FFFFFF").first)
        expectRect(selected, 102, 2, 96, 28)
        #expect(nodeTree(resolveView(picker)).contains("text \"M\" system(default) 13 semibold"))
    }

    @Test func forEachOptionsAreTaggedByTheirIdentity() {
        let picker = Picker("Size", selection: .constant("M")) {
            ForEach(["S", "M", "L"], id: \.self) { Text($0) }
        }
        let dump = nodeTree(resolveView(picker))
        #expect(dump.contains("text \"M\""))
        #expect(!dump.contains("text \"S\""), "the menu style shows only the selected option")
        #expect(dump.contains("symbol chevron.up") && dump.contains("symbol chevron.down"))
    }

    // MARK: Lists

    @Test func insetGroupedListRowsAreCardsWithSeparators() throws {
        let list = List {
            Section("Account") {
                Text("Name")
                Text("Email")
            }
        }
        let laid = try tree(list, width: 393, height: 600)
        expectSize(laid.root.frame.size, 393, 600)
        let rows = shapes(laid, "#FFFFFF").filter { $0.height > 1 }
        #expect(rows.count >= 2)
        #expect(rows.allSatisfy { $0.minX == 16 && $0.width == 361 })
        #expect(rows.allSatisfy { $0.height >= 44 })
        let separators = shapes(laid, "#3C3C43@0.29")
        #expect(separators.count == 1, "between the two rows only")
        #expect(separators.first.map { $0.minX == 36 } == true)
        #expect(shapes(laid, "#F2F2F7").first.map { $0.size == Size(393, 600) } == true)
        #expect(nodeTree(resolveView(list)).contains("text \"ACCOUNT\" system(default) 13 regular #3C3C43@0.6"))
    }

    @Test func defaultMinListRowHeightSetsTheRowHeight() throws {
        func rowHeights(_ minimum: CGFloat?) throws -> [Double] {
            let list = List { Text("Name"); Text("Email") }
            let laid = try minimum.map { try tree(list.environment(\.defaultMinListRowHeight, $0), width: 393, height: 600) }
                ?? tree(list, width: 393, height: 600)
            return shapes(laid, "#FFFFFF").filter { $0.height > 1 }.map(\.height)
        }
        #expect(try rowHeights(nil).allSatisfy { $0 == 44 })
        let tall = try rowHeights(60)
        #expect(!tall.isEmpty && tall.allSatisfy { $0 == 60 })
    }

    @Test func sectionsFromForEachAreSections() {
        let groups = [(name: "Fruit", items: ["Apple"]), (name: "Veg", items: ["Leek"])]
        let dump = nodeTree(resolveView(List {
            ForEach(groups, id: \.name) { group in
                Section(group.name) { ForEach(group.items, id: \.self) { Text($0) } }
            }
        }))
        #expect(dump.contains("text \"FRUIT\" system(default) 13 regular") && dump.contains("text \"VEG\""))
        #expect(dump.contains("text \"Apple\" system(default) 17 regular #000000"))
    }

    @Test func listRowModifiersReachTheRow() throws {
        let list = List {
            Text("Inbox").badge(3).listRowBackground(Color.yellow)
            Text("Sent").listRowSeparator(.hidden)
            Text("Trash")
        }
        let dump = nodeTree(resolveView(list))
        #expect(dump.contains("text \"3\" system(default) 17 regular #3C3C43@0.6"))
        #expect(dump.contains("shape rectangle fill #FFCC00"))
        let laid = try tree(list, width: 393, height: 600)
        #expect(shapes(laid, "#3C3C43@0.29").count == 1, "Sent hides the separator below it")
    }

    @Test func listLabelsTintTheirIcon() {
        #expect(nodeTree(resolveView(List { Label("Favorites", systemImage: "star") }))
            .contains("symbol star system(default) 17 regular #007AFF"))
        // A foreground style on the label paints its icon too, over the list's tint.
        #expect(nodeTree(resolveView(List { Label("Favorites", systemImage: "star").foregroundStyle(.red) }))
            .contains("symbol star system(default) 17 regular #FF3B30"))
        #expect(nodeTree(resolveView(Label("Favorites", systemImage: "star")))
            .contains("symbol star system(default) 17 regular #000000"))
        #expect(nodeTree(resolveView(Label("Favorites", systemImage: "star").labelStyle(.iconOnly))) ==
            "symbol star system(default) 17 regular #000000")
    }

    @Test func navigationLinkRowsHaveAChevron() {
        let dump = nodeTree(resolveView(List { NavigationLink("Profile") { Text("Detail") } }))
        #expect(dump.contains("symbol chevron.forward system(default) 14 semibold #3C3C43@0.3"))
        #expect(dump.contains("text \"Profile\" system(default) 17 regular #000000"))
        #expect(!dump.contains("Detail"))
    }

    // MARK: Navigation

    @Test func largeTitleSitsBelowTheBar() throws {
        let view = NavigationStack {
            Color.red.frame(height: 100)
                .navigationTitle("Inbox")
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
        }
        let laid = try tree(view, width: 393, height: 800)
        let title = laid.one(.text, "Inbox")
        #expect(title.frame.minX == 16)
        #expect(title.frame.maxY == 44 + 52 - 8)
        let edit = laid.one(.text, "Edit")
        #expect(abs(edit.frame.maxX - (393 - 16)) < 1e-9)
        #expect(edit.frame.midY == 22)
        let content = try #require(shapes(laid, "#FF3B30").first)
        #expect(content.minY > 96, "the content is centred in the space below the bar")
        let dump = nodeTree(resolveView(view))
        #expect(dump.contains("text \"Inbox\" system(default) 34 bold #000000"))
        #expect(dump.contains("text \"Edit\" system(default) 17 regular #007AFF"))
    }

    @Test func aConfirmationActionIsSemibold() throws {
        let view = NavigationStack {
            Text("Form").navigationTitle("New Event").navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                }
        }
        let dump = nodeTree(resolveView(view))
        #expect(dump.contains("text \"Done\" system(default) 17 semibold #007AFF"), "\(dump)")
        #expect(dump.contains("text \"Cancel\" system(default) 17 regular #007AFF"))
    }

    @Test func aLabelInABarShowsItsIconOnlyUnlessStyled() throws {
        let view = NavigationStack {
            Text("Body")
                .navigationTitle("Items")
                .toolbar {
                    ToolbarItem { Button {} label: { Label("Add Item", systemImage: "plus") } }
                    ToolbarItem(placement: .topBarLeading) {
                        Button {} label: { Label("Sort", systemImage: "arrow.up.arrow.down") }.labelStyle(.titleAndIcon)
                    }
                    ToolbarItem(placement: .bottomBar) { Label("Share", systemImage: "square.and.arrow.up") }
                }
        }
        let laid = try tree(view, width: 393, height: 800)
        #expect(laid.all(.text, "Add Item").isEmpty && laid.all(.text, "Share").isEmpty)
        #expect(laid.all(.text, "Sort").count == 1)
        #expect(laid.all(.symbol).count == 3)
        // Outside a bar the automatic style keeps the title.
        #expect(try tree(Label("Add Item", systemImage: "plus")).all(.text, "Add Item").count == 1)
    }

    @Test func inlineTitleIsCentredInTheBar() throws {
        let view = NavigationStack {
            Text("Body").navigationTitle("Settings").navigationBarTitleDisplayMode(.inline)
        }
        let laid = try tree(view, width: 393, height: 800)
        let title = laid.one(.text, "Settings")
        #expect(abs(title.frame.midX - 196.5) < 1e-9)
        #expect(title.frame.midY == 22)
        #expect(nodeTree(resolveView(view)).contains("text \"Settings\" system(default) 17 semibold"))
    }

    @Test func iOS18TabsFillTheTabBar() {
        let tabs = TabView(selection: .constant(2)) {
            Tab("Home", systemImage: "house", value: 1) { Text("Home page") }
            Tab("Search", systemImage: "magnifyingglass", value: 2) { Text("Search page") }
        }
        let dump = nodeTree(resolveView(tabs))
        #expect(dump.hasPrefix("tabView(selected: 1, tint: #007AFF, items: Home/house.fill Search/magnifyingglass.fill\n"))
        #expect(dump.contains("text \"Search page\"") && !dump.contains("Home page"))
    }

    @Test func iOS18TabLabelsComeFromTitlesImagesAndRoles() {
        let tabs = TabView(selection: .constant("feed")) {
            Tab("Feed", systemImage: "house", value: "feed", role: nil) { Text("Feed page") }
            Tab(value: "search", role: .search) { Text("Search page") }
            Tab(value: "bare") { Text("Bare page") }
        }
        let dump = nodeTree(resolveView(tabs))
        #expect(dump.hasPrefix("tabView(selected: 0, tint: #007AFF, items: Feed/house.fill Search/magnifyingglass.fill /-\n"), "\(dump.prefix(120))")
        let plain = nodeTree(resolveView(TabView { Tab("Inbox", systemImage: "tray") { Text("Mail") }; Tab(role: .search) { Text("Find") } }))
        #expect(plain.hasPrefix("tabView(selected: 0, tint: #007AFF, items: Inbox/tray.fill Search/magnifyingglass.fill\n"), "\(plain.prefix(120))")
    }

    @Test func toolbarBackgroundShowsOnlyWhenVisible() {
        let hidden = nodeTree(resolveView(NavigationStack {
            Text("A").navigationTitle("T").toolbarBackground(Color.blue, for: .navigationBar)
        }))
        #expect(!hidden.contains("#007AFF"), "iOS shows the bar background only once content scrolls under it")
        let visible = nodeTree(resolveView(NavigationStack {
            Text("A").navigationTitle("T").toolbarBackground(Color.blue, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
        }))
        #expect(visible.contains("shape rectangle fill #007AFF"))
    }

    @Test func searchableDrawsTheSearchField() {
        let dump = nodeTree(resolveView(NavigationStack {
            Text("A").navigationTitle("Music").searchable(text: .constant(""), prompt: "Artists")
        }))
        #expect(dump.contains("symbol magnifyingglass"))
        #expect(dump.contains("text \"Artists\" system(default) 17 regular #3C3C43@0.6"))
    }

    /// `NavigationStack { … }.searchable(text:)` (the modifier around the stack, as Apple's and
    /// Hacking with Swift's examples write it) puts the field in the root's bar, once.
    @Test func searchableAroundTheStackDrawsTheFieldInTheRootsBar() {
        let dump = nodeTree(resolveView(NavigationStack {
            Text("A").navigationTitle("Music")
        }.searchable(text: .constant(""), prompt: "Artists")))
        #expect(dump.components(separatedBy: "symbol magnifyingglass").count == 2)
        #expect(dump.contains("text \"Artists\" system(default) 17 regular #3C3C43@0.6"))
        let inner = nodeTree(resolveView(NavigationStack {
            Text("A").navigationTitle("Music").searchable(text: .constant(""), prompt: "Inner")
        }.searchable(text: .constant(""), prompt: "Outer")))
        #expect(inner.contains("\"Inner\"") && !inner.contains("\"Outer\""), "the root's own field wins")
    }

    struct SearchToken: Identifiable { let id: String }

    @Test func searchTokensSitInTheFieldBeforeTheText() {
        let tokens = [SearchToken(id: "Photos"), SearchToken(id: "2024")]
        let dump = nodeTree(resolveView(NavigationStack {
            Text("A").navigationTitle("Library")
                .searchable(text: .constant(""), tokens: .constant(tokens), prompt: "Search") { Text($0.id) }
                .searchScopes(.constant(0)) { Text("All").tag(0) }
        }))
        #expect(dump.contains("text \"Photos\" system(default) 15 regular #000000"))
        #expect(dump.contains("text \"2024\" system(default) 15 regular #000000"))
        #expect(!dump.contains("\"Search\""), "the prompt hides once a token is in the field")
        #expect(!dump.contains("\"All\""), "scope bars show only while searching")
        let typed = nodeTree(resolveView(NavigationStack {
            Text("A").searchable(text: .constant("cats"), tokens: .constant(tokens)) { Text($0.id) }
        }))
        #expect(typed.range(of: "\"Photos\"")!.lowerBound < typed.range(of: "\"cats\"")!.lowerBound)
    }

    // MARK: Buttons, images, presentation

    @Test func borderedButtonsFillWithTheTint() throws {
        let prominent = try tree(Button("Buy") {}.buttonStyle(.borderedProminent), width: 393)
        let fill = try #require(shapes(prominent, "#007AFF").first)
        let text = prominent.one(.text, "Buy")
        expectRect(fill, 0, 0, text.frame.width + 24, text.frame.height + 14)
        #expect(nodeTree(resolveView(Button("Buy") {}.buttonStyle(.borderedProminent))).contains("#FFFFFF"))
        #expect(nodeTree(resolveView(Button("Buy") {}.buttonStyle(.bordered))).contains("#007AFF@0.15"))
        #expect(nodeTree(resolveView(Button("Delete", role: .destructive) {})).contains("text \"Delete\" system(default) 17 regular #FF3B30"))
    }

    @Test func borderedButtonsTakeTheFontAndForegroundSetOnThem() {
        // A white button with black text, its label in the guide's font; without them, body in white.
        let white = Button("Play") {}.buttonStyle(.borderedProminent).tint(.white).foregroundStyle(.black).font(.headline)
        #expect(nodeTree(resolveView(white)).contains("text \"Play\" system(default) 17 semibold #000000"))
        #expect(nodeTree(resolveView(Button("Check") {}.font(.title).buttonStyle(.bordered))).contains("text \"Check\" system(default) 28 regular #007AFF"))
        #expect(nodeTree(resolveView(Button("Buy") {}.buttonStyle(.borderedProminent).controlSize(.small)))
            .contains("text \"Buy\" system(default) 15 regular #FFFFFF"))
    }

    @Test func asyncImageShowsItsPlaceholder() {
        let url = URL(string: "https://example.com/a.png")
        #expect(nodeTree(resolveView(AsyncImage(url: url))) == "shape rectangle fill #787880@0.16")
        let custom = AsyncImage(url: url) { image in image.resizable() } placeholder: { Color.gray }
        #expect(nodeTree(resolveView(custom)) == "shape rectangle fill #8E8E93")
        let phased = AsyncImage(url: url) { phase in
            if let image = phase.image { image } else { Color.red }
        }
        #expect(nodeTree(resolveView(phased)) == "shape rectangle fill #FF3B30")
    }

    @Test func presentedSheetsAreNotedAndThePresenterDrawn() {
        let closed = nodeTree(resolveView(Text("A").sheet(isPresented: .constant(false)) { Text("Sheet") }))
        #expect(closed == "text \"A\" system(default) 17 regular #000000")
        let open = nodeTree(resolveView(Text("A").sheet(isPresented: .constant(true)) { Text("Sheet") }
            .presentationDetents([.medium])))
        #expect(open.hasPrefix("unsupported(sheet(isPresented:) presented)"))
        #expect(!open.contains("Sheet\""))
    }

    /// A label's icon and title are 8 pt apart unless `labelIconToTitleSpacing` (iOS 26) says otherwise.
    @Test func labelIconToTitleSpacingSetsTheGap() throws {
        func gap(_ view: some View) throws -> Double {
            let laidOut = try tree(view)
            return laidOut.one(.text, "Inbox").frame.minX - laidOut.one(.symbol, "tray").frame.maxX
        }
        #expect(abs(try gap(Label("Inbox", systemImage: "tray")) - 8) < 1e-9)
        #expect(abs(try gap(Label("Inbox", systemImage: "tray").labelIconToTitleSpacing(4)) - 4) < 1e-9)
        #expect(abs(try gap(Label("Inbox", systemImage: "tray").labelStyle(.titleAndIcon).labelIconToTitleSpacing(12)) - 12) < 1e-9)
    }
}
