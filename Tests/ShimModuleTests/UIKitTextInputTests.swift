import Foundation
import Testing
@testable import SwiftUI

// `UITextInput` as representables' coordinators call it: moving the caret, reading and replacing
// the selection, formatting as the user types.

/// A self-sizing text view as representables write one: through UIKit's designated initializer.
private final class GrowingTextView: UITextView {
    let minimumHeight: CGFloat
    init(minimumHeight: CGFloat) {
        self.minimumHeight = minimumHeight
        super.init(frame: .zero, textContainer: nil)
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor
struct UIKitTextInputTests {
    @Test func textViewSubclassesCallTheDesignatedInitializer() {
        let view = GrowingTextView(minimumHeight: 44)
        view.insertText("Hello")
        #expect(view.minimumHeight == 44 && view.text == "Hello" && view.clipsToBounds)
        let container = NSTextContainer(size: CGSize(width: 100, height: 100))
        #expect(UITextView(frame: .zero, textContainer: container).textContainer === container)
    }

    @Test func theCaretStartsAtTheEndAndCodeMovesIt() throws {
        let field = UITextField()
        field.text = "4242"
        let caret = try #require(field.selectedTextRange)
        #expect(caret.isEmpty && field.offset(from: field.beginningOfDocument, to: caret.start) == 4)
        // The formatter idiom: put the caret back where it was after changing the text.
        let position = try #require(field.position(from: field.beginningOfDocument, offset: 2))
        field.selectedTextRange = field.textRange(from: position, to: position)
        field.insertText(" ")
        #expect(field.text == "42 42")
        #expect(field.offset(from: field.beginningOfDocument, to: try #require(field.selectedTextRange).start) == 3)
        field.text = "new"
        #expect(field.offset(from: field.beginningOfDocument, to: try #require(field.selectedTextRange).end) == 3,
                "setting the text puts the caret at its end")
    }

    @Test func selectedTextIsReadAndReplacedInUTF16Units() throws {
        let field = UITextField()
        field.text = "Hi 👋 there"
        let start = try #require(field.position(from: field.beginningOfDocument, offset: 3))
        let end = try #require(field.position(from: start, offset: 2))
        let wave = try #require(field.textRange(from: start, to: end))
        #expect(field.text(in: wave) == "👋", "the emoji is two UTF-16 units, as NSRange counts")
        field.selectedTextRange = wave
        field.replace(try #require(field.selectedTextRange), withText: "HELLO")
        #expect(field.text == "Hi HELLO there")
        #expect(field.compare(start, to: end) == .orderedAscending && field.compare(end, to: start) == .orderedDescending)
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil, "no position past the end")
        #expect(field.position(from: field.beginningOfDocument, in: .left, offset: 1) == nil)
        #expect(field.position(from: field.beginningOfDocument, in: .right, offset: 2)?.offset == 2)
        #expect(field.position(from: field.beginningOfDocument, in: .down, offset: 1) == nil, "lines are not laid out")
    }

    @Test func theDeleteKeyRemovesTheSelectionOrTheCharacterBeforeTheCaret() throws {
        let view = UITextView()
        view.text = "ab👍🏽cd"
        view.selectedRange = NSRange(location: 6, length: 0)
        view.deleteBackward()
        #expect(view.text == "abcd", "a skin-toned emoji is one character (four UTF-16 units)")
        #expect(view.selectedRange == NSRange(location: 2, length: 0))
        view.selectedRange = NSRange(location: 1, length: 2)
        view.deleteBackward()
        #expect(view.text == "ad")
        view.selectedRange = NSRange(location: 0, length: 0)
        view.deleteBackward()
        #expect(view.text == "ad", "nothing before the caret")
        view.selectedRange = NSRange(location: 40, length: 3)
        #expect(view.selectedRange == NSRange(location: 2, length: 0), "a range past the text is clamped to it")
        view.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
        #expect(view.text == "adx" && view.markedTextRange == nil, "marked text is committed at once")
    }

    @Test func fontWeightsAndWidthsAreUIKitsTraitValues() {
        #expect(UIFont.Weight.semibold.rawValue == 0.3 && UIFont.Weight(rawValue: 0.3) == .semibold)
        #expect(UIFont.Weight(rawValue: 0.35).font == .semibold, "a weight between two draws the nearer")
        #expect(UIFont.Weight(0.5).font == .heavy)
        let condensed = UIFont.systemFont(ofSize: 34, weight: .bold, width: .condensed)
        #expect(condensed.pointSize == 34 && condensed.font == Font.system(size: 34, weight: .bold).width(.condensed))
        #expect(UIFont.Width.expanded.rawValue == Font.Width.expanded.value)
    }

    @Test func aNavigationControllersBarHidesWithIt() {
        let controller = UINavigationController(rootViewController: UIViewController())
        controller.navigationBar.isHidden = true
        #expect(controller.isNavigationBarHidden)
        controller.setNavigationBarHidden(false, animated: true)
        #expect(!controller.navigationBar.isHidden)
        #expect(!UINavigationBar.appearance().isHidden)
    }
}
