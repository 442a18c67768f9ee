import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// UIKit's pickers in representables, as time pickers are written: a data source and delegate
/// for `UIPickerView`, a mode and style for `UIDatePicker`. Both draw at rest as SwiftUI's pickers.
@MainActor @Suite struct UIKitPickerTests {
    final class Minutes: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 24 : 60 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? "\(row) h" : "\(row) min"
        }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 100 }
    }

    struct TimePicker: UIViewRepresentable {
        let source = Minutes()
        func makeUIView(context: Context) -> UIPickerView {
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            picker.selectRow(5, inComponent: 0, animated: false)
            picker.selectRow(30, inComponent: 1, animated: false)
            return picker
        }
        func updateUIView(_ uiView: UIPickerView, context: Context) {}
    }

    @Test func aPickerViewAsksItsDataSourceAndDelegate() {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
        #expect(picker.numberOfComponents == 0 && picker.selectedRow(inComponent: 0) == -1)
        let source = Minutes()
        picker.dataSource = source
        picker.delegate = source
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 1) == 60)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        picker.selectRow(99, inComponent: 1, animated: true)
        #expect(picker.selectedRow(inComponent: 1) == 59, "clamped to the rows there are")
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 100, height: 32))
    }

    @Test func aPickerViewDrawsItsSelectedRowsAtRest() throws {
        let rendered = try ViewRenderer.render(RenderRequest(width: 240, height: 216, scale: 1), fonts: FontLibrary.shared()) {
            TimePicker().frame(width: 240, height: 216)
        }
        try rendered.image.writeForInspection("uikit-picker-view")
        let texts = rendered.layout.tree.all(.text).compactMap(\.detail)
        #expect(texts.contains { $0.contains("5 h") } && texts.contains { $0.contains("30 min") })
        #expect(texts.contains { $0.contains("9 h") } && !texts.contains { $0.contains("10 h") }, "four rows either side")
        #expect(rendered.layout.tree.all(.platformView).isEmpty)
        let band = rendered.image.rgba(120, 108), gap = rendered.image.rgba(100, 108)
        #expect(band == gap && band.r < 250, "one selection band across both wheels")
    }

    struct DateField: UIViewRepresentable {
        let style: UIDatePickerStyle
        let mode: UIDatePicker.Mode
        func makeUIView(context: Context) -> UIDatePicker {
            let picker = UIDatePicker()
            picker.datePickerMode = mode
            picker.preferredDatePickerStyle = style
            picker.date = Date(timeIntervalSince1970: 0)
            return picker
        }
        func updateUIView(_ uiView: UIDatePicker, context: Context) {}
    }

    @Test func aDatePickerDrawsAsSwiftUIsDatePicker() throws {
        #expect(UIDatePicker().datePickerStyle == .compact && UIDatePicker().minuteInterval == 1)
        func render(_ style: UIDatePickerStyle, _ mode: UIDatePicker.Mode) throws -> RenderedView {
            try ViewRenderer.render(RenderRequest(width: 320, height: 60, scale: 1), fonts: FontLibrary.shared()) {
                DateField(style: style, mode: mode)
            }
        }
        let compact = try render(.automatic, .date)
        try compact.image.writeForInspection("uikit-date-picker")
        let swiftUI = try ViewRenderer.render(RenderRequest(width: 320, height: 60, scale: 1), fonts: FontLibrary.shared()) {
            DatePicker("", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date).labelsHidden()
        }
        let texts = { (rendered: RenderedView) in rendered.layout.tree.all(.text).compactMap(\.detail) }
        #expect(!texts(compact).isEmpty && texts(compact) == texts(swiftUI), "the same date, as SwiftUI's compact picker shows it")
        #expect(compact.layout.tree.all(.platformView).isEmpty)
        #expect(try !render(.compact, .countDownTimer).layout.tree.all(.platformView).isEmpty, "no SwiftUI count-down picker")
    }
}
