import SwiftUI

/// The Coinbase scenes: one per signature component and variant, plus the home screen.
public enum CoinbaseCatalog {
    public static let scenes: [MockupScene] = []
}
