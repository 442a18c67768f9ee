import SwiftUI

/// The Monzo scenes: one per signature component and variant, plus the home screen.
public enum MonzoCatalog {
    public static let scenes: [MockupScene] = []
}
