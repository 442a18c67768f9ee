import SwiftUI

/// The Match scenes: one per signature component and variant, plus the home screen.
public enum MatchCatalog {
    public static let scenes: [MockupScene] = []
}
