import Foundation
import MockupUI

/// UIKit's spinning-wheel picker: components of rows, counted by its data source and titled by its
/// delegate. Nobody spins it in a render, so each component shows the row selected in code (the
/// first by default). In a representable it draws at rest as SwiftUI's `.wheel` `Picker` draws,
/// a wheel of titles per component under one selection band; rows the delegate draws as views of
/// its own (`viewForRow`) are drawn by their titles (a "?" when the delegate gives none, as UIKit
/// shows).
@preconcurrency @MainActor
open class UIPickerView: UIView, _UIKitDrawnAtRest {
    open override class func appearance() -> Self { appearanceProxy(UIPickerView(frame: .zero)) }
    open weak var dataSource: UIPickerViewDataSource?
    open weak var delegate: UIPickerViewDelegate?
    /// Deprecated in iOS 13; the selection band is always shown.
    open var showsSelectionIndicator = true

    private var selectedRows: [Int: Int] = [:]

    /// The number of components, as the data source says.
    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

    /// The number of rows of `component`, as the data source says.
    open func numberOfRows(inComponent component: Int) -> Int {
        dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }

    /// A row's size in `component`: the delegate's width and height, else an equal share of the
    /// picker's width and the wheel's 32-pt rows.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard let delegate else { return CGSize(width: equalShareOfWidth, height: Self.defaultRowHeight) }
        return CGSize(width: delegate.pickerView(self, widthForComponent: component),
                      height: delegate.pickerView(self, rowHeightForComponent: component))
    }

    /// The row height when the delegate sets none: the wheel row of SwiftUI's `.wheel` picker
    /// (docs/API-SHIMS.md; Mockup's choice).
    nonisolated static let defaultRowHeight: CGFloat = 32

    /// Each component's width when the delegate sets none: the picker's width shared equally.
    var equalShareOfWidth: CGFloat { bounds.width / CGFloat(max(numberOfComponents, 1)) }

    /// Selects `row` of `component` (the animation is not drawn in a still).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        selectedRows[component] = row
    }

    /// The selected row of `component`; -1 when the component has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(max(selectedRows[component] ?? 0, 0), rows - 1)
    }

    /// Asks the data source and delegate again when drawn; nothing is cached.
    open func reloadAllComponents() {}
    open func reloadComponent(_ component: Int) {}

    /// The view the delegate made for a row; a render has no row views.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? { nil }

    /// The picker at rest, for this class only (a subclass of the code's own draws the placeholder).
    public var _drawingAtRest: AnyView? {
        guard _RenderedCodeClasses.isDrawn(type(of: self), as: UIPickerView.self) else { return nil }
        return AnyView(_WheelPickerColumns((0..<numberOfComponents).map { component in
            let width = rowSize(forComponent: component).width
            return ((0..<numberOfRows(inComponent: component)).map { title(forRow: $0, inComponent: component) },
                    selectedRow(inComponent: component), width > 0 ? width : nil)
        }))
    }

    private func title(forRow row: Int, inComponent component: Int) -> String {
        delegate?.pickerView(self, titleForRow: row, forComponent: component)
            ?? delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
            ?? "?"
    }
}

/// What a picker shows: how many components and rows.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// How a picker's rows look and what it tells about selections (every method optional; a render
/// selects nothing, so `didSelectRow` is never called).
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.equalShareOfWidth
    }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.defaultRowHeight
    }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        view ?? UIView(frame: .zero)
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
