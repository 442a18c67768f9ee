import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// The wheels of `.wheel` pickers and date pickers on Flutter's measured cylinder (docs/CONTROLS.md
/// [S8]): rows about 32 pt apart near the centre, shrinking and crowding toward the edges, clear of
/// the selection band at rest.
@MainActor @Suite struct WheelPickerTests {
    @Test func rowsSitOnTheCylinderInPerspective() {
        let rows = (1...4).map { WheelRowProjection(offset: $0) }
        let expected: [(centre: Double, width: Double, height: Double)] = [
            (32.162, 0.9861, 0.9460), (59.303, 0.9477, 0.7967), (78.078, 0.8928, 0.5836), (87.439, 0.8310, 0.3436),
        ]
        for (row, want) in zip(rows, expected) {
            #expect(abs(row.centreY - want.centre) < 1e-3 && abs(row.widthScale - want.width) < 1e-4
                    && abs(row.heightScale - want.height) < 1e-4, "\(row)")
        }
        let above = WheelRowProjection(offset: -1)
        #expect(above.centreY == -rows[0].centreY && above.heightScale == rows[0].heightScale)
    }

    @Test func theRowAboveTheSelectionKeepsClearOfTheBand() throws {
        let picker = Picker("Region", selection: .constant("Europe")) {
            ForEach(["Africa", "Americas", "Asia Pacific", "Europe"], id: \.self) { Text($0) }
        }
        .pickerStyle(.wheel)
        let (_, rendered) = try R.render(view: resolveView(picker), width: 393, background: .white)
        let image = rendered.image
        // The band: the tertiary fill over white, 9 pt in from the sides; look down it 40 pt in, from
        // the wheel's middle up and down.
        let x = 40 * 3
        let isBand = { (y: Int) -> Bool in (236...242).contains(image.rgba(x, y).r) }
        var bandTop = 108 * 3, bandBottom = 108 * 3
        #expect(isBand(bandTop))
        while isBand(bandTop - 1) { bandTop -= 1 }
        while isBand(bandBottom + 1) { bandBottom += 1 }
        #expect(abs(Double(bandBottom - bandTop + 1) / 3 - 32 * 1.119) < 1, "a 35.8-pt band")
        #expect(abs(Double(bandTop + bandBottom + 1) / 2 / 3 - 108) < 0.5, "centred on the 216-pt wheel")
        // No title ink from 1 pt above the band's top edge to 3 pt inside it: the row above's
        // descenders end above the band, the selected title's ascenders well inside it.
        let strip = (bandTop - 3)..<(bandTop + 9)
        let inked = strip.flatMap { y in stride(from: 0, to: image.width, by: 1).map { image.rgba($0, y) } }.filter { $0.r < 200 }
        #expect(inked.isEmpty, "\(inked.count) inked pixels at the band's top edge")
    }
}
