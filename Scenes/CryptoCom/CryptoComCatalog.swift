import SwiftUI

/// The CryptoCom scenes: one per signature component and variant, plus the home screen.
public enum CryptoComCatalog {
    public static let scenes: [MockupScene] = []
}
