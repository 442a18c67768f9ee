import Foundation
import SwiftUI

/// A Wallet pass, as PassKit's `PKPass`: made from a signed pass file's data (its contents are not
/// read: a render has no Wallet to show it in).
open class PKPass: NSObject {
    open var serialNumber = ""
    open var passTypeIdentifier = ""
    open var localizedName = "Pass"
    open var localizedDescription = ""
    open var organizationName = ""
    open var passURL: URL?

    public init(data: Data) throws { super.init() }
    public override init() { super.init() }
}

/// The Wallet's passes: a render's device has none.
open class PKPassLibrary: NSObject {
    public override init() { super.init() }
    open class func isPassLibraryAvailable() -> Bool { true }
    open func passes() -> [PKPass] { [] }
    open func containsPass(_ pass: PKPass) -> Bool { false }
    open func pass(withPassTypeIdentifier identifier: String, serialNumber: String) -> PKPass? { nil }
}

/// The sheet that adds passes to Wallet (never shown in a still).
@preconcurrency @MainActor
open class PKAddPassesViewController: UIViewController {
    public init?(pass: PKPass) { super.init(nibName: nil, bundle: nil) }
    public init?(passes: [PKPass]) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { return nil }
    open class func canAddPasses() -> Bool { true }
}
