import Foundation

extension View {
    /// The iOS 13 form of `mask(alignment:_:)`, taking the mask view directly.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        self.mask(alignment: .center) { mask }
    }
}
