import Foundation

/// A place in a text input's text (UIKit's `UITextPosition`); the text fields and views here make
/// positions that count UTF-16 code units from the start of the text, as `NSRange` does.
@preconcurrency @MainActor
open class UITextPosition {
    /// UTF-16 code units from the start of the text.
    let offset: Int
    public init() { offset = 0 }
    init(offset: Int) { self.offset = offset }
}

/// A span between two positions of a text input's text (UIKit's `UITextRange`).
@preconcurrency @MainActor
open class UITextRange {
    private let bounds: (start: UITextPosition, end: UITextPosition)
    public init() { bounds = (UITextPosition(), UITextPosition()) }
    init(from start: UITextPosition, to end: UITextPosition) { bounds = (start, end) }
    open var start: UITextPosition { bounds.start }
    open var end: UITextPosition { bounds.end }
    open var isEmpty: Bool { start.offset == end.offset }
    /// The range in UTF-16 code units.
    var nsRange: NSRange { NSRange(location: min(start.offset, end.offset), length: abs(end.offset - start.offset)) }
}

/// Directions a position moves in (`position(from:in:offset:)`).
public enum UITextLayoutDirection: Int, Sendable { case right = 2, left, up, down }
/// Directions in storage order.
public enum UITextStorageDirection: Int, Sendable { case forward, backward }

/// A responder whose text and selection code can read and change (UIKit's `UITextInput`): text
/// fields and text views. Code moves the caret, reads the selected text and replaces ranges
/// through it; what it leaves is what a render draws. There is no marked (IME) text in a render.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()
}

/// A text input whose text and selection are one `_EditableText` (not Apple API): text fields and
/// text views, which share their `UITextInput` implementation through it.
@preconcurrency @MainActor
public protocol _EditableTextInput: UITextInput {
    var _editableText: _EditableText { get set }
}

extension _EditableTextInput {
    public var selectedTextRange: UITextRange? {
        get {
            let selection = _editableText.validSelection
            return UITextRange(from: UITextPosition(offset: selection.location),
                               to: UITextPosition(offset: selection.location + selection.length))
        }
        set {
            guard let newValue else { return }
            _editableText.selection = _editableText.clamped(newValue.nsRange)
        }
    }
    /// Marked (IME) text is never pending in a render.
    public var markedTextRange: UITextRange? { nil }
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(offset: _editableText.text.utf16.count) }
    public func text(in range: UITextRange) -> String? { _editableText.substring(in: range.nsRange) }
    public func replace(_ range: UITextRange, withText text: String) { _editableText.replace(range.nsRange, with: text) }
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(from: fromPosition, to: toPosition)
    }
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        _editableText.position(from: position, offset: offset)
    }
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        direction.step.flatMap { _editableText.position(from: position, offset: $0 * offset) }
    }
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { position.compared(to: other) }
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    /// Marked text is committed at once, as typed text.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) { _editableText.insert(markedText ?? "") }
    public func unmarkText() {}
}

/// A text input's text and its selection in UTF-16 code units (`NSRange`, as UIKit's delegate
/// methods give it), with the editing text fields and views share.
public struct _EditableText: Sendable {
    var text: String
    var selection: NSRange

    /// The text with the caret at its end.
    init(text: String, selection: NSRange? = nil) {
        self.text = text
        self.selection = selection ?? NSRange(location: text.utf16.count, length: 0)
    }

    private var length: Int { text.utf16.count }

    /// The selection, clamped to the text.
    var validSelection: NSRange { clamped(selection) }

    /// The range clamped to the text.
    func clamped(_ range: NSRange) -> NSRange {
        let location = min(max(range.location, 0), length)
        return NSRange(location: location, length: min(max(range.length, 0), length - location))
    }

    func substring(in range: NSRange) -> String? {
        guard range.location >= 0, range.location + range.length <= length else { return nil }
        return Range(range, in: text).map { String(text[$0]) }
    }

    /// Replaces `range` (clamped) with `replacement` and puts the caret after it.
    mutating func replace(_ range: NSRange, with replacement: String) {
        let range = clamped(range)
        guard let bounds = Range(range, in: text) else { return }
        text.replaceSubrange(bounds, with: replacement)
        selection = NSRange(location: range.location + replacement.utf16.count, length: 0)
    }

    /// Typing: the selection becomes `typed`.
    mutating func insert(_ typed: String) { replace(selection, with: typed) }

    /// The delete key: the selection, or the character before the caret.
    mutating func deleteBackward() {
        let selection = validSelection
        if selection.length > 0 { return replace(selection, with: "") }
        guard selection.location > 0, let caret = Range(selection, in: text)?.lowerBound else { return }
        replace(NSRange(text.index(before: caret)..<caret, in: text), with: "")
    }

    /// A position `offset` code units from `position`, nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return (0...length).contains(target) ? UITextPosition(offset: target) : nil
    }
}

extension UITextPosition {
    /// UIKit's ordering of two positions.
    func compared(to other: UITextPosition) -> ComparisonResult {
        offset < other.offset ? .orderedAscending : offset > other.offset ? .orderedDescending : .orderedSame
    }
}

extension UITextLayoutDirection {
    /// How many code units a move of one along this direction is: right and left move along the text;
    /// up and down would need the laid-out lines, so they move nowhere.
    var step: Int? {
        switch self {
        case .right: 1
        case .left: -1
        case .up, .down: nil
        }
    }
}
